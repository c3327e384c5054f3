// The page language of a back-office screen, from the `$lang` segment the language guard has already checked.
import { useParams } from "@tanstack/react-router";
import { isLanguage, type Language } from "../../../../domain/languages.ts";

export function useAdminLanguage(): Language {
  const { lang } = useParams({ from: "/$lang" });
  return isLanguage(lang) ? lang : "en";
}

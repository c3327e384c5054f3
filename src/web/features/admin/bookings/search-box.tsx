// The search of SPEC 2 "Admin bookings", run by the server (guest name, e-mail, villa title or city)
// over every page rather than the current one. Typing is debounced, then written into the URL without a new
// history entry; Enter searches at once. The field follows the URL when it changes from outside (Back, a link).
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { controlClass } from "../../../ui/form/fields.tsx";
import { SEARCH_MAX_LENGTH } from "./search-params.ts";

/** Long enough not to fetch on every key, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 350;

interface SearchBoxProps {
  /** The search text in the URL. */
  value: string | undefined;
  onSearch: (text: string) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The URL changed from elsewhere (Back, Clear filters, a link): show what it now searches for. A change that
  // is this field's own search leaves the text alone, so keys typed meanwhile are kept.
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string | undefined>(undefined);
  if (shown !== value) {
    setShown(value);
    if (value !== sent && text.trim() !== (value ?? "")) setText(value ?? "");
  }

  const search = (next: string) => {
    setSent(next.trim() === "" ? undefined : next.trim());
    onSearchRef.current(next);
  };

  useEffect(() => {
    if (text.trim() === (value ?? "")) return;
    const timer = setTimeout(() => {
      setSent(text.trim() === "" ? undefined : text.trim());
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className="w-full"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== (value ?? "")) search(text);
      }}
    >
      <label htmlFor={id} className="block font-medium text-slate-900">
        {t`Search bookings`}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t`Guest name, email, villa or city`}
      </p>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={controlClass(undefined)}
      />
    </form>
  );
}

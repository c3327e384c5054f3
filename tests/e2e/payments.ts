// What the payment specs share: the owner's bank details (the whole server shares them: every spec that sets them
// sets these same values), money and dates as the English pages write them, whether the guest's list is saved for
// offline use, and the text of a downloaded PDF (read with pdf.js, as a guest's viewer would).
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { pdfText } from "../server/pdf-text.ts";
import { signInAdmin, staffApi } from "./admin-session.ts";

export const BANK = {
  accountHolder: "Red Sea Villa Owner",
  iban: "DE89 3704 0044 0532 0130 00",
  bic: "COBADEFFXXX",
  bankName: "Commerzbank",
  instructions: { en: "Please pay from an account in your name.", fr: "", ru: "", de: "" },
  depositDueDays: 3,
};

export async function saveBankDetails(request: APIRequestContext): Promise<void> {
  await staffApi(request, await signInAdmin(request), "PUT", "/settings/payment", BANK);
}

/** An amount as the pages write it in English: whole euros without cents, others with two. */
export const euros = (amount: number) =>
  new Intl.NumberFormat("en", {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

export const englishDate = (iso: string, dateStyle: "long" | "medium") =>
  new Intl.DateTimeFormat("en", { dateStyle, timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

/** Whether the app has saved the guest's bookings list to IndexedDB, what an offline reload shows. */
export async function listSaved(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) return resolve(false);
          const read = db.transaction("keyval").objectStore("keyval").get("query-cache");
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? "").includes('["bookings","my"'));
          read.onerror = () => resolve(false);
        };
      }),
  );
}

/** A downloaded PDF's bytes and its text. */
export async function readPdf(path: string): Promise<{ bytes: Buffer; text: string }> {
  const bytes = await readFile(path);
  return { bytes, text: (await pdfText(bytes)).text };
}

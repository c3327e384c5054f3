// A villa's content (DESIGN 7.3) as stored and as read: the English title, description and address live in the
// villa's columns, everything else in its `content` document. Public answers carry the three public texts in the
// reader's language (English where a translation is missing) and never the stay's secrets.
import { eq } from "drizzle-orm";
import {
  canManageVilla,
  canSeeVilla,
  cleanLocalizedText,
  DEFAULT_REVEAL_DAYS_BEFORE_ARRIVAL,
  LOCALIZED_FIELDS,
  PUBLIC_LOCALIZED_FIELDS,
  textIn,
  type Actor,
  type Language,
  type LocalizedField,
  type StoredVillaContent,
  type VillaContent,
} from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { villas } from "../db/schema.ts";
import { ApiError } from "../http/api-error.ts";

interface VillaTexts {
  title: string;
  description: string | null;
  address: string;
  content: StoredVillaContent;
}

/** The whole content of a villa row. */
export function villaContentOf(villa: VillaTexts): VillaContent {
  const stored = villa.content;
  // The English public texts are the villa's columns; the document holds the rest.
  const english: Partial<Record<LocalizedField, string>> = {
    title: villa.title,
    description: villa.description ?? "",
    address: villa.address,
  };
  const localized = Object.fromEntries(
    LOCALIZED_FIELDS.map((field) => [
      field,
      cleanLocalizedText({ ...stored[field], en: english[field] ?? stored[field]?.en }),
    ]),
  ) as Pick<VillaContent, LocalizedField>;
  return {
    ...localized,
    wifiNetwork: stored.wifiNetwork ?? null,
    wifiPassword: stored.wifiPassword ?? null,
    accessCode: stored.accessCode ?? null,
    revealDaysBeforeArrival: stored.revealDaysBeforeArrival ?? DEFAULT_REVEAL_DAYS_BEFORE_ARRIVAL,
    phone: stored.phone ?? null,
    whatsapp: stored.whatsapp ?? null,
    latitude: stored.latitude ?? null,
    longitude: stored.longitude ?? null,
  };
}

/** The villa's public texts in `language`; the rest of the row as it is, without the content document. */
export function inLanguage<T extends VillaTexts>(villa: T, language: Language): Omit<T, "content"> {
  const { content: _content, ...rest } = villa;
  const content = villaContentOf(villa);
  const texts = Object.fromEntries(PUBLIC_LOCALIZED_FIELDS.map((field) => [field, textIn(content[field], language)]));
  return { ...rest, ...texts, description: texts.description || villa.description };
}

/** The owner's (or an ADMIN's) read of a villa's content. */
export async function readVillaContent(db: Database, actor: Actor, villaId: string): Promise<VillaContent> {
  const [villa] = await db.select().from(villas).where(eq(villas.id, villaId));
  if (!villa || !canSeeVilla(actor, villa)) throw new ApiError("NOT_FOUND", "Villa not found");
  if (!canManageVilla(actor, villa)) throw new ApiError("FORBIDDEN", "You do not have permission to view this content");
  return villaContentOf(villa);
}

/** Replaces the content whole; must run inside a transaction (the row is locked while it is checked). */
export async function writeVillaContent(
  tx: Database,
  actor: Actor,
  villaId: string,
  content: VillaContent,
  now: Date,
): Promise<VillaContent> {
  const [villa] = await tx.select().from(villas).where(eq(villas.id, villaId)).for("no key update");
  if (!villa || !canSeeVilla(actor, villa)) throw new ApiError("NOT_FOUND", "Villa not found");
  if (!canManageVilla(actor, villa)) throw new ApiError("FORBIDDEN", "You do not have permission to update this villa");
  const texts = Object.fromEntries(LOCALIZED_FIELDS.map((field) => [field, cleanLocalizedText(content[field])]));
  const english = (field: "title" | "description" | "address") => texts[field]?.en ?? "";
  const translations = (field: "title" | "description" | "address") => {
    const { en: _en, ...others } = texts[field] ?? {};
    return others;
  };
  const stored: StoredVillaContent = {
    ...content,
    ...texts,
    title: translations("title"),
    description: translations("description"),
    address: translations("address"),
  };
  const [row] = await tx
    .update(villas)
    .set({
      title: english("title"),
      description: english("description") || null,
      address: english("address"),
      content: stored,
      updatedAt: now,
    })
    .where(eq(villas.id, villaId))
    .returning();
  if (!row) throw new Error("Locked villa vanished");
  return villaContentOf(row);
}

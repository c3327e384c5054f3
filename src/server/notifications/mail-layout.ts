// One notification mail as plain text and as HTML from the same parts: greeting, paragraphs, a list of facts,
// sections (a heading with its own paragraphs and facts, and an inline image such as the payment QR code), an
// optional button link, the sign-off and a footer line. Everything interpolated into the HTML is escaped. The
// image is HTML only: the plain-text part carries what it encodes as facts.
import { escapeHtml } from "../../domain/html-text.ts";

export interface MailFact {
  label: string;
  value: string;
}

/** An image attached to the mail (a Content-ID the mailer gives the attachment), shown in the HTML part. */
export interface MailImage {
  cid: string;
  alt: string;
  caption: string;
  /** Displayed size in CSS pixels (the image itself is larger, for sharp screens). */
  size: number;
}

export interface MailSection {
  heading?: string;
  paragraphs?: readonly string[];
  facts?: readonly MailFact[];
  /** Paragraphs after the facts. */
  after?: readonly string[];
  image?: MailImage;
}

export interface MailContent {
  /** The mail's language, for <html lang>. */
  language: string;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  facts: readonly MailFact[];
  /** After the facts, before the closing paragraphs. */
  sections?: readonly MailSection[];
  /** Paragraphs after the facts. */
  closing?: readonly string[];
  action?: { label: string; url: string };
  /** The request to confirm the address, with its link, after the action. */
  confirm?: { text: string; label: string; url: string };
  signOff: string;
  signature: string;
  footer: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Line breaks a guest typed (notes, a reason) survive in HTML as <br>. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, "<br>");
}

/** Only http(s) links become buttons: a link is built from PUBLIC_URL, never from what a guest typed. */
function safeUrl(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/** Facts as lines of text, their values lined up after the longest label. */
function factLines(facts: readonly MailFact[]): string[] {
  const width = Math.max(0, ...facts.map((fact) => fact.label.length));
  const lines = facts.map(
    (fact) => `${`${fact.label}:`.padEnd(width + 2)}${fact.value.replace(/\r?\n/g, `\n${" ".repeat(width + 2)}`)}`,
  );
  return lines.length > 0 ? [...lines, ""] : [];
}

function sectionText(section: MailSection): string[] {
  return [
    ...(section.heading ? [section.heading, "-".repeat(section.heading.length), ""] : []),
    ...(section.paragraphs ?? []).flatMap((p) => [p, ""]),
    ...factLines(section.facts ?? []),
    ...(section.after ?? []).flatMap((p) => [p, ""]),
  ];
}

export function renderText(mail: MailContent): string {
  const lines = [
    mail.greeting,
    "",
    ...mail.paragraphs.flatMap((p) => [p, ""]),
    ...factLines(mail.facts),
    ...(mail.sections ?? []).flatMap(sectionText),
    ...(mail.closing ?? []).flatMap((p) => [p, ""]),
    ...(mail.action && safeUrl(mail.action.url) ? [`${mail.action.label}: ${mail.action.url}`, ""] : []),
    ...(mail.confirm && safeUrl(mail.confirm.url)
      ? [mail.confirm.text, `${mail.confirm.label}: ${mail.confirm.url}`, ""]
      : []),
    mail.signOff,
    mail.signature,
    "",
    "--",
    mail.footer,
  ];
  return `${lines.join("\n")}\n`;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${htmlText(text)}</p>`;

function factsHtml(facts: readonly MailFact[]): string {
  return facts.length === 0
    ? ""
    : `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${facts
        .map(
          (fact) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(fact.label)}</th>` +
            `<td style="padding:6px 0;color:#0f172a">${htmlText(fact.value)}</td></tr>`,
        )
        .join("")}</table>`;
}

function imageHtml(image: MailImage): string {
  // Only a Content-ID of our own: the image travels with the mail, nothing is loaded from anywhere.
  if (!/^[A-Za-z0-9.@_-]+$/.test(image.cid)) return "";
  return (
    `<p style="margin:0 0 8px"><img src="cid:${image.cid}" alt="${escapeHtml(image.alt)}" width="${image.size}" height="${image.size}" style="display:block;width:${image.size}px;height:${image.size}px;border:0"></p>` +
    `<p style="margin:0 0 16px;font-size:14px;color:#334155">${htmlText(image.caption)}</p>`
  );
}

function sectionHtml(section: MailSection): string {
  return [
    section.heading
      ? `<h2 style="margin:24px 0 12px;font-size:18px;line-height:1.3;color:#0f172a">${escapeHtml(section.heading)}</h2>`
      : "",
    ...(section.paragraphs ?? []).map(paragraph),
    factsHtml(section.facts ?? []),
    ...(section.after ?? []).map(paragraph),
    section.image ? imageHtml(section.image) : "",
  ]
    .filter((part) => part !== "")
    .join("\n");
}

export function renderHtml(mail: MailContent): string {
  const facts = factsHtml(mail.facts);
  const url = mail.action ? safeUrl(mail.action.url) : undefined;
  const action =
    mail.action && url
      ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0e7490;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:999px">${escapeHtml(mail.action.label)}</a></p>`
      : "";
  const confirmUrl = mail.confirm ? safeUrl(mail.confirm.url) : undefined;
  const confirm =
    mail.confirm && confirmUrl
      ? `<p style="margin:0 0 16px;font-size:14px;color:#334155">${htmlText(mail.confirm.text)} <a href="${escapeHtml(confirmUrl)}" style="color:#0e7490;font-weight:600">${escapeHtml(mail.confirm.label)}</a></p>`
      : "";
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(mail.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(mail.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f8fafc">',
    '<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">',
    paragraph(mail.greeting),
    ...mail.paragraphs.map(paragraph),
    facts,
    ...(mail.sections ?? []).map(sectionHtml),
    ...(mail.closing ?? []).map(paragraph),
    action,
    confirm,
    `<p style="margin:24px 0 0">${htmlText(mail.signOff)}<br>${htmlText(mail.signature)}</p>`,
    `<p style="margin:32px 0 0;font-size:13px;color:#64748b">${htmlText(mail.footer)}</p>`,
    "</div></body></html>",
  ].join("\n");
}

export function renderMail(mail: MailContent): RenderedMail {
  return { subject: mail.subject, text: renderText(mail), html: renderHtml(mail) };
}

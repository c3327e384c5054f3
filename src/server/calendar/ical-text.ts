// Writing iCalendar text by RFC 5545 section 3: TEXT values escaped, content lines folded at 75
// octets (never inside a UTF-8 character) and ended with CRLF.

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const MAX_LINE_OCTETS = 75;

/** One content line folded into physical lines of at most 75 octets, continuation lines led by a space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let currentOctets = 0;
  // The first physical line holds 75 octets; the others 74 after their leading space.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = Buffer.byteLength(char, "utf8");
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = "";
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** 'YYYY-MM-DD' → a DATE value 'YYYYMMDD'. */
export function icalDate(iso: string): string {
  return iso.replace(/-/g, "");
}

/** An instant as a UTC DATE-TIME value 'YYYYMMDDTHHMMSSZ'. */
export function icalUtcDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

/** Content lines joined into a stream: each folded and CRLF-terminated. */
export function icalStream(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}

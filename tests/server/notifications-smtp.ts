// A real SMTP server on 127.0.0.1 for the notification suites (smtp-server), recording every accepted mail with
// its envelope, Message-ID, decoded subject, decoded plain text and HTML, and its attached files (an inline image
// with its Content-ID); it can refuse the next mails with 421 (the server closing the connection mid-send) to
// exercise retries.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  messageId: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded. */
  html: string;
  attachments: ReceivedAttachment[];
  raw: string;
}

export interface ReceivedAttachment {
  contentType: string;
  /** Without its angle brackets, e.g. "qr@villa.local". */
  contentId: string;
  disposition: string;
  content: Buffer;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The next `count` mails are refused with 421 after their data was sent. */
  dropNext(count: number): void;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes a non-ASCII subject. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const match = new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded);
  return match?.[1]?.trim() ?? "";
}

interface MimePart {
  head: string;
  body: string;
}

/** The leaf parts of a message: a single part, or the parts of nested multiparts, cut at their own boundaries. */
function mimeParts(entity: string): MimePart[] {
  const split = entity.search(/\r?\n\r?\n/);
  const head = split < 0 ? entity : entity.slice(0, split);
  const body = split < 0 ? "" : entity.slice(split).replace(/^\r?\n\r?\n/, "");
  const boundary = /boundary="?([^";]+)"?/i.exec(header(head, "Content-Type"))?.[1];
  if (!boundary) return [{ head, body }];
  const parts: string[][] = [];
  let current: string[] | undefined;
  for (const line of body.split(/\r?\n/)) {
    if (line === `--${boundary}--`) break;
    if (line === `--${boundary}`) {
      current = [];
      parts.push(current);
    } else current?.push(line);
  }
  return parts.flatMap((lines) => mimeParts(lines.join("\r\n")));
}

function decodedBody(part: MimePart): Buffer {
  const encoding = header(part.head, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "quoted-printable") return Buffer.from(decodeQuotedPrintable(part.body), "utf8");
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  return Buffer.from(part.body, "utf8");
}

function textPart(raw: string, type: "plain" | "html"): string {
  const part = mimeParts(raw).find((candidate) =>
    new RegExp(`content-type:\\s*text/${type}`, "i").test(candidate.head),
  );
  return part ? decodedBody(part).toString("utf8") : "";
}

function attachmentsOf(raw: string): ReceivedAttachment[] {
  return mimeParts(raw)
    .filter((part) => /content-disposition:|content-id:/i.test(part.head))
    .map((part) => ({
      contentType: header(part.head, "Content-Type").split(";")[0]?.trim() ?? "",
      contentId: header(part.head, "Content-ID").replace(/^<|>$/g, ""),
      disposition: header(part.head, "Content-Disposition").split(";")[0]?.trim() ?? "",
      content: decodedBody(part),
    }));
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let drops = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (drops > 0) {
          drops -= 1;
          // 421: the server gives up and closes the connection; the mail is not accepted.
          callback(Object.assign(new Error("Service shutting down"), { responseCode: 421 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const split = raw.search(/\r?\n\r?\n/);
        const headers = raw.slice(0, split);
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: header(headers, "Message-ID"),
          subject: decodeWords(header(headers, "Subject")),
          text: textPart(raw, "plain"),
          html: textPart(raw, "html"),
          attachments: attachmentsOf(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    dropNext(count) {
      drops = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

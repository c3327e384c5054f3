// Sending one outbox mail over SMTP (nodemailer, SMTP_URL). The Message-ID is derived from the outbox row, so
// the rare resend after a crash between "accepted by the server" and "marked sent" carries the same id and a
// mail client or the recipient's server recognises it as the same message. A mail about money carries its SEPA
// payment QR code as an inline PNG, drawn here from the text the outbox row keeps, under the Content-ID its HTML
// shows it by.
import nodemailer from "nodemailer";
import type { AppConfig } from "../config.ts";
import { EPC_QR_CID, EPC_QR_FILENAME, epcQrPng } from "./epc-qr-image.ts";

export const DEFAULT_MAIL_FROM = "Red Sea Villa <no-reply@villa.local>";

export interface OutgoingMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** The EPC069-12 text of the payment QR code the HTML shows, if it shows one. */
  epcQr?: string | null | undefined;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The bare address of a From such as `Red Sea Villa <no-reply@villa.example>`. */
export function mailAddress(from: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>/.exec(from) ?? /([^<>\s]+@[^<>\s]+)/.exec(from);
  return match?.[1] ?? "no-reply@villa.local";
}

export function messageIdOf(outboxId: string, from: string): string {
  const domain = mailAddress(from).split("@")[1] ?? "villa.local";
  return `<notification-${outboxId}@${domain}>`;
}

/** A mailer for SMTP_URL, or undefined without one (mails are then kept in the outbox). */
export function createMailer(config: Pick<AppConfig, "smtpUrl" | "mailFrom">): Mailer | undefined {
  if (!config.smtpUrl) return undefined;
  const from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // A mail server that hangs must not hold a claimed row past its lease.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const attachments =
        mail.html && mail.epcQr
          ? [
              {
                filename: EPC_QR_FILENAME,
                content: await epcQrPng(mail.epcQr),
                contentType: "image/png",
                cid: EPC_QR_CID,
                contentDisposition: "inline" as const,
              },
            ]
          : [];
      await transport.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
        messageId: messageIdOf(mail.id, from),
        headers: { "X-Villa-Notification": mail.kind, "Auto-Submitted": "auto-generated" },
      });
    },
    close() {
      transport.close();
    },
  };
}

// A booking's invoice as a PDF (DESIGN 7.2), in the booking's language: who sells and who pays, the invoice's number
// and date, the stay, the stored price line by line, the schedule, the payments received, what is paid and
// outstanding, a cancelled booking's outcome, and the bank details with the transfer reference and a SEPA QR code for
// what is still owed. Everything printed comes from InvoiceFacts; nothing is computed here but the layout. The work
// is bounded whatever the data: texts are cut to a few lines and the list of payments to its latest ones, so an
// invoice is a page or two.
import PDFDocument from "pdfkit";
import { epcPayloadFor } from "../../domain/payments/epc-qr.ts";
import { formatIban } from "../../domain/payments/iban.ts";
import { quoteParts, storedQuote, type QuotePart } from "../../domain/rates/quote-parts.ts";
import { mailTranslator, type Translate } from "../notifications/mail-catalog.ts";
import { formatCalendarDate, formatMoney } from "../notifications/mail-format.ts";
import {
  CANCELLATION_TERMS,
  FACT,
  MAIL,
  PAYMENT_MAIL,
  PAYMENT_METHOD,
  PAYMENT_PART,
} from "../notifications/mail-messages.ts";
import type { InvoiceFacts } from "./invoice-data.ts";
import { invoiceFonts } from "./invoice-font.ts";
import { drawQrCode } from "./invoice-qr.ts";
import {
  INVOICE,
  INVOICE_BANK,
  INVOICE_CANCELLATION,
  INVOICE_PRICE,
  INVOICE_RECEIVED,
  INVOICE_RECORD_METHOD,
  INVOICE_SCHEDULE,
  INVOICE_SCHEDULE_STATUS,
} from "./invoice-messages.ts";

/** The latest payments listed; earlier ones are counted in one line (the totals always include them all). */
export const MAX_RECEIVED_LINES = 40;
/** Longest text printed in one place (a name, a reference, an address); the owner's instructions get a paragraph. */
const MAX_TEXT = 300;
const MAX_PARAGRAPH = 600;

const MARGIN = 50;
const COLOR = { text: "#0f172a", muted: "#475569", accent: "#164e63", rule: "#cbd5e1", alert: "#9a3412" };
const SIZE = { title: 22, heading: 12, body: 9.5, small: 8 };
const QR_SIZE = 120;

type Align = "left" | "right";
interface Style {
  bold?: boolean;
  color?: string;
  size?: number;
}
interface Cell {
  text: string;
  width: number;
  align?: Align;
  /** Over the row's style. */
  style?: Style;
}

function clip(text: string, max = MAX_TEXT): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : text;
}

/** A cursor down the page that starts a new page before anything would cross the bottom margin. */
class PageWriter {
  y: number;
  readonly left = MARGIN;
  readonly width: number;

  constructor(readonly doc: PDFKit.PDFDocument) {
    this.y = doc.page.margins.top;
    this.width = doc.page.width - 2 * MARGIN;
  }

  private style({ bold = false, color = COLOR.text, size = SIZE.body }: Style): void {
    this.doc
      .font(bold ? "bold" : "regular")
      .fontSize(size)
      .fillColor(color);
  }

  /** Moves to a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y + height <= this.doc.page.height - this.doc.page.margins.bottom) return;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
  }

  gap(points: number): void {
    this.y += points;
  }

  heightOf(text: string, width: number, style: Style = {}): number {
    this.style(style);
    return this.doc.heightOfString(text, { width });
  }

  /** One line of cells side by side, as tall as its tallest cell. */
  row(cells: Cell[], style: Style = {}, after = 4): void {
    const height = Math.max(
      0,
      ...cells.map((cell) => this.heightOf(cell.text, cell.width, { ...style, ...cell.style })),
    );
    this.ensure(height);
    let x = this.left;
    for (const cell of cells) {
      if (cell.text !== "") {
        this.style({ ...style, ...cell.style });
        this.doc.text(cell.text, x, this.y, { width: cell.width, align: cell.align ?? "left" });
      }
      x += cell.width;
    }
    this.y += height + after;
  }

  /** A section's title, kept on the page of the first `keepWith` points that follow it. */
  heading(text: string, keepWith = 40): void {
    this.gap(10);
    const height = this.heightOf(text, this.width, { bold: true, size: SIZE.heading });
    this.ensure(height + 10 + keepWith);
    this.row([{ text, width: this.width }], { bold: true, size: SIZE.heading, color: COLOR.accent }, 2);
    this.rule(COLOR.accent);
    this.gap(4);
  }

  rule(color = COLOR.rule): void {
    this.doc
      .moveTo(this.left, this.y)
      .lineTo(this.left + this.width, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
    this.y += 3;
  }

  paragraph(text: string, style: Style = {}, width = this.width): void {
    this.row([{ text: clip(text, MAX_PARAGRAPH), width }], style);
  }
}

class InvoiceLayout {
  readonly t: Translate;
  readonly w: PageWriter;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly facts: InvoiceFacts,
  ) {
    this.t = mailTranslator(facts.language);
    this.w = new PageWriter(doc);
  }

  money(amount: number): string {
    return formatMoney(this.facts.language, amount, this.facts.booking.currency);
  }

  date(iso: string): string {
    return formatCalendarDate(this.facts.language, iso, "long");
  }

  /** Label and value rows, the label muted, `width` wide from `indent` points right of the margin. */
  labelled(rows: [string, string][], { width = this.w.width, labelWidth = 150, indent = 0 } = {}): void {
    for (const [label, value] of rows) {
      this.w.row([
        { text: "", width: indent },
        { text: label, width: labelWidth, style: { color: COLOR.muted } },
        { text: clip(value), width: width - labelWidth },
      ]);
    }
  }

  header(): void {
    const { t, w, facts } = this;
    const { booking } = facts;
    const half = w.width / 2;
    const top = w.y;
    w.row([{ text: t(INVOICE.title), width: half }], { bold: true, size: SIZE.title, color: COLOR.accent });
    const titleBottom = w.y;
    // The invoice's number, date and the booking's reference beside the title.
    w.y = top + 4;
    const rows: [string, string][] = [[t(INVOICE.number), booking.invoiceNumber ?? ""]];
    if (booking.confirmedOn) rows.push([t(INVOICE.date), this.date(booking.confirmedOn)]);
    rows.push([t(FACT.reference), facts.reference]);
    this.labelled(rows, { width: half, labelWidth: 110, indent: half });
    w.y = Math.max(w.y, titleBottom);
    if (booking.status === "CANCELLED") {
      w.gap(6);
      w.paragraph(t(INVOICE.cancelled), { bold: true, color: COLOR.alert });
    }
  }

  parties(): void {
    const { t, w, facts } = this;
    const { seller, booking } = facts;
    const half = w.width / 2;
    const sellerLines = [
      seller.villa,
      seller.owner,
      seller.address,
      seller.phone ? t(INVOICE.phone, { phone: seller.phone }) : "",
      seller.email ? t(INVOICE.email, { email: seller.email }) : "",
    ]
      .map((line) => clip(line.trim()))
      .filter(Boolean)
      .join("\n");
    const guestLines = [booking.guest.fullName, booking.guest.email].map((line) => clip(line)).join("\n");
    w.gap(12);
    w.row(
      [
        { text: t(INVOICE.seller), width: half },
        { text: t(INVOICE.billedTo), width: half },
      ],
      { bold: true, color: COLOR.muted, size: SIZE.small },
      2,
    );
    w.row([
      { text: sellerLines, width: half - 12 },
      { text: "", width: 12 },
      { text: guestLines, width: half },
    ]);
  }

  stay(): void {
    const { t, w, facts } = this;
    const { booking } = facts;
    w.heading(t(INVOICE.stay));
    // Two columns: the dates on the left, the party and how it pays on the right.
    const half = w.width / 2;
    const top = w.y;
    this.labelled(
      [
        [t(FACT.villa), booking.villa.title],
        [t(FACT.checkIn), this.date(booking.checkIn)],
        [t(FACT.checkOut), this.date(booking.checkOut)],
      ],
      { width: half - 12, labelWidth: 90 },
    );
    const leftBottom = w.y;
    w.y = top;
    this.labelled(
      [
        [t(FACT.stay), t(MAIL.nights, { count: booking.nights })],
        [t(FACT.guests), t(MAIL.guests, { count: booking.totalGuests })],
        [t(FACT.payment), t(PAYMENT_METHOD[booking.paymentMethod])],
      ],
      { width: half, labelWidth: 110, indent: half },
    );
    w.y = Math.max(w.y, leftBottom);
  }

  partLabel(part: QuotePart): string {
    const { t } = this;
    switch (part.kind) {
      case "NIGHTS":
        return t(INVOICE_PRICE.nights, { count: part.nights, rate: this.money(part.rate) });
      case "DISCOUNT": {
        const percent = new Intl.NumberFormat(this.facts.language, { style: "percent", maximumFractionDigits: 2 });
        const values = { percent: percent.format(part.percent / 100) };
        return part.discount === "MONTHLY"
          ? t(INVOICE_PRICE.monthlyDiscount, values)
          : t(INVOICE_PRICE.weeklyDiscount, values);
      }
      case "EXTRA_GUESTS":
        return t(INVOICE_PRICE.extraGuests);
      case "CLEANING":
        return t(INVOICE_PRICE.cleaning);
      case "SERVICE":
        return t(INVOICE_PRICE.service);
    }
  }

  price(): void {
    const { t, w, facts } = this;
    const amountWidth = 120;
    const description = w.width - amountWidth;
    w.heading(t(INVOICE_PRICE.heading));
    w.row(
      [
        { text: t(INVOICE_PRICE.description), width: description },
        { text: t(INVOICE_PRICE.amount), width: amountWidth, align: "right" },
      ],
      { bold: true, color: COLOR.muted, size: SIZE.small },
    );
    for (const part of quoteParts(storedQuote(facts.booking))) {
      w.row([
        { text: this.partLabel(part), width: description },
        { text: this.money(part.amount), width: amountWidth, align: "right" },
      ]);
    }
    w.rule();
    w.row(
      [
        { text: t(FACT.total), width: description },
        { text: this.money(facts.booking.totalPrice), width: amountWidth, align: "right" },
      ],
      { bold: true, size: SIZE.heading },
    );
  }

  schedule(): void {
    const { t, w } = this;
    const { schedule } = this.facts.booking.payments;
    if (schedule.length === 0) return;
    const widths = [140, 120, 85, 75, w.width - 420];
    w.heading(t(INVOICE_SCHEDULE.heading));
    const head = [
      t(INVOICE_SCHEDULE.part),
      t(INVOICE_SCHEDULE.dueDate),
      t(INVOICE_SCHEDULE.status),
      t(INVOICE_PRICE.amount),
      t(INVOICE_SCHEDULE.remaining),
    ];
    const cells = (texts: string[]): Cell[] =>
      texts.map((text, i) => ({ text, width: widths[i] ?? 0, align: i >= 3 ? "right" : "left" }));
    w.row(cells(head), { bold: true, color: COLOR.muted, size: SIZE.small });
    for (const line of schedule) {
      w.row(
        cells([
          t(PAYMENT_PART[line.kind]),
          this.date(line.dueDate),
          t(INVOICE_SCHEDULE_STATUS[line.status]),
          this.money(line.amount),
          this.money(line.remaining),
        ]),
        line.status === "OVERDUE" ? { color: COLOR.alert } : {},
      );
    }
  }

  received(): void {
    const { t, w } = this;
    const { payments, isPaid } = this.facts.booking;
    const widths = [120, 140, w.width - 360, 100];
    const cells = (texts: string[]): Cell[] =>
      texts.map((text, i) => ({ text, width: widths[i] ?? 0, align: i === 3 ? "right" : "left" }));
    w.heading(t(INVOICE_RECEIVED.heading));
    if (payments.received.length === 0) {
      w.paragraph(t(INVOICE_RECEIVED.none), { color: COLOR.muted });
    } else {
      w.row(
        cells([
          t(INVOICE_RECEIVED.date),
          t(INVOICE_RECEIVED.method),
          t(INVOICE_RECEIVED.reference),
          t(INVOICE_PRICE.amount),
        ]),
        { bold: true, color: COLOR.muted, size: SIZE.small },
      );
      const hidden = Math.max(0, payments.received.length - MAX_RECEIVED_LINES);
      if (hidden > 0) w.paragraph(t(INVOICE_RECEIVED.more, { count: hidden }), { color: COLOR.muted });
      for (const payment of payments.received.slice(hidden)) {
        const method = t(INVOICE_RECORD_METHOD[payment.method]);
        w.row(
          cells([
            this.date(payment.receivedOn),
            payment.amount < 0 ? t(INVOICE_RECEIVED.refund, { method }) : method,
            clip(payment.reference ?? ""),
            this.money(payment.amount),
          ]),
        );
      }
    }
    w.rule();
    const amountWidth = 120;
    const total = (label: string, amount: number, style: Style = {}) =>
      w.row(
        [
          { text: label, width: w.width - amountWidth },
          { text: this.money(amount), width: amountWidth, align: "right" },
        ],
        style,
      );
    total(t(INVOICE_RECEIVED.paidTotal), payments.paidTotal);
    total(t(INVOICE_RECEIVED.outstanding), payments.outstanding, { bold: true });
    if (isPaid) w.paragraph(t(INVOICE_RECEIVED.settled), { bold: true, color: COLOR.accent });
  }

  cancellation(): void {
    const { t } = this;
    const { cancellation } = this.facts.booking;
    if (!cancellation) return;
    this.w.heading(t(INVOICE_CANCELLATION.heading));
    this.labelled([
      [t(INVOICE_CANCELLATION.terms), t(CANCELLATION_TERMS[cancellation.terms])],
      [t(INVOICE_CANCELLATION.charge), this.money(cancellation.charge)],
      [t(INVOICE_CANCELLATION.refundDue), this.money(cancellation.refundDue)],
    ]);
  }

  bank(): void {
    const { t, w, facts } = this;
    const { outstanding } = facts.booking.payments;
    const owed = outstanding > 0;
    if (!facts.bank) {
      if (!owed) return;
      w.heading(t(INVOICE_BANK.heading));
      w.paragraph(t(PAYMENT_MAIL.detailsLater));
      return;
    }
    const { bank } = facts;
    const qr = owed ? epcPayloadFor({ ...bank, amount: outstanding }, facts.booking.currency) : undefined;
    const caption = t(INVOICE_BANK.qrCaption, { amount: this.money(outstanding) });
    const qrHeight = qr ? QR_SIZE + 6 + w.heightOf(caption, QR_SIZE, { size: SIZE.small }) + 4 : 0;
    // The QR code and its caption stay on the page of their heading, the details beside them.
    w.heading(t(owed ? INVOICE_BANK.heading : INVOICE_BANK.details), Math.max(40, qrHeight));
    const page = this.doc.page;
    const start = w.y;
    if (qr) {
      const x = w.left + w.width - QR_SIZE;
      drawQrCode(this.doc, qr, x, start, QR_SIZE);
      this.doc.font("regular").fontSize(SIZE.small).fillColor(COLOR.muted);
      this.doc.text(caption, x, start + QR_SIZE + 6, { width: QR_SIZE, align: "center" });
    }
    const textWidth = w.width - (qr ? QR_SIZE + 30 : 0);
    const rows: [string, string][] = [
      [t(PAYMENT_MAIL.accountHolder), facts.bank.accountHolder],
      [t(PAYMENT_MAIL.iban), formatIban(facts.bank.iban)],
    ];
    if (facts.bank.bic) rows.push([t(PAYMENT_MAIL.bic), facts.bank.bic]);
    if (facts.bank.bankName) rows.push([t(PAYMENT_MAIL.bankName), facts.bank.bankName]);
    if (owed) rows.push([t(INVOICE_BANK.transferReference), facts.bank.remittance]);
    this.labelled(rows, { width: textWidth });
    if (facts.bank.instructions) w.paragraph(facts.bank.instructions, { color: COLOR.muted }, textWidth - 10);
    // Below the QR code too, unless the details went on over a page.
    if (this.doc.page === page) w.y = Math.max(w.y, start + qrHeight);
  }

  footer(): void {
    const { doc, facts, t } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Written inside the bottom margin: with the margin at zero pdfkit does not start another page for it.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font("regular")
        .fontSize(SIZE.small)
        .fillColor(COLOR.muted)
        .text(
          t(INVOICE.footer, { number: facts.booking.invoiceNumber ?? "", page: i + 1, pages: range.count }),
          MARGIN,
          doc.page.height - MARGIN + 15,
          { width: doc.page.width - 2 * MARGIN, align: "center", lineBreak: false },
        );
      doc.page.margins.bottom = bottom;
    }
  }

  write(): void {
    this.header();
    this.parties();
    this.stay();
    this.price();
    this.schedule();
    this.received();
    this.cancellation();
    this.bank();
    this.footer();
  }
}

/** The invoice of `facts` as PDF bytes; `now` is its creation date. */
export async function renderInvoicePdf(facts: InvoiceFacts, now: Date): Promise<Buffer> {
  const fonts = await invoiceFonts();
  const t = mailTranslator(facts.language);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // The footer numbers the pages once all of them are known.
    bufferPages: true,
    lang: facts.language,
    info: {
      Title: t(INVOICE.documentTitle, { number: facts.booking.invoiceNumber ?? "" }),
      Author: facts.seller.villa,
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  new InvoiceLayout(doc, facts).write();
  doc.end();
  return bytes;
}

// IBAN and BIC checks, the EPC069-12 QR text, a recorded payment's rules and the bank details' rules (DESIGN 7.2).
import { describe, expect, it } from "vitest";
import {
  checkPaymentRecord,
  checkPaymentSettings,
  epcPayload,
  epcPayloadFor,
  formatIban,
  isValidBic,
  isValidIban,
  parseAmount,
  remittanceText,
} from "../../src/domain/index.ts";

describe("IBAN", () => {
  it.each([
    "DE89 3704 0044 0532 0130 00",
    "de89370400440532013000",
    "FR14 2004 1010 0505 0001 3M02 606",
    "GB82WEST12345698765432",
    "EG380019000500000000263180002",
  ])("accepts %s", (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ["a wrong check digit", "DE88 3704 0044 0532 0130 00"],
    ["two swapped digits", "DE89 3704 0044 0532 0103 00"],
    ["a wrong length for its country", "DE89 3704 0044 0532 0130 0"],
    ["letters where the country code goes", "1289370400440532013000"],
    ["nothing", ""],
  ])("refuses %s", (_, iban) => expect(isValidIban(iban)).toBe(false));

  it("prints in groups of four", () => {
    expect(formatIban("de89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });

  it("BIC: 8 or 11 characters", () => {
    expect(isValidBic("COBADEFFXXX")).toBe(true);
    expect(isValidBic("cobadeff")).toBe(true);
    expect(isValidBic("COBADEF")).toBe(false);
    expect(isValidBic("COBA DEFF 12")).toBe(false);
  });
});

describe("epcPayload", () => {
  it("writes the EPC069-12 lines in order", () => {
    expect(
      epcPayload({
        accountHolder: "Villa Owner",
        iban: "DE89 3704 0044 0532 0130 00",
        bic: "cobadeffxxx",
        amount: 512.5,
        remittance: "Booking ABCD1234",
      }).split("\n"),
    ).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "COBADEFFXXX",
      "Villa Owner",
      "DE89370400440532013000",
      "EUR512.50",
      "",
      "",
      "Booking ABCD1234",
    ]);
  });

  it("cuts long values to the standard's lengths and never lets a line break shift a field", () => {
    const lines = epcPayload({
      accountHolder: "Ж".repeat(100),
      iban: "DE89370400440532013000",
      amount: 1,
      remittance: "line\nbreak " + "x".repeat(200),
    }).split("\n");
    expect(lines).toHaveLength(11);
    expect([...(lines[5] ?? "")]).toHaveLength(70);
    expect(lines[4]).toBe("");
    expect(lines[10]?.startsWith("line break")).toBe(true);
    expect(lines[10]).toHaveLength(140);
  });

  it("refuses an amount a banking app would refuse", () => {
    const transfer = { accountHolder: "A", iban: "DE89370400440532013000", remittance: "r" };
    expect(() => epcPayload({ ...transfer, amount: 0 })).toThrow(RangeError);
    expect(() => epcPayload({ ...transfer, amount: 1_000_000_000 })).toThrow(RangeError);
  });

  it("epcPayloadFor: the same text for a euro amount a code can carry, none otherwise (the bank details must do)", () => {
    const transfer = { accountHolder: "A", iban: "DE89370400440532013000", remittance: "r" };
    expect(epcPayloadFor({ ...transfer, amount: 0.01 }, "EUR")).toBe(epcPayload({ ...transfer, amount: 0.01 }));
    expect(epcPayloadFor({ ...transfer, amount: 0.004 }, "EUR")).toBeUndefined();
    expect(epcPayloadFor({ ...transfer, amount: 1_000_000_000 }, "EUR")).toBeUndefined();
    expect(epcPayloadFor({ ...transfer, amount: 50 }, "USD")).toBeUndefined();
  });
});

describe("remittanceText", () => {
  it("names the booking by its reference, and its invoice once it has one", () => {
    const id = "0b6f4c0e-5a7d-4d1e-9c41-7e2a3f90ab12";
    expect(remittanceText({ id, invoiceNumber: null })).toBe("Booking 3F90AB12");
    expect(remittanceText({ id, invoiceNumber: "2026-0007" })).toBe("Booking 3F90AB12, invoice 2026-0007");
  });
});

describe("checkPaymentRecord", () => {
  const context = { today: "2027-01-10", paidTotal: 500, totalPrice: 1000 };
  const valid = { amount: "250,50", receivedOn: "2027-01-10", method: "CASH", reference: "  receipt 12 " };

  it("reads a phone's decimal comma and trims the reference", () => {
    expect(checkPaymentRecord(valid, context)).toEqual({
      record: { amount: 250.5, receivedOn: "2027-01-10", method: "CASH", reference: "receipt 12" },
      issues: [],
    });
  });

  it.each([
    ["zero", { amount: 0 }, "amount", "amountInvalid"],
    ["three decimals", { amount: "1.234" }, "amount", "amountInvalid"],
    ["text", { amount: "ten" }, "amount", "amountInvalid"],
    ["more than the total", { amount: 500.01 }, "amount", "amountTooLarge"],
    ["a refund beyond what was paid", { amount: -500.01 }, "amount", "refundTooLarge"],
    ["a future day", { receivedOn: "2027-01-11" }, "receivedOn", "receivedOnFuture"],
    ["no day", { receivedOn: "" }, "receivedOn", "receivedOnInvalid"],
    ["an unknown method", { method: "BITCOIN" }, "method", "methodInvalid"],
    ["a long reference", { reference: "x".repeat(101) }, "reference", "referenceTooLong"],
  ])("refuses %s", (_, change, path, rule) => {
    const checked = checkPaymentRecord({ ...valid, ...change }, context);
    expect(checked.record).toBeNull();
    expect(checked.issues).toEqual([expect.objectContaining({ path, rule })]);
  });

  it("accepts exactly the rest of the total, and a refund of everything paid", () => {
    expect(checkPaymentRecord({ ...valid, amount: 500 }, context).issues).toEqual([]);
    expect(checkPaymentRecord({ ...valid, amount: -500 }, context).issues).toEqual([]);
  });

  it("parseAmount keeps whole cents", () => {
    expect(parseAmount("1 234,56")).toBe(1234.56);
    expect(parseAmount(0.1 + 0.2)).toBe(0.3);
    expect(parseAmount(0.123)).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
  });
});

describe("checkPaymentSettings", () => {
  const valid = {
    accountHolder: " Villa Owner ",
    iban: "de89 3704 0044 0532 0130 00",
    bic: "cobadeff",
    bankName: "Commerzbank",
    instructions: { en: "Please use the reference.", ru: "Укажите номер бронирования." },
    depositDueDays: 3,
  };

  it("stores the IBAN and BIC without spaces, upper case, and every language's instructions", () => {
    expect(checkPaymentSettings(valid).settings).toEqual({
      accountHolder: "Villa Owner",
      iban: "DE89370400440532013000",
      bic: "COBADEFF",
      bankName: "Commerzbank",
      instructions: { en: "Please use the reference.", fr: "", ru: "Укажите номер бронирования.", de: "" },
      depositDueDays: 3,
    });
  });

  it("refuses an IBAN whose check digits do not match", () => {
    expect(checkPaymentSettings({ ...valid, iban: "DE88370400440532013000" }).issues).toEqual([
      expect.objectContaining({ path: "iban", rule: "ibanInvalid" }),
    ]);
  });

  it("clears the bank details when holder and IBAN are both blank, but not one of them", () => {
    expect(checkPaymentSettings({ ...valid, accountHolder: "", iban: " " }).settings).toMatchObject({
      accountHolder: null,
      iban: null,
      bic: null,
      bankName: null,
    });
    expect(checkPaymentSettings({ ...valid, accountHolder: "" }).issues.map((i) => i.rule)).toEqual([
      "accountHolderRequired",
    ]);
  });

  it.each([0, 15, 2.5, "x"])("refuses %s deposit days", (depositDueDays) => {
    expect(checkPaymentSettings({ ...valid, depositDueDays }).issues.map((i) => i.rule)).toEqual([
      "depositDueDaysInvalid",
    ]);
  });
});

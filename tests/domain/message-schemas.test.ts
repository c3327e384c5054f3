// SPEC 5 contact form and practical-info question form: the browser checks and the POST /messages body.
import { describe, expect, it } from "vitest";
import {
  checkContactForm,
  checkQuestionForm,
  MESSAGE_SOURCES,
  messageBodySchema,
  messageReadBodySchema,
  messagesListQuerySchema,
  type ContactFormInput,
  type QuestionFormInput,
} from "../../src/domain/index.ts";
import { issuesOf, parsed } from "./helpers.ts";

const contact: ContactFormInput = {
  name: "Nour Hassan",
  email: "nour@example.com",
  message: "Is the pool heated in January?",
};
const question: QuestionFormInput = {
  name: "Anna Petrova",
  email: "anna@example.com",
  source: "instagram",
  question: "Can you arrange a boat trip to Giftun Island?",
  consent: true,
};

describe("checkContactForm (SPEC 5: name, valid email and message required)", () => {
  it("passes a complete form, with or without a subject", () => {
    expect(checkContactForm(contact)).toEqual([]);
    expect(checkContactForm({ ...contact, subject: "Airport transfer" })).toEqual([]);
  });

  it("reports every empty field, in form order, blanks counting as empty", () => {
    expect(checkContactForm({ name: "  ", email: "", message: "\n" })).toEqual([
      { path: "name", rule: "nameRequired", message: "Please enter your name" },
      { path: "email", rule: "emailRequired", message: "Please enter your email address" },
      { path: "message", rule: "messageRequired", message: "Please enter your message" },
    ]);
    expect(checkContactForm({})).toHaveLength(3);
  });

  it.each(["nour", "nour@", "nour@example", "@example.com", "nour example@x.com"])("refuses the e-mail %j", (email) => {
    expect(checkContactForm({ ...contact, email })).toEqual([
      { path: "email", rule: "emailInvalid", message: "Please enter a valid email address" },
    ]);
  });

  it("accepts an e-mail with surrounding spaces and capitals", () => {
    expect(checkContactForm({ ...contact, email: "  Nour@Example.COM " })).toEqual([]);
  });

  it("bounds the lengths on the trimmed text (100 / 200 / 5000)", () => {
    const at = { name: "n".repeat(100), subject: "s".repeat(200), message: "m".repeat(5000) };
    expect(checkContactForm({ ...contact, ...at, name: ` ${at.name} ` })).toEqual([]);
    expect(
      checkContactForm({ ...contact, name: "n".repeat(101), subject: "s".repeat(201), message: "m".repeat(5001) }).map(
        (i) => i.rule,
      ),
    ).toEqual(["nameTooLong", "subjectTooLong", "messageTooLong"]);
  });
});

describe("checkQuestionForm (SPEC 5: all fields required, a valid email and privacy consent)", () => {
  it("passes a complete form for every listed source", () => {
    for (const source of MESSAGE_SOURCES) expect(checkQuestionForm({ ...question, source })).toEqual([]);
  });

  it("reports every missing field, consent included, in form order", () => {
    expect(checkQuestionForm({ name: "", email: "", source: "", question: " ", consent: false })).toEqual([
      { path: "name", rule: "nameRequired", message: "Please enter your name" },
      { path: "email", rule: "emailRequired", message: "Please enter your email address" },
      { path: "source", rule: "sourceRequired", message: "Please tell us how you heard about us" },
      { path: "question", rule: "questionRequired", message: "Please enter your question" },
      { path: "consent", rule: "consentRequired", message: "Please accept the privacy policy" },
    ]);
  });

  it("refuses a source that is not one of the seven options", () => {
    expect(checkQuestionForm({ ...question, source: "tiktok" }).map((i) => i.rule)).toEqual(["sourceRequired"]);
  });

  it("refuses a bad e-mail and a question over 5000 characters", () => {
    expect(checkQuestionForm({ ...question, email: "anna.example.com", question: "q".repeat(5001) })).toEqual([
      { path: "email", rule: "emailInvalid", message: "Please enter a valid email address" },
      { path: "question", rule: "questionTooLong", message: "Question must be at most 5000 characters" },
    ]);
  });
});

describe("messageBodySchema (POST /messages)", () => {
  it("normalises a contact message: trimmed text, lower-cased e-mail, empty subject as null, language en by default", () => {
    expect(
      parsed(messageBodySchema, {
        kind: "CONTACT",
        name: "  Nour  ",
        email: " Nour@Example.COM",
        subject: "  ",
        message: " Hello ",
        readAt: "2020-01-01T00:00:00Z",
      }),
    ).toEqual({
      kind: "CONTACT",
      name: "Nour",
      email: "nour@example.com",
      subject: null,
      message: "Hello",
      language: "en",
    });
  });

  it("keeps a question's source, consent and language", () => {
    expect(parsed(messageBodySchema, { kind: "QUESTION", ...question, language: "ru" })).toEqual({
      kind: "QUESTION",
      ...question,
      language: "ru",
    });
  });

  it("answers each field with the same message as the browser check", () => {
    expect(issuesOf(messageBodySchema, { kind: "CONTACT", name: "", email: "x", message: "" })).toEqual([
      ["name", "Please enter your name"],
      ["email", "Please enter a valid email address"],
      ["message", "Please enter your message"],
    ]);
    expect(issuesOf(messageBodySchema, { kind: "QUESTION" }).map(([path]) => path)).toEqual([
      "name",
      "email",
      "source",
      "question",
      "consent",
    ]);
  });

  it("lists every field to fix even when some have the wrong type, once each", () => {
    const issues = issuesOf(messageBodySchema, {
      kind: "QUESTION",
      name: 7,
      email: "bad",
      source: "tiktok",
      question: "",
      consent: "yes",
    });
    expect(new Map(issues)).toEqual(
      new Map([
        ["name", "Please enter your name"],
        ["email", "Please enter a valid email address"],
        ["source", "Please tell us how you heard about us"],
        ["question", "Please enter your question"],
        ["consent", "Please accept the privacy policy"],
      ]),
    );
    expect(issues).toHaveLength(5);
  });

  it("refuses consent that is not exactly true", () => {
    for (const consent of [false, "true", 1, null]) {
      expect(issuesOf(messageBodySchema, { kind: "QUESTION", ...question, consent })).toEqual([
        ["consent", "Please accept the privacy policy"],
      ]);
    }
  });

  it("refuses an unknown kind and an unsupported language", () => {
    expect(issuesOf(messageBodySchema, { ...contact, kind: "SPAM" })).toEqual([["kind", "Unknown message kind"]]);
    expect(issuesOf(messageBodySchema, { ...contact })).toEqual([["kind", "Unknown message kind"]]);
    expect(issuesOf(messageBodySchema, { kind: "CONTACT", ...contact, language: "es" })).toEqual([
      ["language", "Unsupported language"],
    ]);
  });

  it("caps huge text before judging it, with the too-long message", () => {
    expect(issuesOf(messageBodySchema, { kind: "CONTACT", ...contact, message: "m".repeat(20_000) })).toEqual([
      ["message", "Message must be at most 5000 characters"],
    ]);
  });
});

describe("the back-office queries", () => {
  it("pages newest first with an optional unread filter", () => {
    expect(parsed(messagesListQuerySchema, {})).toEqual({ page: 1, limit: 20 });
    expect(parsed(messagesListQuerySchema, { page: "2", limit: "5", unread: "true" })).toEqual({
      page: 2,
      limit: 5,
      unread: true,
    });
    expect(parsed(messagesListQuerySchema, { unread: "" })).toEqual({ page: 1, limit: 20 });
    expect(issuesOf(messagesListQuerySchema, { unread: "maybe" })).toEqual([["unread", "Expected true or false"]]);
  });

  it("marks read or unread with a boolean", () => {
    expect(parsed(messageReadBodySchema, { read: false })).toEqual({ read: false });
    expect(issuesOf(messageReadBodySchema, { read: "yes" })).toEqual([["read", "Expected true or false"]]);
  });
});

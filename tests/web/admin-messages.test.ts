// The messages screen's pure parts: the mailto: reply ("Re: <subject>", or the start of the text), and the
// URL state (Unread filter and page) read leniently.
import { describe, expect, it } from "vitest";
import { excerpt, replyHref, replySubject } from "../../src/web/features/admin/messages/reply-link.ts";
import { messagesPath } from "../../src/web/features/admin/messages/messages-query.ts";
import {
  parseMessagesSearch,
  searchForPage,
  searchForUnread,
} from "../../src/web/features/admin/messages/search-params.ts";

describe("the reply link", () => {
  it("answers a contact message with Re: and its subject", () => {
    const message = { email: "anna.m@example.com", subject: "Airport pickup", message: "Can you pick us up?" };
    expect(replySubject(message)).toBe("Re: Airport pickup");
    expect(replyHref(message)).toBe("mailto:anna.m@example.com?subject=Re%3A%20Airport%20pickup");
  });

  it("uses the start of the text when there is no subject (a question, or a contact message without one)", () => {
    expect(replySubject({ subject: null, message: "Is the pool heated in winter?" })).toBe(
      "Re: Is the pool heated in winter?",
    );
    expect(replySubject({ subject: "   ", message: "Hello" })).toBe("Re: Hello");
  });

  it("shortens a long text at a word, on one line", () => {
    const text = "We would like to know whether the villa can host a small birthday dinner\nfor twelve people in March";
    const short = excerpt(text);
    expect(short.length).toBeLessThanOrEqual(60);
    expect(short.endsWith("…")).toBe(true);
    expect(short).not.toContain("\n");
    expect(text.replace(/\s+/g, " ").startsWith(short.slice(0, -1))).toBe(true);
  });

  it("encodes what would break the address", () => {
    expect(replyHref({ email: "a+b@example.com", subject: "Tarifs & dates ?", message: "" })).toBe(
      "mailto:a%2Bb@example.com?subject=Re%3A%20Tarifs%20%26%20dates%20%3F",
    );
  });
});

describe("the messages URL state", () => {
  it("keeps the Unread filter and a page past the first", () => {
    expect(parseMessagesSearch({ unread: true, page: 3 })).toEqual({ unread: true, page: 3 });
    expect(parseMessagesSearch({ unread: "true", page: "2" })).toEqual({ unread: true, page: 2 });
  });

  it("falls back to all messages and page 1 for anything unusable", () => {
    expect(parseMessagesSearch({ unread: "no", page: "abc" })).toEqual({ unread: undefined, page: undefined });
    expect(parseMessagesSearch({ unread: false, page: 1 })).toEqual({ unread: undefined, page: undefined });
    expect(parseMessagesSearch({ page: -2 })).toEqual({ unread: undefined, page: undefined });
  });

  it("starts a new filter at page 1 and leaves page 1 out of the address", () => {
    expect(searchForUnread(true)).toEqual({ unread: true });
    expect(searchForUnread(false)).toEqual({});
    expect(searchForPage({ unread: true, page: 4 }, 1)).toEqual({ unread: true });
    expect(searchForPage({}, 2)).toEqual({ page: 2 });
  });

  it("asks the API for 20 a page, unread ones only under the filter", () => {
    expect(messagesPath({ unread: false, page: 1 })).toBe("/messages?page=1&limit=20");
    expect(messagesPath({ unread: true, page: 2 })).toBe("/messages?page=2&limit=20&unread=true");
  });
});

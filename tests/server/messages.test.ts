// /api/messages: contact messages and practical-info questions stored for the owner (SPEC 5),
// their validation, the per-IP rate limit, and the ADMIN-only list and read flag.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../src/server/db/schema.ts";
import { loadConfig } from "../../src/server/config.ts";

const MESSAGES_PER_10_MINUTES_DEFAULT = 5;
import { createTestApp, loginAs, movableClock, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

const clock = movableClock("2026-03-10T09:00:00Z");
let t: TestApp;
let admin: TestUser;
let guest: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  [admin, guest] = await Promise.all([loginAs(t.app, "ADMIN"), loginAs(t.app, "GUEST")]);
});
afterAll(async () => {
  await t?.close();
});

// Every request comes from its own address unless a test says otherwise, so the rate limit
// only shows where a test looks for it.
let lastIp = 0;
const freshIp = () => `10.20.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const send = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/messages", payload: payload as object, remoteAddress });
const list = (query = "", who?: TestUser) =>
  t.app.inject({ method: "GET", url: `/api/messages${query}`, headers: who ? who.headers : {} });
const markRead = (id: string, read: unknown, who?: TestUser) =>
  t.app.inject({
    method: "PUT",
    url: `/api/messages/${id}/read`,
    payload: { read } as object,
    headers: who ? who.headers : {},
  });

const contact = {
  kind: "CONTACT",
  name: "Nour Hassan",
  email: "nour@example.com",
  message: "Is the pool heated in January?",
};
const question = {
  kind: "QUESTION",
  name: "Anna Petrova",
  email: "anna@example.com",
  source: "instagram",
  question: "Can you arrange a boat trip to Giftun Island?",
  consent: true,
  language: "ru",
};

async function storedRow(id: string) {
  const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
  return row;
}

describe(`POST /api/messages (${TEST_DB_KIND})`, () => {
  it("stores a contact message and answers 201 with its id and the SPEC success message", async () => {
    const res = await send({
      ...contact,
      name: "  Nour Hassan ",
      email: " Nour@Example.COM ",
      subject: "Pool",
      language: "fr",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ success: true, data: { id: expect.any(String) }, message: "Message sent successfully!" });
    expect(await storedRow(body.data.id)).toMatchObject({
      kind: "CONTACT",
      name: "Nour Hassan",
      email: "nour@example.com",
      subject: "Pool",
      message: contact.message,
      source: null,
      language: "fr",
      consentAt: null,
      readAt: null,
      createdAt: clock.now(),
    });
  });

  it("stores a question with its source, language and the time consent was given", async () => {
    const res = await send(question);
    expect(res.statusCode).toBe(201);
    expect(await storedRow(res.json().data.id)).toMatchObject({
      kind: "QUESTION",
      name: "Anna Petrova",
      email: "anna@example.com",
      subject: null,
      message: question.question,
      source: "instagram",
      language: "ru",
      consentAt: clock.now(),
    });
  });

  it("ignores fields the visitor may not set (id, readAt, createdAt)", async () => {
    const res = await send({
      ...contact,
      id: "00000000-0000-4000-8000-000000000000",
      readAt: "2020-01-01T00:00:00Z",
      createdAt: "2020-01-01T00:00:00Z",
    });
    expect(res.statusCode).toBe(201);
    const row = await storedRow(res.json().data.id);
    expect(row?.id).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(row).toMatchObject({ readAt: null, createdAt: clock.now() });
  });

  it.each([
    ["contact without a name", { ...contact, name: " " }, [["name", "Please enter your name"]]],
    ["contact without an e-mail", { ...contact, email: "" }, [["email", "Please enter your email address"]]],
    [
      "contact with a bad e-mail",
      { ...contact, email: "nour@example" },
      [["email", "Please enter a valid email address"]],
    ],
    ["contact without a message", { ...contact, message: undefined }, [["message", "Please enter your message"]]],
    [
      "contact with a long name",
      { ...contact, name: "n".repeat(101) },
      [["name", "Name must be at most 100 characters"]],
    ],
    [
      "contact with a long subject",
      { ...contact, subject: "s".repeat(201) },
      [["subject", "Subject must be at most 200 characters"]],
    ],
    [
      "contact with a long message",
      { ...contact, message: "m".repeat(5001) },
      [["message", "Message must be at most 5000 characters"]],
    ],
    ["question without a name", { ...question, name: "" }, [["name", "Please enter your name"]]],
    [
      "question with a bad e-mail",
      { ...question, email: "anna.example.com" },
      [["email", "Please enter a valid email address"]],
    ],
    ["question without a source", { ...question, source: "" }, [["source", "Please tell us how you heard about us"]]],
    [
      "question with an unknown source",
      { ...question, source: "tiktok" },
      [["source", "Please tell us how you heard about us"]],
    ],
    ["question without a question", { ...question, question: "  " }, [["question", "Please enter your question"]]],
    ["question without consent", { ...question, consent: false }, [["consent", "Please accept the privacy policy"]]],
    [
      "question with consent as text",
      { ...question, consent: "true" },
      [["consent", "Please accept the privacy policy"]],
    ],
    ["message in an unsupported language", { ...contact, language: "es" }, [["language", "Unsupported language"]]],
    ["message of an unknown kind", { ...contact, kind: "SPAM" }, [["kind", "Unknown message kind"]]],
    [
      "message without a kind",
      { name: "Nour", email: "nour@example.com", message: "Hi" },
      [["kind", "Unknown message kind"]],
    ],
  ])("answers 422 VALIDATION_FAILED for a %s", async (_case, payload, expected) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: "VALIDATION_FAILED", message: expected[0]?.[1] });
    expect(body.errors.map((e: { path: string; message: string }) => [e.path, e.message])).toEqual(expected);
  });

  it("lists every field to fix of an empty question in one answer", async () => {
    const res = await send({ kind: "QUESTION" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      "name",
      "email",
      "source",
      "question",
      "consent",
    ]);
  });

  it("stores nothing when the message is refused", async () => {
    const before = (await t.db.select().from(messages)).length;
    expect((await send({ ...contact, email: "x" })).statusCode).toBe(422);
    expect((await t.db.select().from(messages)).length).toBe(before);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      payload: "name=Nour",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });

  it(`lets one address send ${MESSAGES_PER_10_MINUTES_DEFAULT} messages per 10 minutes, then answers 429 with Retry-After`, async () => {
    const ip = freshIp();
    for (let i = 0; i < MESSAGES_PER_10_MINUTES_DEFAULT; i++) {
      // Refused attempts count too, or a script could probe the rules for free.
      const payload = i === 0 ? { ...contact, email: "bad" } : { ...contact, message: `Message ${i}` };
      expect((await send(payload, ip)).statusCode).toBe(i === 0 ? 422 : 201);
    }
    const blocked = await send(contact, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address still gets through, and the back office is not limited by it.
    expect((await send(contact)).statusCode).toBe(201);
    for (let i = 0; i < MESSAGES_PER_10_MINUTES_DEFAULT + 1; i++) expect((await list("", admin)).statusCode).toBe(200);
  });
});

describe("MESSAGES_PER_10_MINUTES", () => {
  it("defaults to 5 and accepts a whole number from 1", () => {
    expect(loadConfig({}).messagesPer10Minutes).toBe(5);
    expect(loadConfig({ MESSAGES_PER_10_MINUTES: " " }).messagesPer10Minutes).toBe(5);
    expect(loadConfig({ MESSAGES_PER_10_MINUTES: "100000" }).messagesPer10Minutes).toBe(100_000);
  });

  it.each(["0", "-1", "2.5", "many"])("refuses %j at start-up", (value) => {
    expect(() => loadConfig({ MESSAGES_PER_10_MINUTES: value })).toThrow(/MESSAGES_PER_10_MINUTES/);
  });

  it("sets the limit of the app", async () => {
    let limited: TestApp | undefined;
    try {
      limited = await createTestApp({ seed: false, config: { messagesPer10Minutes: 2 } });
      const hit = () =>
        limited!.app.inject({ method: "POST", url: "/api/messages", payload: contact, remoteAddress: "10.99.0.1" });
      expect([(await hit()).statusCode, (await hit()).statusCode, (await hit()).statusCode]).toEqual([201, 201, 429]);
    } finally {
      await limited?.close();
    }
  });
});

describe(`GET /api/messages and PUT /api/messages/{id}/read (${TEST_DB_KIND})`, () => {
  const ids: string[] = [];

  beforeAll(async () => {
    await t.db.delete(messages);
    // Three messages a minute apart (within the access tokens' 15 minutes): the newest must come first.
    for (const [i, payload] of [contact, question, { ...contact, name: "Third" }].entries()) {
      clock.set(new Date(Date.parse("2026-03-10T09:01:00Z") + i * 60_000));
      const res = await send(payload);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
  });

  it("lists them newest first for an admin, with the one pagination shape", async () => {
    const res = await list("", admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(body.data[1]).toEqual({
      id: ids[1],
      kind: "QUESTION",
      name: "Anna Petrova",
      email: "anna@example.com",
      subject: null,
      message: question.question,
      source: "instagram",
      language: "ru",
      consentAt: "2026-03-10T09:02:00.000Z",
      readAt: null,
      createdAt: "2026-03-10T09:02:00.000Z",
    });
  });

  it("pages through them", async () => {
    const second = (await list("?page=2&limit=2", admin)).json();
    expect(second.data.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect((await list("?limit=101", admin)).statusCode).toBe(422);
  });

  it("marks one read (keeping the first read time), filters unread, and marks it unread again", async () => {
    const [first, second] = ids as [string, string];
    clock.set("2026-03-10T09:05:00Z");
    const read = await markRead(second, true, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ success: true, data: { id: second, readAt: "2026-03-10T09:05:00.000Z" } });

    clock.set("2026-03-10T09:06:00Z");
    expect((await markRead(second, true, admin)).json().data.readAt).toBe("2026-03-10T09:05:00.000Z");

    const unread = (await list("?unread=true", admin)).json();
    expect(unread.data.map((m: { id: string }) => m.id)).toEqual([ids[2], first]);
    expect(unread.pagination.total).toBe(2);
    expect((await list("?unread=false", admin)).json().pagination.total).toBe(3);

    const again = await markRead(second, false, admin);
    expect(again.json().data.readAt).toBeNull();
    expect((await list("?unread=true", admin)).json().pagination.total).toBe(3);
  });

  it("answers 404 for an unknown message and 422 for a bad id or body", async () => {
    expect((await markRead("00000000-0000-4000-8000-000000000000", true, admin)).json()).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await markRead("not-an-id", true, admin)).statusCode).toBe(422);
    expect((await markRead(ids[0]!, "yes", admin)).statusCode).toBe(422);
    expect((await list("?unread=maybe", admin)).statusCode).toBe(422);
  });

  it("refuses a guest with 403 and an anonymous visitor with 401", async () => {
    expect((await list("", guest)).json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    expect((await list("", guest)).statusCode).toBe(403);
    expect((await markRead(ids[0]!, true, guest)).statusCode).toBe(403);
    const anonymous = await list();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    expect((await markRead(ids[0]!, true)).statusCode).toBe(401);
    // Nothing was marked by the refused requests.
    expect((await storedRow(ids[0]!))?.readAt).toBeNull();
  });
});

describe(`OpenAPI (${TEST_DB_KIND})`, () => {
  it("documents the three message operations with their schemas", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const post = doc.paths["/api/messages"]?.post;
    expect(post?.tags).toEqual(["messages"]);
    expect(post?.responses).toHaveProperty("201");
    expect(post?.responses).toHaveProperty("429");
    expect(JSON.stringify(post?.requestBody)).toContain("QUESTION");
    expect(doc.paths["/api/messages"]?.get?.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["page", "limit", "unread"]),
    );
    expect(doc.paths["/api/messages/{id}/read"]?.put?.security).toEqual([{ bearerAuth: [] }]);
  });
});

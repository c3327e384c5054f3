// Hostile input never reaches a 500: a control character in any text of any route (body, query,
// path) is a 422 before the route runs; the router's own 400 and 414 use the envelope without echoing the URL; and
// a request that makes the database fail logs neither its SQL parameters nor its secrets.
import { Writable } from "node:stream";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLanguage } from "../../src/domain/languages.ts";
import { CONTROL_CHARACTER_MESSAGE, MULTI_LINE_FIELDS } from "../../src/domain/text-hygiene.ts";
import { buildApp } from "../../src/server/app.ts";
import { messages, users } from "../../src/server/db/schema.ts";
import { seed } from "../../src/server/db/seed.ts";
import { NOW, bookingBody, postBooking } from "./bookings-helpers.ts";
import {
  createTestApp,
  createTestDatabase,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  testConfig,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

let t: TestApp;
let guest: TestUser;
let villaId: string;

beforeAll(async () => {
  // The walk below sends a few contact messages from one address.
  t = await createTestApp({ clock: movableClock(NOW).now, config: { messagesPer10Minutes: 100_000 } });
  guest = await registerUser(t.app, { fullName: "Ada Guest" });
  villaId = t.seeded?.villaId ?? "";
});
afterAll(async () => {
  await t?.close();
});

interface ErrorBody {
  success: false;
  code: string;
  message: string;
  errors?: { path: string; message: string }[];
}

function expectControlCharacterRefusal(res: { statusCode: number; json<T>(): T; body: string }, path: string) {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json<ErrorBody>();
  expect(body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
  expect(body.errors).toContainEqual({ path, message: CONTROL_CHARACTER_MESSAGE });
}

describe(`a control character answers 422 (${TEST_DB_KIND})`, () => {
  it("in sign-up, sign-in and the contact form, where a NUL byte used to be a 500; nothing is stored", async () => {
    const usersBefore = (await t.db.select({ n: count() }).from(users))[0]?.n;
    const register = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: "Secret-123", fullName: "Ada\u0000Lovelace" },
    });
    expectControlCharacterRefusal(register, "fullName");
    expect((await t.db.select({ n: count() }).from(users))[0]?.n).toBe(usersBefore);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a\u0000@b.com", password: "x" },
    });
    expectControlCharacterRefusal(login, "email");

    const contact = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      payload: {
        kind: "CONTACT",
        name: "Ada",
        email: "ada@example.com",
        subject: null,
        message: "Hello\u0000there",
        language: "en",
      },
    });
    expectControlCharacterRefusal(contact, "message");
    expect((await t.db.select({ n: count() }).from(messages))[0]?.n).toBe(0);
  });

  it("in a query string and a path parameter", async () => {
    const admin = await registerUser(t.app, { role: "ADMIN" });
    expectControlCharacterRefusal(
      await t.app.inject({ method: "GET", url: "/api/profile/all?search=a%00b", headers: admin.headers }),
      "search",
    );
    expectControlCharacterRefusal(await t.app.inject({ method: "GET", url: "/api/villas/a%00b" }), "id");
  });

  it("lets a booking's notes keep line breaks and tabs, but not other control characters", async () => {
    const ok = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { notes: "Arriving late\r\n\tafter 22:00" }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ data: { notes: string } }>().data.notes).toBe("Arriving late\r\n\tafter 22:00");
    expectControlCharacterRefusal(
      await postBooking(t.app, guest.headers, bookingBody(villaId, { notes: "late\u000barrival" })),
      "notes",
    );
    expectControlCharacterRefusal(
      await postBooking(t.app, guest.headers, bookingBody(villaId, { phone: "+20 100\n123 4567" })),
      "phone",
    );
  });

  it("in every text field of every route's body, query and path, as the OpenAPI description lists them", async () => {
    const admin = await registerUser(t.app, { role: "ADMIN" });
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json<OpenApiDocument>();
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        const fields = [
          ...parameters.filter((p) => p.in === "query" || p.in === "path").map((p) => ({ where: p.in, name: p.name })),
          ...bodyFields(operation.requestBody?.content?.["application/json"]?.schema).map((name) => ({
            where: "body",
            name,
          })),
        ];
        for (const field of fields) {
          for (const [text, refused] of [
            ["a\u0000b", true],
            // A text per language ("description.fr") is its field's text.
            [
              "a\nb",
              !MULTI_LINE_FIELDS.has(
                field.name
                  .split(".")
                  .filter((key) => !isLanguage(key))
                  .at(-1) ?? "",
              ),
            ],
          ] as const) {
            const res = await t.app.inject(requestWith(method, path, parameters, field, text, admin.headers));
            const label = `${method.toUpperCase()} ${path} ${field.where} ${field.name} ${JSON.stringify(text)}`;
            expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
            const errors = res.statusCode === 422 ? (res.json<ErrorBody>().errors ?? []) : [];
            const flagged = errors.some((e) => e.message === CONTROL_CHARACTER_MESSAGE && e.path === bodyPath(field));
            expect(flagged, `${label}: ${res.body}`).toBe(refused);
            checked += 1;
          }
        }
      }
    }
    // Every route with a text input is in the description; this many fields is a sanity floor, not a count to keep.
    expect(checked).toBeGreaterThan(100);
  });
});

interface OpenApiSchema {
  type?: string;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
}
interface OpenApiParameter {
  in: string;
  name: string;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every field of a body schema, as dotted paths; an array's items are reached through index 0. */
function bodyFields(schema: OpenApiSchema | undefined, prefix = ""): string[] {
  if (!schema) return [];
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const names = new Set(branches.flatMap((branch) => bodyFields(branch, prefix)));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const nested = property.items ? bodyFields(property.items, `${path}.0.`) : bodyFields(property, `${path}.`);
    if (nested.length > 0) nested.forEach((n) => names.add(n));
    else names.add(property.items ? `${path}.0` : path);
  }
  return [...names];
}

function bodyPath(field: { where: string; name: string }): string {
  return field.name;
}

function nestedValue(path: string, text: string): Record<string, unknown> {
  const [head = "", ...rest] = path.split(".");
  if (rest.length === 0) return { [head]: text };
  if (rest[0] === "0") return { [head]: [rest.length === 1 ? text : nestedValue(rest.slice(1).join("."), text)] };
  return { [head]: nestedValue(rest.join("."), text) };
}

function requestWith(
  method: string,
  path: string,
  parameters: OpenApiParameter[],
  field: { where: string; name: string },
  text: string,
  headers: Record<string, string>,
) {
  const sample = "00000000-0000-4000-8000-000000000000";
  const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(field.where === "path" && field.name === name ? text : sample),
  );
  const query = field.where === "query" ? `?${field.name}=${encodeURIComponent(text)}` : "";
  void parameters;
  const verb = method.toUpperCase() as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  return {
    method: verb,
    url: `/api${url.replace(/^\/api/, "")}${query}`,
    headers,
    ...(field.where === "body" ? { payload: nestedValue(field.name, text) } : {}),
  };
}

describe(`the router's own refusals (${TEST_DB_KIND})`, () => {
  it("answers a badly encoded URL with 400 in the envelope, without echoing it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/villas/%E0%A4%Asecret-part" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ success: false, code: "BAD_REQUEST", message: "The request URL is not valid" });
    expect(res.body).not.toContain("secret-part");
  });

  it("answers an over-long path parameter with 414 in the envelope, without echoing it", async () => {
    const long = `secret${"x".repeat(500)}`;
    const res = await t.app.inject({ method: "GET", url: `/api/villas/${long}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ success: false, code: "URI_TOO_LONG", message: "The request URL is too long" });
    expect(res.body).not.toContain("secret");
  });
});

describe(`logs (${TEST_DB_KIND})`, () => {
  it("never carry SQL parameters, bodies, tokens or password hashes of a request that makes the database fail", async () => {
    const database = await createTestDatabase();
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    const config = testConfig();
    const seeded = await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
    const app = await buildApp({
      db: database.db,
      dbKind: database.kind,
      config,
      logger: { level: "info", stream },
      clock: movableClock(NOW).now,
    });
    try {
      const someone = await registerUser(app, { fullName: "Known Guest" });
      // Inserts now fail inside PostgreSQL, after the route has put every value into the query's parameters.
      await database.db.execute(sql`alter table users add constraint no_new_users check (false) not valid`);
      await database.db.execute(sql`alter table bookings add constraint no_new_bookings check (false) not valid`);
      logged.length = 0;

      const email = uniqueEmail("secret-mailbox");
      const register = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password: "Hunter2-Secret", fullName: "Secret Fullname" },
      });
      expect(register.statusCode).toBe(500);
      const booking = await app.inject({
        method: "POST",
        url: "/api/bookings?token=query-secret",
        headers: someone.headers,
        payload: bookingBody(seeded.villaId ?? "", { notes: "my private note", phone: "+20 100 999 8877" }),
      });
      expect(booking.statusCode).toBe(500);

      const log = logged.join("");
      // The failure is there to debug: the query's text and the database's reason, without its values.
      expect(log).toContain('Failed query: insert into \\"users\\"');
      expect(log).toContain('Failed query: insert into \\"bookings\\"');
      expect(log).toMatch(/no_new_users/);
      expect(log).toContain("params: [not logged]");
      expect(log).toContain('"url":"/api/bookings?token"');
      for (const secret of [
        email,
        "Hunter2-Secret",
        "$argon2",
        "Secret Fullname",
        "my private note",
        "999 8877",
        "+201009998877",
        someone.accessToken,
        "query-secret",
        "Bearer",
      ]) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

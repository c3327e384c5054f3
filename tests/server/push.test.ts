// Web Push to the owner's phone: VAPID keys made once and kept across restarts, the admin-only
// subscription API, and a new booking request delivered through the outbox to a local push endpoint on
// 127.0.0.1 — the test decrypts the aes128gcm payload with the subscription's keys — and a 410 removing the
// expired subscription. Endpoints follow the calendar feeds' address rules: https, public addresses
// only, checked when subscribing and again when connecting.
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { appSettings, notificationOutbox, pushSubscriptions } from "../../src/server/db/schema.ts";
import { seed } from "../../src/server/db/seed.ts";
import { VAPID_SETTING } from "../../src/server/push/vapid.ts";
import { NotificationWorker } from "../../src/server/notifications/worker.ts";
import { NOW, bookingBody, day, postBooking } from "./bookings-helpers.ts";
import {
  createTestApp,
  createTestDatabase,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  testConfig,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

// http_ece (web-push's own encryption library) decrypts what web-push encrypted; it ships no types.
const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt(
    body: Buffer,
    params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1 that records each request and answers `status` (201 by default). */
async function startPushEndpoint() {
  const requests: PushRequest[] = [];
  let status = 201;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    answer(next: number) {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a browser's PushManager makes: a P-256 key pair and a 16-byte auth secret for one endpoint. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  return { ecdh, auth, json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } } };
}

describe(`VAPID keys (${TEST_DB_KIND})`, () => {
  it("are generated on the first start and reused after a restart", async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig();
      await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
      const publicKeyOf = async () => {
        const app = await buildApp({ db: database.db, dbKind: database.kind, config, logger: false, serveWeb: false });
        try {
          const admin = await loginAs(app, "ADMIN");
          const res = await app.inject({ method: "GET", url: "/api/push/public-key", headers: admin.headers });
          expect(res.statusCode).toBe(200);
          return res.json<{ data: { publicKey: string } }>().data.publicKey;
        } finally {
          await app.close();
        }
      };
      const first = await publicKeyOf();
      const second = await publicKeyOf();
      expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(second).toBe(first);
      expect(await database.db.select().from(appSettings).where(eq(appSettings.key, VAPID_SETTING))).toHaveLength(1);
    } finally {
      await database.destroy();
    }
  });
});

describe(`Web Push to the owner's phone (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;
  let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
  let villaId: string;
  let nextNight = 10;

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    // The local push endpoint is plain http on 127.0.0.1, which only this test setting lets through.
    t = await createTestApp({ clock: movableClock(NOW).now, config: { pushAllowPrivateAddresses: true } });
    admin = await loginAs(t.app, "ADMIN");
    guest = await registerUser(t.app, { fullName: "Lena Fischer" });
    villaId = t.seeded?.villaId ?? "";
  });
  afterAll(async () => {
    await t?.close();
    await endpoint?.close();
  });

  const subscribe = (who: TestUser, body: unknown) =>
    t.app.inject({ method: "PUT", url: "/api/push/subscription", headers: who.headers, payload: body as object });
  const worker = () => NotificationWorker.forApp(t.app);
  async function request() {
    const checkIn = day(nextNight);
    nextNight += 4;
    const res = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn, checkOut: day(nextNight - 1) }),
    );
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { id: string } }>().data.id;
  }

  it("a new booking request reaches the subscribed phone with the request's id and back-office link", async () => {
    const phone = browserSubscription(`${endpoint.base}/push/phone-1`);
    const saved = await subscribe(admin, phone.json);
    expect(saved.statusCode, saved.body).toBe(200);

    const bookingId = await request();
    const [pushRow] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, "push"));
    expect(pushRow).toMatchObject({ bookingId, kind: "push-new-request", status: "pending" });

    const pass = await worker().runOnce();
    expect(pass.sent).toBe(1);
    expect(endpoint.requests).toHaveLength(1);
    const [delivered] = endpoint.requests;
    expect(delivered?.path).toBe("/push/phone-1");
    expect(delivered?.headers["content-encoding"]).toBe("aes128gcm");
    expect(delivered?.headers.ttl).toBeDefined();

    // Signed with our VAPID key: the Authorization header names the public key the phone subscribed with.
    const { publicKey } = (
      await t.app.inject({ method: "GET", url: "/api/push/public-key", headers: admin.headers })
    ).json<{ data: { publicKey: string } }>().data;
    expect(delivered?.headers.authorization).toMatch(new RegExp(`^vapid t=[^,]+, k=${publicKey}$`));

    const payload = JSON.parse(
      ece
        .decrypt(delivered?.body ?? Buffer.alloc(0), {
          version: "aes128gcm",
          privateKey: phone.ecdh,
          authSecret: phone.auth,
        })
        .toString("utf8"),
    ) as Record<string, string>;
    expect(payload.bookingId).toBe(bookingId);
    expect(payload.url).toBe(`/en/admin/bookings?booking=${bookingId}`);
    expect(payload.title).toBe("New booking request");
    expect(payload.body).toContain("Lena Fischer");

    const [after] = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, pushRow?.id ?? ""));
    expect(after?.status).toBe("sent");
    // Delivered once: the next pass sends nothing.
    await worker().runOnce();
    expect(endpoint.requests).toHaveLength(1);
  });

  it("a 410 from the push service removes the expired subscription", async () => {
    endpoint.requests.length = 0;
    endpoint.answer(410);
    await request();
    expect((await worker().runOnce()).failed).toBe(1);
    expect(endpoint.requests).toHaveLength(1);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
    const [row] = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, "failed"));
    expect(row?.lastError).toMatch(/expired \(410\)/);
    // No subscription left, so the next request pushes nothing.
    endpoint.answer(201);
    await request();
    await worker().runOnce();
    expect(endpoint.requests).toHaveLength(1);
  });

  it("saving the same phone again updates it, and turning it off removes it", async () => {
    const phone = browserSubscription(`${endpoint.base}/push/phone-2`);
    expect((await subscribe(admin, phone.json)).statusCode).toBe(200);
    const again = browserSubscription(phone.json.endpoint);
    expect((await subscribe(admin, again.json)).statusCode).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(again.json.keys.p256dh);

    const remove = (query: string) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/push/subscription?endpoint=${encodeURIComponent(query)}`,
        headers: admin.headers,
      });
    expect((await remove(phone.json.endpoint)).json()).toMatchObject({ success: true, data: { removed: true } });
    expect((await remove(phone.json.endpoint)).json()).toMatchObject({ success: true, data: { removed: false } });
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("is for admins only, and takes only real subscriptions", async () => {
    const phone = browserSubscription(`${endpoint.base}/push/phone-3`);
    expect((await subscribe(guest, phone.json)).json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/push/public-key", headers: guest.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/push/public-key" })).statusCode).toBe(401);

    const invalid = [
      { ...phone.json, endpoint: "ftp://127.0.0.1/x" },
      { ...phone.json, endpoint: "not a url" },
      { ...phone.json, keys: { p256dh: "short", auth: phone.auth } },
      { ...phone.json, keys: { p256dh: phone.json.keys.p256dh, auth: "a b c d e f g h i j k l m n o p" } },
      // Well-formed base64url that web-push still cannot encrypt to: a point off the curve, a 12-byte auth secret.
      { ...phone.json, keys: { p256dh: `B${"A".repeat(86)}`, auth: phone.auth } },
      { ...phone.json, keys: { p256dh: phone.json.keys.p256dh, auth: "A".repeat(16) } },
      { endpoint: phone.json.endpoint },
    ];
    for (const body of invalid) {
      const res = await subscribe(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    }
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("a stored subscription with unusable keys fails its own push, not the worker's whole pass", async () => {
    endpoint.requests.length = 0;
    await t.db.insert(pushSubscriptions).values({
      userId: admin.id,
      endpoint: `${endpoint.base}/push/broken`,
      p256dh: `B${"A".repeat(86)}`,
      auth: "A".repeat(22),
    });
    const phone = browserSubscription(`${endpoint.base}/push/phone-4`);
    expect((await subscribe(admin, phone.json)).statusCode).toBe(200);
    const bookingId = await request();

    const pass = await worker().runOnce();
    expect(pass).toMatchObject({ sent: 1, retried: 1, failed: 0 });
    expect(endpoint.requests.map((r) => r.path)).toEqual(["/push/phone-4"]);
    const rows = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.bookingId, bookingId));
    const broken = rows.find((row) => row.channel === "push" && row.status !== "sent");
    expect(broken).toMatchObject({ status: "pending", attempts: 1 });
    expect(broken?.lastError).toBeTruthy();
    await t.db.delete(pushSubscriptions);
  });
});

describe(`push endpoints are checked like calendar feeds: https, public addresses only (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now });
    admin = await loginAs(t.app, "ADMIN");
    guest = await registerUser(t.app, { fullName: "Lena Fischer" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses to subscribe loopback, private, link-local (metadata) and plain http endpoints, or a name that resolves to one", async () => {
    const refused = [
      ["https://127.0.0.1/push/1", "Endpoint must be on a public address"],
      ["https://127.0.0.1:8443/push/1", "Endpoint must be on a public address"],
      ["https://169.254.169.254/latest/meta-data/", "Endpoint must be on a public address"],
      ["https://[::1]/push/1", "Endpoint must be on a public address"],
      ["https://[::ffff:10.0.0.1]/push/1", "Endpoint must be on a public address"],
      ["https://192.168.1.20/push/1", "Endpoint must be on a public address"],
      // A host name is resolved: localhost is 127.0.0.1 (and ::1) on every machine.
      ["https://localhost/push/1", "Endpoint must be on a public address"],
      ["http://fcm.googleapis.com/fcm/send/abc", "Endpoint must be an https:// address"],
      ["http://127.0.0.1/push/1", "Endpoint must be an https:// address"],
    ] as const;
    for (const [endpoint, message] of refused) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/push/subscription",
        headers: admin.headers,
        payload: browserSubscription(endpoint).json,
      });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json(), endpoint).toMatchObject({
        success: false,
        code: "VALIDATION_FAILED",
        errors: [{ path: "endpoint", message }],
      });
    }
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("never connects to a private address, even for a subscription stored before the check: it is dropped", async () => {
    // Anything that reaches this port is a connection the server must not have made.
    let connections = 0;
    const listener = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      for (const endpoint of [`https://127.0.0.1:${port}/push/old`, `https://localhost:${port}/push/renamed`]) {
        await t.db
          .insert(pushSubscriptions)
          .values({ userId: admin.id, endpoint, ...browserSubscription(endpoint).json.keys });
      }
      const res = await postBooking(
        t.app,
        guest.headers,
        bookingBody(t.seeded?.villaId ?? "", { checkIn: day(40), checkOut: day(43) }),
      );
      expect(res.statusCode, res.body).toBe(201);

      const pass = await NotificationWorker.forApp(t.app).runOnce();
      expect(pass).toMatchObject({ sent: 0, failed: 2 });
      expect(connections).toBe(0);
      const pushes = await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.channel, "push"));
      expect(pushes.map((row) => row.status)).toEqual(["failed", "failed"]);
      for (const row of pushes) expect(row.lastError).toMatch(/private or local network.*subscription removed/);
      expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});

// No mail flood to an address nobody confirmed: twenty book-and-cancel cycles used to send forty
// mails to whatever address a fresh account gave. A guest address that has not been confirmed gets at most
// UNCONFIRMED_EMAIL_MAILS_PER_DAY (5) mails in any 24 hours; the others stay in the outbox "suppressed", never
// sent, listed for the owner; every such mail carries a signed link, and following it confirms the address and
// lifts the cap. The owner's mails are never held back.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config.ts";
import { notificationOutbox, users } from "../../src/server/db/schema.ts";
import { NotificationWorker } from "../../src/server/notifications/worker.ts";
import { NOW, bookingBody, day, postBooking } from "./bookings-helpers.ts";
import { startSmtpServer, type TestSmtpServer } from "./notifications-smtp.ts";
import {
  createTestApp,
  login,
  loginAs,
  movableClock,
  registerUser,
  TEST_ADMIN,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const SITE = "https://villa.example";
const DAY = 24 * 60 * 60_000;
const TOKEN_IN_LINK = new RegExp(
  `${SITE.replace(/\./g, "\\.")}/(\\w\\w)/confirm-email\\?token=([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`,
);

describe(`mails to an unconfirmed guest address (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let villaId: string;
  const clock = movableClock(NOW);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      clock: clock.now,
      config: {
        smtpUrl: smtp.url,
        publicUrl: SITE,
        unconfirmedEmailMailsPerDay: loadConfig({}).unconfirmedEmailMailsPerDay,
        // The clock moves by days within a test: sign-ins must outlive it.
        accessTokenTtlSeconds: 86_400,
      },
    });
    villaId = t.seeded?.villaId ?? "";
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    clock.set(NOW);
    smtp.received.length = 0;
  });

  const send = () => NotificationWorker.forApp(t.app, { leaseMs: 60_000 }).runOnce();
  const guestRows = (email: string) =>
    t.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recipient, email), eq(notificationOutbox.channel, "email")));
  /** One request and its cancellation: two mails to the guest, one to the owner. */
  async function cycle(guest: TestUser, offset: number) {
    const res = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(offset), checkOut: day(offset + 2) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: { id: string } }>().data.id;
    const cancelled = await t.app.inject({
      method: "PUT",
      url: `/api/bookings/${id}/cancel`,
      headers: guest.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
  }

  it("the default is 5 mails a day", () => {
    expect(loadConfig({}).unconfirmedEmailMailsPerDay).toBe(5);
  });

  it("sends five mails a day to an unconfirmed address, keeps the rest suppressed for the owner to see, and never holds back the owner's", async () => {
    const guest = await registerUser(t.app, { fullName: "Nobody Confirmed" });
    for (let i = 0; i < 10; i++) {
      await cycle(guest, 10);
      clock.advance(60_000);
    }
    const rows = await guestRows(guest.email);
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(5);
    const suppressed = rows.filter((row) => row.status === "suppressed");
    expect(suppressed).toHaveLength(15);
    expect(suppressed[0]?.lastError).toMatch(/not confirmed this address.*5 mails in the last 24 hours/);
    expect((await guestRows(TEST_ADMIN.email)).map((row) => row.status)).toEqual(Array(10).fill("pending"));

    const pass = await send();
    expect(pass.sent).toBe(15);
    expect(smtp.received.filter((mail) => mail.to.includes(guest.email))).toHaveLength(5);
    expect(smtp.received.filter((mail) => mail.to.includes(TEST_ADMIN.email))).toHaveLength(10);
    // Suppressed means never sent: a later pass leaves them where they are.
    expect(await send()).toMatchObject({ sent: 0 });
    expect((await guestRows(guest.email)).filter((row) => row.status === "suppressed")).toHaveLength(15);

    // The owner sees them on the Notifications page, under their own status.
    const admin = await loginAs(t.app, "ADMIN");
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/notifications?status=suppressed&limit=100",
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    const items = listed.json<{ data: { recipient: string; status: string }[] }>().data;
    expect(items.filter((item) => item.recipient === guest.email)).toHaveLength(15);

    // A day after the first of them, the address has room again.
    clock.set(new Date(Date.parse(NOW) + DAY + 60_000));
    await cycle(await login(t.app, guest.email, guest.password), 20);
    expect((await guestRows(guest.email)).filter((row) => row.status === "pending")).toHaveLength(2);
  });

  it("every mail carries a signed link; following it confirms the address and lifts the cap", async () => {
    const guest = await registerUser(t.app, { fullName: "Soon Confirmed" });
    await cycle(guest, 30);
    await send();
    const [mail] = smtp.received.filter((m) => m.to.includes(guest.email));
    const match = TOKEN_IN_LINK.exec(mail?.text ?? "");
    expect(match?.[1]).toBe("en");
    const token = match?.[2] ?? "";

    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [forged, "nonsense", `${token}.extra`]) {
      const res = await t.app.inject({ method: "POST", url: "/api/email-confirmations", payload: { token: bad } });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ path: "token" }] });
    }
    const [before] = await t.db.select().from(users).where(eq(users.id, guest.id));
    expect(before?.emailConfirmedAt).toBeNull();

    const confirmed = await t.app.inject({ method: "POST", url: "/api/email-confirmations", payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, data: { email: guest.email } });
    // Following the link twice is fine.
    expect(
      (await t.app.inject({ method: "POST", url: "/api/email-confirmations", payload: { token } })).statusCode,
    ).toBe(200);

    smtp.received.length = 0;
    for (let i = 0; i < 5; i++) await cycle(guest, 30);
    expect((await guestRows(guest.email)).filter((row) => row.status === "suppressed")).toEqual([]);
    await send();
    const later = smtp.received.filter((m) => m.to.includes(guest.email));
    expect(later).toHaveLength(10);
    expect(later.some((m) => m.text.includes("confirm-email"))).toBe(false);
  });

  it("a new address must be confirmed again, and the old address's link then confirms nothing; links run out", async () => {
    const guest = await registerUser(t.app, { fullName: "Moving Mailbox" });
    await cycle(guest, 40);
    await send();
    const token = TOKEN_IN_LINK.exec(smtp.received.find((m) => m.to.includes(guest.email))?.text ?? "")?.[2] ?? "";
    expect(
      (await t.app.inject({ method: "POST", url: "/api/email-confirmations", payload: { token } })).statusCode,
    ).toBe(200);

    const renamed = `moved-${guest.email}`;
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: guest.headers,
      payload: { email: renamed },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, guest.id));
    expect(after?.emailConfirmedAt).toBeNull();
    expect(
      (await t.app.inject({ method: "POST", url: "/api/email-confirmations", payload: { token } })).statusCode,
    ).toBe(422);

    // Saving the profile with the same address keeps a confirmation.
    smtp.received.length = 0;
    await cycle(guest, 40);
    await send();
    const fresh = TOKEN_IN_LINK.exec(smtp.received.find((m) => m.to.includes(renamed))?.text ?? "")?.[2] ?? "";
    expect(
      (await t.app.inject({ method: "POST", url: "/api/email-confirmations", payload: { token: fresh } })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/profile",
          headers: guest.headers,
          payload: { email: renamed, fullName: "Moved" },
        })
      ).statusCode,
    ).toBe(200);
    const [kept] = await t.db.select().from(users).where(eq(users.id, guest.id));
    expect(kept?.emailConfirmedAt).not.toBeNull();

    // Sixty days on, a link is stale.
    clock.advance(61 * DAY);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/email-confirmations", payload: { token: fresh } })).statusCode,
    ).toBe(422);
  });
});

// E-mail notifications end to end: a booking request and its status changes write mails into
// the outbox in the same transaction, and the worker delivers them to a real SMTP server on 127.0.0.1 exactly
// once — also when the server drops a mail mid-send or a worker dies after claiming — in each recipient's
// language, as plain text and escaped HTML.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, notificationOutbox, users } from "../../src/server/db/schema.ts";
import { claimDueRows, markSent, retryDelayMs } from "../../src/server/notifications/outbox.ts";
import { mailCapOf } from "../../src/server/notifications/mail-cap.ts";
import { messageIdOf, DEFAULT_MAIL_FROM } from "../../src/server/notifications/mailer.ts";
import { NotificationWorker } from "../../src/server/notifications/worker.ts";
import { NOW, bookingBody, day, postBooking } from "./bookings-helpers.ts";
import { startSmtpServer, type TestSmtpServer } from "./notifications-smtp.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_ADMIN,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const SITE = "https://villa.example";

describe(`e-mail notifications over SMTP (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let admin: TestUser;
  let villaId: string;
  const clock = movableClock(NOW);
  let nextNight = 10;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ clock: clock.now, config: { smtpUrl: smtp.url, publicUrl: SITE } });
    admin = await loginAs(t.app, "ADMIN");
    villaId = t.seeded?.villaId ?? "";
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.dropNext(0);
  });

  const worker = (id?: string) =>
    NotificationWorker.forApp(t.app, { leaseMs: 60_000, ...(id ? { workerId: id } : {}) });

  /** A booking request by `guest` in `language`, on nights no other test uses. */
  async function request(guest: TestUser, language: string, extra: Record<string, unknown> = {}) {
    const checkIn = day(nextNight);
    nextNight += 4;
    const res = await postBooking(
      t.app,
      { ...guest.headers, "x-language": language },
      bookingBody(villaId, { checkIn, checkOut: day(nextNight - 1), ...extra }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: string } }>().data.id;
  }
  const rowsOf = (bookingId: string) =>
    t.db.select().from(notificationOutbox).where(eq(notificationOutbox.bookingId, bookingId));
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it("a request gives exactly one owner mail (owner's language) and one guest mail (guest's language)", async () => {
    const guest = await registerUser(t.app, { fullName: "Camille Durand" });
    const bookingId = await request(guest, "fr");

    const rows = await rowsOf(bookingId);
    expect(rows.map((row) => [row.kind, row.recipient, row.language, row.status]).sort()).toEqual(
      [
        ["guest-request-received", guest.email, "fr", "pending"],
        ["owner-new-request", TEST_ADMIN.email, "en", "pending"],
      ].sort(),
    );

    const pass = await worker().runOnce();
    expect(pass).toMatchObject({ sent: 2, retried: 0, failed: 0 });
    // A second pass finds nothing left to send.
    expect(await worker().runOnce()).toMatchObject({ sent: 0 });

    const [guestMail, ...moreGuest] = mailsTo(guest.email);
    const [ownerMail, ...moreOwner] = mailsTo(TEST_ADMIN.email);
    expect(moreGuest).toEqual([]);
    expect(moreOwner).toEqual([]);
    expect(smtp.received).toHaveLength(2);

    expect(guestMail?.subject).toBe("Nous avons bien reçu votre demande de réservation");
    expect(guestMail?.text).toContain("Bonjour Camille Durand,");
    expect(guestMail?.text).toContain("Le propriétaire vous répondra sous 24 heures.");
    expect(guestMail?.text).toContain(`${SITE}/fr/my-bookings`);
    expect(guestMail?.raw).toMatch(/Content-Type: text\/html/i);

    expect(ownerMail?.subject).toMatch(/^New booking request from Camille Durand: /);
    expect(ownerMail?.text).toContain(`${SITE}/en/admin/bookings?booking=${bookingId}`);
    expect(ownerMail?.text).toContain("Arriving late");

    // The Message-ID is the outbox row's, so a resend would be recognisable as the same message.
    const guestRow = (await rowsOf(bookingId)).find((row) => row.kind === "guest-request-received");
    expect(guestMail?.messageId).toBe(messageIdOf(guestRow?.id ?? "", DEFAULT_MAIL_FROM));
    expect(guestRow).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(guestRow?.sentAt).toBeInstanceOf(Date);
  });

  it("the owner's new-request mail gives the guest's expected arrival time on the villa's clock, when given", async () => {
    const guest = await registerUser(t.app, { fullName: "Jonas Weber" });
    const withTime = await request(guest, "de", { arrivalTime: "21:30" });
    const without = await request(guest, "de");
    const ownerRow = async (bookingId: string) =>
      (await rowsOf(bookingId)).find((row) => row.kind === "owner-new-request");
    // The owner reads English here (their own language): the time as English writes it.
    expect((await ownerRow(withTime))?.bodyText).toMatch(/Expected arrival time:\s+9:30 PM/);
    expect((await ownerRow(withTime))?.bodyHtml).toContain("Expected arrival time");
    expect((await ownerRow(without))?.bodyText).not.toContain("Expected arrival time");
    // The guest's own mail does not repeat it: it is the owner's planning detail.
    const guestRow = (await rowsOf(withTime)).find((row) => row.kind === "guest-request-received");
    expect(guestRow?.bodyText).not.toContain("21:30");
    await worker().runOnce();
  });

  it("an Idempotency-Key replay or a refused request enqueues nothing more", async () => {
    const guest = await registerUser(t.app);
    const checkIn = day(nextNight);
    nextNight += 4;
    const body = bookingBody(villaId, { checkIn, checkOut: day(nextNight - 1) });
    const headers = { ...guest.headers, "idempotency-key": "replay-key-1" };
    const first = await postBooking(t.app, headers, body);
    const replay = await postBooking(t.app, headers, body);
    const bookingId = first.json<{ data: { id: string } }>().data.id;
    expect(replay.json<{ data: { id: string } }>().data.id).toBe(bookingId);
    expect(await rowsOf(bookingId)).toHaveLength(2);

    // Same nights by someone else: 409, and its transaction (with any mail) rolled back.
    const before = (await t.db.select().from(notificationOutbox)).length;
    const clash = await postBooking(t.app, (await registerUser(t.app)).headers, body);
    expect(clash.statusCode).toBe(409);
    expect(await t.db.select().from(notificationOutbox)).toHaveLength(before);
    await worker().runOnce();
  });

  it("a mail the SMTP server drops mid-send is retried after its backoff and delivered once", async () => {
    const guest = await registerUser(t.app, { fullName: "Anna Schmidt" });
    smtp.dropNext(1);
    const bookingId = await request(guest, "de");

    const first = await worker().runOnce();
    expect(first).toMatchObject({ sent: 1, retried: 1 });
    const failedRow = (await rowsOf(bookingId)).find((row) => row.status === "pending");
    expect(failedRow?.attempts).toBe(1);
    expect(failedRow?.lastError).toMatch(/421|shutting down/i);

    // Not due before its backoff.
    expect(await worker().runOnce()).toMatchObject({ sent: 0 });
    clock.advance(retryDelayMs(1) + 1_000);
    expect(await worker().runOnce()).toMatchObject({ sent: 1 });

    expect(mailsTo(guest.email)).toHaveLength(1);
    expect(mailsTo(TEST_ADMIN.email)).toHaveLength(1);
    expect(mailsTo(guest.email)[0]?.subject).toBe("Wir haben Ihre Buchungsanfrage erhalten");
    const rows = await rowsOf(bookingId);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 2]);
  });

  it("rows claimed by a worker that died are sent by another after the lease, exactly once", async () => {
    const guest = await registerUser(t.app);
    const bookingId = await request(guest, "ru");

    // The crashed worker claimed both rows and never came back.
    const claimed = await claimDueRows(t.db, {
      now: clock.now(),
      workerId: "crashed",
      leaseMs: 60_000,
      limit: 10,
      channels: ["email"],
    });
    expect(claimed.map((row) => row.bookingId)).toEqual([bookingId, bookingId]);

    // While the lease runs, a live worker leaves them alone.
    expect(await worker().runOnce()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(0);

    clock.advance(60_001);
    expect(await worker().runOnce()).toMatchObject({ sent: 2 });
    expect(mailsTo(guest.email)).toHaveLength(1);
    expect(mailsTo(guest.email)[0]?.subject).toBe("Мы получили ваш запрос на бронирование");

    // The dead worker's late "sent" changes nothing: the row is no longer its claim.
    const [stale] = claimed;
    if (stale) await markSent(t.db, stale, clock.now());
    const rows = await rowsOf(bookingId);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
    expect(await worker().runOnce()).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it("two live workers never send the same mail twice", async () => {
    const guests = await Promise.all([registerUser(t.app), registerUser(t.app), registerUser(t.app)]);
    for (const guest of guests) await request(guest, "en");
    const passes = await Promise.all([worker("a").runOnce(), worker("b").runOnce(), worker("c").runOnce()]);
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(6);
    for (const guest of guests) expect(mailsTo(guest.email)).toHaveLength(1);
    expect(mailsTo(TEST_ADMIN.email)).toHaveLength(3);
  });

  it("confirm, reject (with its reason) and cancel each send the guest one mail", async () => {
    const guest = await registerUser(t.app, { fullName: "Jane Doe" });
    const confirmed = await request(guest, "en");
    const rejected = await request(guest, "en");
    const cancelled = await request(guest, "fr");
    await worker().runOnce();
    smtp.received.length = 0;

    const put = (id: string, action: string, payload?: object) =>
      t.app.inject({
        method: "PUT",
        url: `/api/bookings/${id}/${action}`,
        headers: admin.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await put(confirmed, "confirm")).statusCode).toBe(200);
    // Asking again changes nothing, so it tells nobody anything.
    expect((await put(confirmed, "confirm")).statusCode).toBe(200);
    expect((await put(confirmed, "toggle-payment")).statusCode).toBe(200);
    expect(
      (await put(rejected, "reject", { rejectionReason: "The pool is being retiled that week." })).statusCode,
    ).toBe(200);
    expect((await put(cancelled, "cancel", { cancellationReason: "Change of plans" })).statusCode).toBe(200);
    // A guest mail for each change, nothing for the owner.
    await worker().runOnce();

    const bySubject = (part: string) => smtp.received.filter((mail) => mail.subject.includes(part));
    expect(smtp.received).toHaveLength(3);
    expect(mailsTo(TEST_ADMIN.email)).toHaveLength(0);

    const [confirmation] = bySubject("Your booking is confirmed");
    expect(confirmation?.to).toEqual([guest.email]);
    expect(confirmation?.text).toContain("Villa No. 276, Mubarak Housing 7, Hurghada, Egypt");
    expect(confirmation?.text).toContain("from 3:00 PM");
    expect(confirmation?.text).toContain("until 11:00 AM");

    const [rejection] = bySubject("could not be accepted");
    expect(rejection?.text).toContain("The owner's reason: The pool is being retiled that week.");

    const [cancellation] = bySubject("Votre réservation a été annulée");
    expect(cancellation?.text).toContain("Motif : Change of plans");

    // Cancelling the confirmed stay later is one more mail, once.
    expect((await put(confirmed, "cancel", {})).statusCode).toBe(200);
    await worker().runOnce();
    expect(bySubject("Your booking has been cancelled")).toHaveLength(1);
  });

  it("everything interpolated into the HTML part is escaped", async () => {
    const guest = await registerUser(t.app, { fullName: "<b>Eve</b> & Co" });
    const bookingId = await request(guest, "en", { notes: `<script>alert("x")</script>` });
    const [owner] = (await rowsOf(bookingId)).filter((row) => row.kind === "owner-new-request");
    expect(owner?.bodyHtml).toContain("&lt;b&gt;Eve&lt;/b&gt; &amp; Co");
    expect(owner?.bodyHtml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(owner?.bodyHtml).not.toContain("<b>Eve");
    expect(owner?.bodyHtml).not.toContain("<script>");
    expect(owner?.bodyText).toContain("<b>Eve</b> & Co");
    await worker().runOnce();
  });
});

describe(`arrival reminder (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let guest: TestUser;
  const clock = movableClock(NOW);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ clock: clock.now, config: { smtpUrl: smtp.url } });
    guest = await registerUser(t.app, { fullName: "Olga Petrova" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("is enqueued once for a CONFIRMED stay checking in three days later, with check-in time and address", async () => {
    const { enqueueArrivalReminders } = await import("../../src/server/notifications/reminders.ts");
    const villaId = t.seeded?.villaId ?? "";
    const insert = async (checkIn: string, checkOut: string, status: "PENDING" | "CONFIRMED") => {
      const [row] = await t.db
        .insert(bookings)
        .values({
          villaId,
          guestId: guest.id,
          checkIn,
          checkOut,
          status,
          totalGuests: 2,
          phone: "+201001234567",
          dateOfBirth: "1985-01-01",
          nights: 2,
          pricePerNight: 150,
          cleaningFee: 150,
          serviceFee: 15,
          totalPrice: 465,
          language: "ru",
        })
        .returning({ id: bookings.id });
      return row?.id ?? "";
    };
    const soon = await insert(day(3), day(5), "CONFIRMED");
    await insert(day(6), day(8), "CONFIRMED"); // later: its day has not come
    await insert(day(9), day(11), "PENDING"); // not confirmed

    expect(await enqueueArrivalReminders(t.db, clock.now(), mailCapOf(t.app.config))).toBe(1);
    expect(await enqueueArrivalReminders(t.db, clock.now(), mailCapOf(t.app.config))).toBe(0);
    const rows = await t.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.kind, "guest-arrival-reminder")));
    expect(rows.map((row) => row.bookingId)).toEqual([soon]);

    await NotificationWorker.forApp(t.app).runOnce();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([guest.email]);
    expect(mail?.subject).toMatch(/^До скорой встречи: ваше пребывание начинается /);
    expect(mail?.text).toContain("Villa No. 276, Mubarak Housing 7, Hurghada, Egypt");
    expect(mail?.text).toContain("с 15:00");
    // The next day's run does not remind the same stay again.
    clock.advance(24 * 60 * 60_000);
    expect(await enqueueArrivalReminders(t.db, clock.now(), mailCapOf(t.app.config))).toBe(0);
  });
});

describe(`without SMTP_URL (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;
  let bookingId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: movableClock(NOW).now, config: { publicUrl: SITE } });
    admin = await loginAs(t.app, "ADMIN");
    guest = await registerUser(t.app, { fullName: "Marie Curie" });
    const res = await postBooking(
      t.app,
      { ...guest.headers, "x-language": "fr" },
      bookingBody(t.seeded?.villaId ?? ""),
    );
    bookingId = res.json<{ data: { id: string } }>().data.id;
  });
  afterAll(async () => t?.close());

  const list = (who: TestUser | null, query = "") =>
    t.app.inject({ method: "GET", url: `/api/notifications${query}`, headers: who ? who.headers : {} });

  it("mails are kept in the outbox, not sent, and the admin API lists them", async () => {
    const pass = await NotificationWorker.forApp(t.app).runOnce();
    expect(pass).toMatchObject({ kept: 2, sent: 0 });
    // Kept once: a later pass has nothing more to keep.
    expect(await NotificationWorker.forApp(t.app).runOnce()).toMatchObject({ kept: 0 });

    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      data: { id: string; kind: string; status: string; recipient: string; subject: string }[];
      pagination: object;
    }>();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(body.data.map((n) => [n.kind, n.status, n.recipient]).sort()).toEqual(
      [
        ["guest-request-received", "kept", guest.email],
        ["owner-new-request", "kept", TEST_ADMIN.email],
      ].sort(),
    );
    const guestMail = body.data.find((n) => n.kind === "guest-request-received");
    expect(guestMail?.subject).toBe("Nous avons bien reçu votre demande de réservation");

    const one = await t.app.inject({
      method: "GET",
      url: `/api/notifications/${guestMail?.id}`,
      headers: admin.headers,
    });
    expect(one.statusCode).toBe(200);
    const detail = one.json<{ data: { text: string; bookingId: string } }>().data;
    expect(detail.bookingId).toBe(bookingId);
    expect(detail.text).toContain("Bonjour Marie Curie,");
    expect(detail.text).toContain(`${SITE}/fr/my-bookings`);
  });

  it("pages and filters like the other admin lists", async () => {
    const page = await list(admin, "?limit=1&page=2");
    expect(page.json<{ data: unknown[]; pagination: object }>()).toMatchObject({
      data: [{}],
      pagination: { page: 2, limit: 1, total: 2, totalPages: 2 },
    });
    expect((await list(admin, "?status=sent")).json<{ data: unknown[] }>().data).toEqual([]);
    expect((await list(admin, "?status=kept")).json<{ data: unknown[] }>().data).toHaveLength(2);
    expect((await list(admin, "?status=lost")).statusCode).toBe(422);
    expect((await list(admin, "?limit=500")).statusCode).toBe(422);
  });

  it("is for admins only", async () => {
    const host = await registerUser(t.app, { role: "HOST" });
    expect((await list(guest)).statusCode).toBe(403);
    expect((await list(host)).json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    expect((await list(null)).json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    const [row] = await t.db.select().from(notificationOutbox).limit(1);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/notifications/${row?.id}`, headers: guest.headers })).statusCode,
    ).toBe(403);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/notifications/00000000-0000-4000-8000-000000000000",
      headers: admin.headers,
    });
    expect(missing.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/notifications/not-an-id", headers: admin.headers })).statusCode,
    ).toBe(422);
  });

  it("a deactivated admin is not mailed about new requests", async () => {
    const other = await registerUser(t.app, { role: "ADMIN" });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
    const res = await postBooking(
      t.app,
      guest.headers,
      bookingBody(t.seeded?.villaId ?? "", { checkIn: day(40), checkOut: day(42) }),
    );
    const id = res.json<{ data: { id: string } }>().data.id;
    const recipients = (await t.db.select().from(notificationOutbox).where(eq(notificationOutbox.bookingId, id))).map(
      (row) => row.recipient,
    );
    expect(recipients.sort()).toEqual([guest.email, TEST_ADMIN.email].sort());
  });
});

// POST /api/bookings gives the guest's profile the request's phone and date of birth where the profile has none, so
// "Complete your profile" does not ask again for what was just typed; what the profile already holds is never
// overwritten, and a refused request changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOW, bookingBody, day, postBooking } from "./bookings-helpers.ts";
import { createTestApp, movableClock, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

describe(`a booking request fills an incomplete profile (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  const clock = movableClock(NOW);
  let villaId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    villaId = t.seeded!.villaId!;
  });
  afterAll(async () => t?.close());

  const profileOf = async (user: TestUser) => {
    const res = await t.app.inject({ method: "GET", url: "/api/profile", headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { phone: string | null; dateOfBirth: string | null } }>().data;
  };
  const putProfile = async (user: TestUser, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: "PUT", url: "/api/profile", headers: user.headers, payload });
    expect(res.statusCode).toBe(200);
  };

  it("a profile without phone or date of birth takes the ones of the request", async () => {
    const guest = await registerUser(t.app);
    expect(await profileOf(guest)).toMatchObject({ phone: null, dateOfBirth: null });
    const res = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(20), checkOut: day(22), phone: " +20 100 123 4567 " }),
    );
    expect(res.statusCode).toBe(201);
    expect(await profileOf(guest)).toMatchObject({ phone: "+20 100 123 4567", dateOfBirth: "1990-05-20" });
  });

  it("only the empty field is filled: a phone already in the profile stays", async () => {
    const guest = await registerUser(t.app);
    await putProfile(guest, { phone: "+33 6 12 34 56 78" });
    const res = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(30), checkOut: day(32), dateOfBirth: "1979-02-03" }),
    );
    expect(res.statusCode).toBe(201);
    expect(await profileOf(guest)).toMatchObject({ phone: "+33 6 12 34 56 78", dateOfBirth: "1979-02-03" });
  });

  it("a complete profile is never overwritten", async () => {
    const guest = await registerUser(t.app);
    await putProfile(guest, { phone: "+49 151 23456789", dateOfBirth: "1970-07-07" });
    const res = await postBooking(t.app, guest.headers, bookingBody(villaId, { checkIn: day(40), checkOut: day(42) }));
    expect(res.statusCode).toBe(201);
    expect(await profileOf(guest)).toMatchObject({ phone: "+49 151 23456789", dateOfBirth: "1970-07-07" });
  });

  it("a refused request leaves the profile as it was", async () => {
    const guest = await registerUser(t.app);
    const refused = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(20), checkOut: day(22) }),
    );
    expect(refused.statusCode).toBe(409);
    const invalid = await postBooking(
      t.app,
      guest.headers,
      bookingBody(villaId, { checkIn: day(50), checkOut: day(52), dateOfBirth: "2020-01-01" }),
    );
    expect(invalid.statusCode).toBe(422);
    expect(await profileOf(guest)).toMatchObject({ phone: null, dateOfBirth: null });
  });
});

// /api/settings/site (DESIGN 7.3): public read, ADMIN-only edit, every rule's 422, the main villa's 404, and the
// round trip; a fresh install's settings are the seeded villa and the contact details the site shipped with.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_CONTACT } from "../../src/domain/site-settings.ts";
import { eq } from "drizzle-orm";
import { siteSettings, villas } from "../../src/server/db/schema.ts";
import { seed } from "../../src/server/db/seed.ts";
import { insertVilla } from "./bookings-helpers.ts";
import {
  createTestApp,
  loginAs,
  registerUser,
  TEST_ADMIN,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const URL = "/api/settings/site";

describe(`site settings (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let host: TestUser;
  let guest: TestUser;
  let seededId: string;
  let valid: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, host, guest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app),
    ]);
    seededId = t.seeded!.villaId!;
    valid = {
      mainVillaId: seededId,
      phone: "+33 6 12 34 56 78",
      email: "  Owner@Example.COM ",
      whatsapp: "+20 100 555 0101",
      address: "12 Sea Road \nEl Gouna\n\n Egypt ",
      latitude: 27.39,
      longitude: -33.67,
      tourVideoUrl: "https://videos.example.org/tour.mp4",
      hostPhotoUrl: null,
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  const put = (body: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: "PUT", url: URL, headers, payload: body as object });

  it("answers a fresh install with the seeded villa and the shipped contact details, to anyone", async () => {
    const res = await t.app.inject({ method: "GET", url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { mainVillaId: seededId, ...DEFAULT_SITE_CONTACT } });
  });

  it("lets only an ADMIN edit", async () => {
    expect((await put(valid, {})).json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    expect((await put(valid, {})).statusCode).toBe(401);
    for (const user of [guest, host]) {
      const res = await put(valid, user.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    expect((await t.app.inject({ method: "GET", url: URL })).json().data.phone).toBe(DEFAULT_SITE_CONTACT.phone);
  });

  it("refuses each broken rule with 422 and names every field to fix", async () => {
    const res = await put({
      mainVillaId: "not-an-id",
      phone: "12",
      email: "nobody@",
      whatsapp: "call me",
      address: "   ",
      latitude: 91,
      longitude: "east",
      tourVideoUrl: "http://videos.example.org/tour.mp4",
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(
      ["address", "email", "latitude", "longitude", "mainVillaId", "phone", "tourVideoUrl", "whatsapp"].sort(),
    );
    expect((await put({})).statusCode).toBe(422);
    expect((await put({ ...valid, longitude: -180.5 })).json().errors).toEqual([
      { path: "longitude", message: "Longitude must be a number from -180 to 180" },
    ]);
    expect((await put({ ...valid, tourVideoUrl: "javascript:alert(1)" })).statusCode).toBe(422);
    expect((await put({ ...valid, address: "x".repeat(301) })).statusCode).toBe(422);
    expect((await put({ ...valid, phone: 12345678901 })).statusCode).toBe(422);
  });

  it("answers 404 for a villa that does not exist and 422 for an inactive one", async () => {
    const missing = await put({ ...valid, mainVillaId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
    const hidden = await insertVilla(t.db, admin.id, { title: "Hidden", isActive: false });
    const inactive = await put({ ...valid, mainVillaId: hidden.id });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors).toEqual([{ path: "mainVillaId", message: "The main villa must be active" }]);
  });

  it("stores an edit as checked and reads it back, the public read included", async () => {
    // Read first, so the edit must reach a cached answer too.
    await t.app.inject({ method: "GET", url: URL });
    const second = await insertVilla(t.db, admin.id, { title: "Second" });
    const res = await put({ ...valid, mainVillaId: second.id });
    expect(res.statusCode).toBe(200);
    const stored = {
      mainVillaId: second.id,
      phone: "+33 6 12 34 56 78",
      email: "owner@example.com",
      whatsapp: "+20 100 555 0101",
      address: "12 Sea Road\nEl Gouna\nEgypt",
      latitude: 27.39,
      longitude: -33.67,
      tourVideoUrl: "https://videos.example.org/tour.mp4",
      hostPhotoUrl: null,
    };
    expect(res.json()).toEqual({ success: true, message: "Site settings saved", data: stored });
    expect((await t.app.inject({ method: "GET", url: URL })).json().data).toEqual(stored);

    // Blank optional fields clear them; the version counts the edits.
    const [before] = await t.db.select({ version: siteSettings.version }).from(siteSettings);
    const cleared = await put({ ...valid, whatsapp: "", tourVideoUrl: null });
    expect(cleared.json().data).toMatchObject({ whatsapp: null, tourVideoUrl: null, mainVillaId: seededId });
    const [after] = await t.db.select({ version: siteSettings.version }).from(siteSettings);
    expect(after!.version).toBe(before!.version + 1);
  });

  it("takes the host's portrait as an uploaded photo's address or an https one, and clears it when blank", async () => {
    const photo = "/media/0b9e4bde-56a4-4b39-9d53-7d5d2f1f2a10/1600.jpg";
    const uploaded = await put({ ...valid, hostPhotoUrl: ` ${photo} ` });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.hostPhotoUrl).toBe(photo);
    expect((await t.app.inject({ method: "GET", url: URL })).json().data.hostPhotoUrl).toBe(photo);
    const remote = await put({ ...valid, hostPhotoUrl: "https://photos.example.org/karim.jpg" });
    expect(remote.json().data.hostPhotoUrl).toBe("https://photos.example.org/karim.jpg");
    // Absent, as a client that knows no portrait sends the whole object: the illustration again.
    const { hostPhotoUrl: _absent, ...withoutPhoto } = valid;
    expect((await put(withoutPhoto)).json().data.hostPhotoUrl).toBeNull();
    expect((await put({ ...valid, hostPhotoUrl: "" })).json().data.hostPhotoUrl).toBeNull();
  });

  it.each([
    "http://photos.example.org/karim.jpg",
    "javascript:alert(1)",
    "/media/not-an-id/1600.jpg",
    "/media/0b9e4bde-56a4-4b39-9d53-7d5d2f1f2a10/1600.png",
    "/images/about/host.svg",
    "//evil.example.org/x.jpg",
    "karim.jpg",
  ])("refuses %s as the host's portrait with 422 VALIDATION_FAILED", async (hostPhotoUrl) => {
    const before = (await t.app.inject({ method: "GET", url: URL })).json().data;
    const res = await put({ ...valid, hostPhotoUrl });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: "VALIDATION_FAILED",
      errors: [
        {
          path: "hostPhotoUrl",
          message: "The host's portrait must be an uploaded photo or an https:// image address",
        },
      ],
    });
    expect((await t.app.inject({ method: "GET", url: URL })).json().data).toEqual(before);
  });

  it("keeps the owner's settings over a restart's seed, and forgets a deleted main villa", async () => {
    await seed(t.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
    expect((await t.app.inject({ method: "GET", url: URL })).json().data.phone).toBe("+33 6 12 34 56 78");
    const doomed = await insertVilla(t.db, admin.id, { title: "Doomed" });
    expect((await put({ ...valid, mainVillaId: doomed.id })).statusCode).toBe(200);
    await t.db.delete(villas).where(eq(villas.id, doomed.id));
    expect((await t.app.inject({ method: "GET", url: URL })).json().data.mainVillaId).toBeNull();
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.paths[URL].get.tags).toEqual(["settings"]);
    const body = doc.paths[URL].put.requestBody.content["application/json"].schema.properties;
    expect(body).toHaveProperty("mainVillaId");
    expect(body).toHaveProperty("hostPhotoUrl");
    expect(
      doc.paths[URL].get.responses["200"].content["application/json"].schema.properties.data.properties,
    ).toHaveProperty("hostPhotoUrl");
  });
});

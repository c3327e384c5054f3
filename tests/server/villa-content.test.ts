// GET|PUT /api/villas/{id}/content (DESIGN 7.3): who may read and write it, its rules, and the public villa answers
// in the reader's language with English where a translation is missing, never carrying the stay's secrets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOW, insertVilla } from "./bookings-helpers.ts";
import { createTestApp, loginAs, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

const CONTENT = {
  title: { en: "Villa Coral", fr: "Villa Corail", ru: "Вилла Коралл", de: "Villa Koralle" },
  description: { en: "Sea view, private pool.", fr: "Vue mer, piscine privée.", de: "" },
  address: { en: "276 Mubarak Housing 7, North Hurghada", ru: "Мубарак 7, дом 276, Северная Хургада" },
  arrivalInstructions: { en: "Ring twice.\nThe gate opens inwards." },
  houseRules: {},
  checkOutSteps: { en: "Leave the keys on the table." },
  wifiNetwork: "Coral-5G",
  wifiPassword: "sea-breeze-42",
  accessCode: "4711",
  revealDaysBeforeArrival: 3,
  phone: "+20 100 000 2760",
  whatsapp: null,
  latitude: 27.3,
  longitude: 33.7,
};

describe(`villa content (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let otherHost: TestUser;
  let guest: TestUser;
  let villaId: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(NOW), seed: false });
    [admin, owner, otherHost, guest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app),
    ]);
    villaId = (await insertVilla(t.db, owner.id, { title: "Old title" })).id;
  });
  afterAll(async () => t?.close());

  const put = (body: unknown, who: TestUser, id = villaId) =>
    t.app.inject({ method: "PUT", url: `/api/villas/${id}/content`, headers: who.headers, payload: body as object });
  const read = (who: TestUser) =>
    t.app.inject({ method: "GET", url: `/api/villas/${villaId}/content`, headers: who.headers });
  const publicVilla = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/villas/${villaId}${query}`, headers });

  it("lets the owner write it whole and read it back; the English texts become the villa's own", async () => {
    const res = await put(CONTENT, owner);
    expect(res.statusCode, res.body).toBe(200);
    const back = await read(owner);
    expect(back.statusCode).toBe(200);
    const content = back.json().data;
    // A blank translation is a missing one.
    expect(content.description).toEqual({ en: "Sea view, private pool.", fr: "Vue mer, piscine privée." });
    expect(content).toMatchObject({ ...CONTENT, description: content.description });
    const english = await publicVilla("");
    expect(english.json().data).toMatchObject({
      title: "Villa Coral",
      description: "Sea view, private pool.",
      address: "276 Mubarak Housing 7, North Hurghada",
    });
    // An ADMIN may read any villa's content too.
    expect((await read(admin)).statusCode).toBe(200);
  });

  it("answers a public read in the reader's language, English where a translation is missing", async () => {
    const french = (await publicVilla("?lang=fr")).json().data;
    expect(french).toMatchObject({
      title: "Villa Corail",
      description: "Vue mer, piscine privée.",
      address: "276 Mubarak Housing 7, North Hurghada",
    });
    const russian = (await publicVilla("", { "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" })).json().data;
    expect(russian).toMatchObject({ title: "Вилла Коралл", description: "Sea view, private pool." });
    expect(russian.address).toBe("Мубарак 7, дом 276, Северная Хургада");
    // The list answers the same way, and a cached English list does not answer a German reader.
    const list = await t.app.inject({ method: "GET", url: "/api/villas?limit=5" });
    expect(list.json().data.find((v: { id: string }) => v.id === villaId).title).toBe("Villa Coral");
    const german = await t.app.inject({ method: "GET", url: "/api/villas?limit=5&lang=de" });
    expect(german.json().data.find((v: { id: string }) => v.id === villaId).title).toBe("Villa Koralle");
    expect(german.headers.vary).toContain("Accept-Language");
  });

  it("never puts the stay's secrets or the content document in a public answer", async () => {
    for (const res of [
      await publicVilla("?lang=fr"),
      await t.app.inject({ method: "GET", url: "/api/villas?limit=5" }),
    ]) {
      expect(res.body).not.toContain("sea-breeze-42");
      expect(res.body).not.toContain("4711");
      expect(res.body).not.toContain("Coral-5G");
      expect(res.body).not.toContain("Ring twice");
      expect(res.body).not.toContain('"content"');
    }
  });

  it("is the owner's and the admins' only", async () => {
    expect((await read(guest)).statusCode).toBe(403);
    expect((await read(otherHost)).statusCode).toBe(403);
    expect((await put(CONTENT, otherHost)).statusCode).toBe(403);
    expect((await put(CONTENT, guest)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/villas/${villaId}/content` });
    expect(anonymous.statusCode).toBe(401);
    const missing = await put(CONTENT, admin, "00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
  });

  it("refuses a broken edit with the rule's message and changes nothing", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...CONTENT, title: { fr: "Seulement en français" } }, "title.en", "Please enter the title in English"],
      [{ ...CONTENT, address: { en: "   " } }, "address.en", "Please enter the address in English"],
      [
        { ...CONTENT, title: { ...CONTENT.title, de: "x".repeat(201) } },
        "title.de",
        "Title must be at most 200 characters",
      ],
      [{ ...CONTENT, houseRules: { ru: "x".repeat(4001) } }, "houseRules.ru", "Text must be at most 4000 characters"],
      [
        { ...CONTENT, revealDaysBeforeArrival: 31 },
        "revealDaysBeforeArrival",
        "Days before arrival must be between 0 and 30",
      ],
      [{ ...CONTENT, phone: "call me" }, "phone", "Invalid phone number format"],
      [{ ...CONTENT, latitude: 91 }, "latitude", "Latitude must be between -90 and 90"],
      [{ ...CONTENT, longitude: null }, "latitude", "Please enter both latitude and longitude, or neither"],
    ];
    for (const [body, path, message] of cases) {
      const res = await put(body, owner);
      expect(res.statusCode, path).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
      expect(res.json().errors).toContainEqual(expect.objectContaining({ path, message }));
    }
    // Unknown fields, other languages and hostile text are refused too.
    expect((await put({ ...CONTENT, ownerId: guest.id }, owner)).statusCode).toBe(422);
    expect((await put({ ...CONTENT, title: { ...CONTENT.title, es: "Villa" } }, owner)).statusCode).toBe(422);
    expect((await put({ ...CONTENT, title: { en: "Villa\u0000" } }, owner)).statusCode).toBe(422);
    expect((await put({ ...CONTENT, description: { en: "x".repeat(100_000) } }, owner)).statusCode).toBe(422);
    // The texts that span lines may: a description in French with a line break is fine.
    const multiLine = await put({ ...CONTENT, description: { en: "One.\nTwo.", fr: "Un.\nDeux." } }, owner);
    expect(multiLine.statusCode, multiLine.body).toBe(200);
    expect((await read(owner)).json().data.title).toEqual(CONTENT.title);
  });
});

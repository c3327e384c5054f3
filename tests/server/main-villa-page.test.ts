// The public booking page shows the site's main villa (site settings, DESIGN 7.3), never the first or newest of the
// list: a villa created after the seeded one changes nothing until the owner chooses it, and then the next request
// shows it. The prerendered pages and the languages' offline packs are the build's files while they would print what
// the build printed, and are rendered again once the contact details or the main villa differ. The build's page
// renderer is stood in for by one that prints what it was given.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, SEED_VILLA } from "../../src/server/db/seed.ts";
import { readSiteSettings, writeSiteSettings } from "../../src/server/settings/site-settings.ts";
import webStatic from "../../src/server/web/static.ts";
import { insertVilla } from "./bookings-helpers.ts";
import { eq } from "drizzle-orm";
import { media, villas } from "../../src/server/db/schema.ts";
import { createTestDatabase, TEST_ADMIN, TEST_DB_KIND, type TestDatabase } from "./test-app.ts";

const RENDERER = `export async function renderBookingPage(url, villa) { return villa.title; }
export async function renderPage(path, contact, villa) {
  return [path, contact.phone, villa.maxGuests, villa.images[0] ?? "-", villa.imageAlts[0] || "-", villa.language].join(" ");
}
export function pageHtml(shell, page) { return "<!doctype html><title>" + page + "</title>"; }`;
const BUILT_CONTACT_PAGE = "<!doctype html><title>the build's contact page</title>";
const BUILT_PACK = JSON.stringify({
  pages: { "/fr": "the build's home page", "/fr/contact": "the build's contact page" },
  files: { "/assets/messages-fr.js": "catalog" },
});
const PACK = "/offline/fr-3f2a9c.json";

describe(`the booking page's villa (${TEST_DB_KIND})`, () => {
  let database: TestDatabase;
  let dist: string;
  let app: FastifyInstance;
  let adminId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    adminId = (await seed(database.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password })).adminId;
    dist = await mkdtemp(join(tmpdir(), "villa-dist-"));
    await writeFile(join(dist, "index.html"), "<!doctype html><title>shell</title>");
    await mkdir(join(dist, ".ssr"));
    await writeFile(join(dist, ".ssr", "render-page.js"), RENDERER);
    await mkdir(join(dist, "en", "contact"), { recursive: true });
    await writeFile(join(dist, "en", "contact", "index.html"), BUILT_CONTACT_PAGE);
    await mkdir(join(dist, "offline"));
    await writeFile(join(dist, PACK.slice(1)), BUILT_PACK);
    app = Fastify({ logger: false });
    app.decorate("db", database.db);
    app.decorate("clock", () => new Date());
    await app.register(webStatic, { root: dist });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  const page = async () => (await app.inject({ method: "GET", url: "/en/booking" })).body;

  it("shows the main villa, not a villa created after it, until the owner chooses that one", async () => {
    expect(await page()).toBe(`<!doctype html><title>${SEED_VILLA.title}</title>`);
    const second = await insertVilla(database.db, adminId, {
      title: "The Newer Villa",
      createdAt: new Date(Date.now() + 60_000),
    });
    // A villa created earlier than the seeded one would be "the first" of the list: it is not shown either.
    await insertVilla(database.db, adminId, { title: "The Older Villa", createdAt: new Date("2020-01-01T00:00:00Z") });
    expect(await page()).toContain(SEED_VILLA.title);

    const { settings } = await readSiteSettings(database.db);
    await writeSiteSettings(database.db, { ...settings, mainVillaId: second.id });
    expect(await page()).toContain("The Newer Villa");
  });

  const seededVillaId = async () =>
    (await database.db.select({ id: villas.id }).from(villas).where(eq(villas.title, SEED_VILLA.title)))[0]!.id;

  it("sends a prerendered page as built until the contact details change, then renders it with the new ones", async () => {
    const { settings: chosen } = await readSiteSettings(database.db);
    const settings = { ...chosen, mainVillaId: await seededVillaId() };
    await writeSiteSettings(database.db, settings);
    const contactPage = async () => (await app.inject({ method: "GET", url: "/en/contact" })).body;
    expect(await contactPage()).toBe(BUILT_CONTACT_PAGE);
    await writeSiteSettings(database.db, { ...settings, phone: "+20 122 555 0199" });
    expect(await contactPage()).toBe(
      "<!doctype html><title>/en/contact +20 122 555 0199 10 /images/villa/1.jpg - en</title>",
    );
    await writeSiteSettings(database.db, { ...settings, phone: "+20 122 555 0200" });
    expect(await contactPage()).toContain("/en/contact +20 122 555 0200");
    // Back to the shipped details: the build's file again.
    await writeSiteSettings(database.db, settings);
    expect(await contactPage()).toBe(BUILT_CONTACT_PAGE);
  });

  it("renders the pages with the main villa's own photos and guests once they differ from the shipped ones", async () => {
    const { settings: chosen } = await readSiteSettings(database.db);
    const id = await seededVillaId();
    await writeSiteSettings(database.db, { ...chosen, mainVillaId: id });
    const contactPage = async () => await app.inject({ method: "GET", url: "/en/contact" });
    const built = await contactPage();
    expect(built.body).toBe(BUILT_CONTACT_PAGE);
    const shippedVersion = built.headers["x-site-version"];
    expect(shippedVersion).toMatch(/^[\w-]{16}$/);
    const builtPack = await app.inject({ method: "GET", url: PACK });
    expect(builtPack.body).toBe(BUILT_PACK);

    const photo = "/media/0b6f1b2e-4a7c-4d8e-9f10-1234567890ab/1600.jpg";
    await database.db.insert(media).values({
      id: "0b6f1b2e-4a7c-4d8e-9f10-1234567890ab",
      uploadedBy: adminId,
      width: 1600,
      height: 1200,
      alt: { en: "The terrace at dawn", fr: "La terrasse à l'aube" },
    });
    try {
      await database.db
        .update(villas)
        .set({ images: [photo], maxGuests: 6 })
        .where(eq(villas.id, id));
      const rendered = await contactPage();
      expect(rendered.body).toBe(
        `<!doctype html><title>/en/contact +20 100 000 2760 6 ${photo} The terrace at dawn en</title>`,
      );
      expect(rendered.headers["x-site-version"]).not.toBe(shippedVersion);
      // The pictures are described in the page's language.
      const pack = await app.inject({ method: "GET", url: PACK });
      expect(pack.headers["cache-control"]).toBe("no-cache");
      expect(pack.headers["x-site-version"]).not.toBe(builtPack.headers["x-site-version"]);
      expect(JSON.parse(pack.body)).toEqual({
        pages: {
          "/fr": `<!doctype html><title>/fr +20 100 000 2760 6 ${photo} La terrasse à l'aube fr</title>`,
          "/fr/contact": `<!doctype html><title>/fr/contact +20 100 000 2760 6 ${photo} La terrasse à l'aube fr</title>`,
        },
        files: { "/assets/messages-fr.js": "catalog" },
      });
    } finally {
      await database.db
        .update(villas)
        .set({ images: [...SEED_VILLA.images], maxGuests: SEED_VILLA.maxGuests })
        .where(eq(villas.id, id));
    }
    expect((await contactPage()).body).toBe(BUILT_CONTACT_PAGE);
    const pack = await app.inject({ method: "GET", url: PACK });
    expect(pack.body).toBe(BUILT_PACK);
    expect(pack.headers["x-site-version"]).toBe(builtPack.headers["x-site-version"]);
  });

  it("falls back to the page's own No Villas Available (the shell) when no villa is chosen", async () => {
    const { settings } = await readSiteSettings(database.db);
    await writeSiteSettings(database.db, { ...settings, mainVillaId: null });
    expect(await page()).toBe("<!doctype html><title>shell</title>");
  });
});

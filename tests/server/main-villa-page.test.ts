// The public booking page shows the site's main villa (site settings, DESIGN 7.3), never the first or newest of the
// list: a villa created after the seeded one changes nothing until the owner chooses it, and then the next request
// shows it. The build's page renderer is stood in for by one that prints the villa's title.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, SEED_VILLA } from "../../src/server/db/seed.ts";
import { readSiteSettings, writeSiteSettings } from "../../src/server/settings/site-settings.ts";
import webStatic from "../../src/server/web/static.ts";
import { insertVilla } from "./bookings-helpers.ts";
import { createTestDatabase, TEST_ADMIN, TEST_DB_KIND, type TestDatabase } from "./test-app.ts";

const RENDERER = `export async function renderBookingPage(url, villa) { return villa.title; }
export async function renderPage(path, contact) { return path + " " + contact.phone; }
export function pageHtml(shell, page) { return "<!doctype html><title>" + page + "</title>"; }`;
const BUILT_CONTACT_PAGE = "<!doctype html><title>the build's contact page</title>";

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

  it("sends a prerendered page as built until the contact details change, then renders it with the new ones", async () => {
    const contactPage = async () => (await app.inject({ method: "GET", url: "/en/contact" })).body;
    expect(await contactPage()).toBe(BUILT_CONTACT_PAGE);
    const { settings } = await readSiteSettings(database.db);
    await writeSiteSettings(database.db, { ...settings, phone: "+20 122 555 0199" });
    expect(await contactPage()).toBe("<!doctype html><title>/en/contact +20 122 555 0199</title>");
    await writeSiteSettings(database.db, { ...settings, phone: "+20 122 555 0200" });
    expect(await contactPage()).toBe("<!doctype html><title>/en/contact +20 122 555 0200</title>");
    // Back to the shipped details: the build's file again.
    await writeSiteSettings(database.db, settings);
    expect(await contactPage()).toBe(BUILT_CONTACT_PAGE);
  });

  it("falls back to the page's own No Villas Available (the shell) when no villa is chosen", async () => {
    const { settings } = await readSiteSettings(database.db);
    await writeSiteSettings(database.db, { ...settings, mainVillaId: null });
    expect(await page()).toBe("<!doctype html><title>shell</title>");
  });
});

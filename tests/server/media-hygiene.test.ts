// Upload hygiene (issue 21): one account may upload MEDIA_UPLOADS_PER_10_MINUTES photos in any 10 minutes (429
// RATE_LIMITED with Retry-After past it, nothing stored, other accounts unaffected), and what a crash left of an
// upload in the local media folder (a hidden `.partial-<id>` folder) is removed at the next start once it is old
// enough not to be another instance's upload in progress.
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../../src/server/db/schema.ts";
import { FileMediaStorage, PARTIAL_MAX_AGE_MS } from "../../src/server/media/file-storage.ts";
import { multipartFile, phoneJpeg } from "./media-helpers.ts";
import {
  createTestApp,
  loginAs,
  movableClock,
  registerUser,
  TEST_DB_KIND,
  type TestApp,
  type TestUser,
} from "./test-app.ts";

const ID = (n: number) => `0b9e4bde-56a4-4b39-9d53-7d5d2f1f2a1${n}`;

describe(`photo upload limit (${TEST_DB_KIND})`, () => {
  const clock = movableClock("2026-06-01T10:00:00Z");
  let t: TestApp;
  let dataDir: string;
  let host: TestUser;
  let admin: TestUser;
  let photo: Buffer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "villa-media-limit-"));
    t = await createTestApp({ clock: clock.now, config: { dataDir, mediaUploadsPer10Minutes: 3 } });
    [host, admin] = await Promise.all([registerUser(t.app, { role: "HOST" }), loginAs(t.app, "ADMIN")]);
    photo = await phoneJpeg(64, 48, 1);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (user: TestUser) => {
    const { payload, headers } = multipartFile(photo);
    return t.app.inject({ method: "POST", url: "/api/media", payload, headers: { ...headers, ...user.headers } });
  };
  const rowCount = async () => (await t.db.select().from(media)).length;

  it("refuses the upload past the limit with 429 RATE_LIMITED and Retry-After, storing nothing", async () => {
    for (let i = 0; i < 3; i++) {
      clock.advance(60_000);
      expect((await upload(host)).statusCode).toBe(201);
    }
    const rows = await rowCount();
    clock.advance(60_000);
    const refused = await upload(host);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(refused.json().message).toMatch(/Too many photos uploaded from this account/);
    // The first of the three leaves the window 10 minutes after it was counted: 7 minutes from now.
    expect(refused.headers["retry-after"]).toBe(String(7 * 60));
    expect(await rowCount()).toBe(rows);
  });

  it("counts per account: another owner still uploads", async () => {
    expect((await upload(admin)).statusCode).toBe(201);
  });

  it("lets the account upload again once the oldest upload leaves the window", async () => {
    clock.advance(7 * 60_000 - 1_000);
    expect((await upload(host)).statusCode).toBe(429);
    clock.advance(1_000);
    expect((await upload(host)).statusCode).toBe(201);
    expect((await upload(host)).statusCode).toBe(429);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.paths["/api/media"].post.responses).toHaveProperty("429");
  });
});

describe(`interrupted uploads (${TEST_DB_KIND})`, () => {
  let dataDir: string;
  let root: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "villa-media-leftovers-"));
    root = join(dataDir, "media");
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A hidden upload folder with one file, last changed `ageMs` ago. */
  async function partial(id: string, ageMs: number): Promise<string> {
    const folder = join(root, `.partial-${id}`);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "480.jpg"), "half a photo");
    const at = new Date(Date.now() - ageMs);
    await utimes(folder, at, at);
    return folder;
  }

  it("removes a crash's old leftovers at start, and keeps stored photos, young uploads and other files", async () => {
    await partial(ID(1), PARTIAL_MAX_AGE_MS + 60_000);
    await partial(ID(2), 24 * 60 * 60_000);
    await partial(ID(3), 5_000);
    await mkdir(join(root, ID(4)), { recursive: true });
    await writeFile(join(root, ID(4), "480.jpg"), "a whole photo");
    // Not an upload's folder: not ours to remove, however old.
    const stranger = join(root, ".partial-notes");
    await mkdir(stranger);
    await utimes(stranger, new Date(0), new Date(0));

    const t = await createTestApp({ config: { dataDir } });
    try {
      expect((await readdir(root)).sort()).toEqual([`.partial-${ID(3)}`, ".partial-notes", ID(4)].sort());
    } finally {
      await t.close();
    }
  });

  it("answers what it removed, and nothing for a missing media folder", async () => {
    const storage = new FileMediaStorage(root);
    await partial(ID(5), PARTIAL_MAX_AGE_MS + 1_000);
    expect(await storage.removeLeftovers()).toEqual([`.partial-${ID(5)}`]);
    // A young one becomes a leftover once it is old enough.
    expect(await storage.removeLeftovers(Date.now() + PARTIAL_MAX_AGE_MS + 10_000)).toEqual([`.partial-${ID(3)}`]);
    expect(await new FileMediaStorage(join(dataDir, "nowhere")).removeLeftovers()).toEqual([]);
  });
});

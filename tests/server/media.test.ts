// /api/media and /media/<id>/<file> (issue 21): an owner's phone photo becomes upright, metadata-free web variants;
// what is not a photo, too big or a decompression bomb is refused with nothing stored; alternative texts per
// language; the files served with a year's caching and no way out of the media folder.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Media } from "../../src/domain/index.ts";
import { eq } from "drizzle-orm";
import { media, villas } from "../../src/server/db/schema.ts";
import { multipartFile, phoneJpeg, pngBomb } from "./media-helpers.ts";
import { createTestApp, loginAs, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

describe(`media uploads (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let dataDir: string;
  let admin: TestUser;
  let host: TestUser;
  let otherHost: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "villa-media-test-"));
    t = await createTestApp({ config: { dataDir } });
    [admin, host, otherHost, guest] = await Promise.all([
      loginAs(t.app, "ADMIN"),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app, { role: "HOST" }),
      registerUser(t.app),
    ]);
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer, user: TestUser | null = host, options: Parameters<typeof multipartFile>[1] = {}) => {
    const { payload, headers } = multipartFile(bytes, options);
    return t.app.inject({
      method: "POST",
      url: "/api/media",
      payload,
      headers: { ...headers, ...(user ? user.headers : {}) },
    });
  };
  const storedIds = async () =>
    (await readdir(join(dataDir, "media")).catch(() => [])).filter((n) => !n.startsWith("."));
  const rowCount = async () => (await t.db.select().from(media)).length;
  const file = (url: string) => t.app.inject({ method: "GET", url });

  let uploaded: Media;

  it("turns a phone photo into upright WebP and JPEG variants at 480, 960 and 1600 without its metadata", async () => {
    // 2400×1200 stored sideways (orientation 6): the photo is 1200 wide, 2400 tall.
    const original = await phoneJpeg(2400, 1200, 6);
    const before = await sharp(original).metadata();
    // Its EXIF (little-endian) points to a GPS block: tag 0x8825.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.orientation).toBe(6);
    expect(before.icc).toBeDefined();

    const res = await upload(original);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: true; data: Media }>();
    expect(body.success).toBe(true);
    uploaded = body.data;
    const { id } = uploaded;
    expect(uploaded).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      width: 1200,
      height: 2400,
      url: `/media/${id}/1600.jpg`,
      variants: [
        { width: 480, height: 960, format: "webp", url: `/media/${id}/480.webp` },
        { width: 480, height: 960, format: "jpeg", url: `/media/${id}/480.jpg` },
        { width: 960, height: 1920, format: "webp", url: `/media/${id}/960.webp` },
        { width: 960, height: 1920, format: "jpeg", url: `/media/${id}/960.jpg` },
        // Never enlarged: the 1600 files are the photo's own 1200 pixels.
        { width: 1200, height: 2400, format: "webp", url: `/media/${id}/1600.webp` },
        { width: 1200, height: 2400, format: "jpeg", url: `/media/${id}/1600.jpg` },
      ],
      alt: { en: "", fr: "", ru: "", de: "" },
    });

    for (const variant of uploaded.variants) {
      const res = await file(variant.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(variant.format === "webp" ? "image/webp" : "image/jpeg");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(variant.format);
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      // Nothing of the camera's: no EXIF (so no GPS), no orientation left to apply, no ICC profile.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from("PhoneMaker"))).toBe(false);
      // Turned upright: the red half of the sideways original is now on top.
      const { data } = await sharp(res.rawPayload)
        .resize(2, 2, { fit: "fill" })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200); // top-left red
      expect(data[2]).toBeLessThan(60); // top-left not blue
      expect(data[6 + 2]).toBeGreaterThan(200); // bottom-left blue
    }
    expect(await storedIds()).toEqual([id]);
  });

  it("answers the photo to hosts and admins, not to guests", async () => {
    const url = `/api/media/${uploaded.id}`;
    const res = await t.app.inject({ method: "GET", url, headers: otherHost.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: uploaded });
    expect((await t.app.inject({ method: "GET", url, headers: guest.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/media/00000000-0000-4000-8000-000000000000",
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps the alternative texts its uploader or an admin writes, trimmed, at most 200 characters each", async () => {
    const url = `/api/media/${uploaded.id}`;
    const put = (user: TestUser, payload: object) =>
      t.app.inject({ method: "PUT", url, headers: user.headers, payload });
    const res = await put(host, { alt: { en: "  The pool at dusk ", fr: "La piscine au crépuscule", ru: "", de: "" } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Media }>().data.alt).toEqual({
      en: "The pool at dusk",
      fr: "La piscine au crépuscule",
      ru: "",
      de: "",
    });
    expect((await put(admin, { alt: { en: "Pool", de: "Pool am Abend" } })).json<{ data: Media }>().data.alt).toEqual({
      en: "Pool",
      fr: "",
      ru: "",
      de: "Pool am Abend",
    });
    expect((await put(otherHost, { alt: { en: "Mine now" } })).statusCode).toBe(403);
    expect((await put(guest, { alt: { en: "Mine now" } })).statusCode).toBe(403);
    const tooLong = await put(host, { alt: { en: "x".repeat(201) } });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    const control = await put(host, { alt: { en: "bad\u0000" } });
    expect(control.statusCode).toBe(422);
    const read = await t.app.inject({ method: "GET", url, headers: host.headers });
    expect(read.json<{ data: Media }>().data.alt.de).toBe("Pool am Abend");
  });

  it("gives public villa reads each image's alternative text in the reader's language, English where missing", async () => {
    const villaId = t.seeded!.villaId!;
    await t.db
      .update(villas)
      .set({ images: ["/images/villa/1.jpg", uploaded.url] })
      .where(eq(villas.id, villaId));
    const alts = async (lang: string) => {
      const one = await t.app.inject({ method: "GET", url: `/api/villas/${villaId}?lang=${lang}` });
      const list = await t.app.inject({
        method: "GET",
        url: "/api/villas?limit=1",
        headers: { "accept-language": lang },
      });
      const listed = list.json<{ data: { id: string; imageAlts: string[] }[] }>().data.find((v) => v.id === villaId);
      expect(listed?.imageAlts).toEqual(one.json<{ data: { imageAlts: string[] } }>().data.imageAlts);
      return listed?.imageAlts;
    };
    expect(await alts("de")).toEqual(["", "Pool am Abend"]);
    expect(await alts("fr")).toEqual(["", "Pool"]);
    // A change of text shows at once, though the villa list is cached: the media table drops the cache too.
    await t.app.inject({
      method: "PUT",
      url: `/api/media/${uploaded.id}`,
      headers: admin.headers,
      payload: { alt: { en: "Pool", fr: "Piscine" } },
    });
    expect(await alts("fr")).toEqual(["", "Piscine"]);
  });

  it("refuses guests and visitors before reading the upload", async () => {
    const photo = await phoneJpeg(64, 48);
    const asGuest = await upload(photo, guest);
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
    expect((await upload(photo, null)).statusCode).toBe(401);
  });

  it("refuses a file that is not a photo with 415 and stores nothing", async () => {
    const before = { ids: await storedIds(), rows: await rowCount() };
    for (const bytes of [
      Buffer.from("%PDF-1.7\nnot a photo at all\n"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      (await phoneJpeg(200, 100)).subarray(0, 300),
      Buffer.alloc(0),
    ]) {
      const res = await upload(bytes, host, { filename: "holiday.jpg" });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        success: false,
        code: "UNSUPPORTED_IMAGE",
        message: "This file is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.",
      });
    }
    expect({ ids: await storedIds(), rows: await rowCount() }).toEqual(before);
  });

  it("refuses a decompression bomb and a file over 25 MB with 413, storing nothing", async () => {
    const before = { ids: await storedIds(), rows: await rowCount() };
    const started = Date.now();
    const bomb = await upload(pngBomb(20_000), host, { filename: "bomb.png", contentType: "image/png" });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual({
      success: false,
      code: "IMAGE_TOO_LARGE",
      message: "This photo is too large. Use a photo under 25 MB and 50 megapixels.",
    });
    expect(Date.now() - started).toBeLessThan(2000);

    const huge = await upload(Buffer.alloc(25 * 1024 * 1024 + 1, 0xff));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: "IMAGE_TOO_LARGE" });
    expect({ ids: await storedIds(), rows: await rowCount() }).toEqual(before);
  });

  it("wants exactly one part named file, sent as multipart", async () => {
    const photo = await phoneJpeg(64, 48);
    expect((await upload(photo, host, { field: "photo" })).statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/media",
      headers: host.headers,
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(400);
  });

  it("answers a multipart body cut off mid-file with 400 BAD_REQUEST, storing nothing", async () => {
    const { payload, headers } = multipartFile(await phoneJpeg(64, 48));
    const rowsBefore = await rowCount();
    const cut = await t.app.inject({
      method: "POST",
      url: "/api/media",
      headers: { ...host.headers, ...headers },
      payload: payload.subarray(0, Math.floor(payload.length / 2)),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
    expect(await rowCount()).toBe(rowsBefore);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.paths["/api/media"].post.tags).toEqual(["media"]);
    expect(Object.keys(doc.paths["/api/media"].post.responses)).toEqual(expect.arrayContaining(["201", "413", "415"]));
    expect(doc.paths["/api/media/{id}"].put.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "alt",
    );
    expect(doc.paths["/media/{id}/{file}"]).toBeUndefined();
  });

  it("serves only the exact file names of an upload: anything else is a 404", async () => {
    const { id } = uploaded;
    for (const url of [
      `/media/${id}/1200.jpg`,
      `/media/${id}/1600.png`,
      `/media/${id}/..%2F..%2Fetc%2Fpasswd`,
      `/media/..%2F${id}/1600.jpg`,
      `/media/${id.toUpperCase()}/1600.jpg`,
      "/media/00000000-0000-4000-8000-000000000000/1600.jpg",
      `/media/.partial-${id}/1600.jpg`,
    ]) {
      const res = await file(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

// Uploads kept in an S3-compatible bucket: a real S3 server (s3rver, started here on loopback) receives the
// variants signed with Signature V4, GET /media/... reads them back through the app, and a failed upload leaves
// no object behind.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error s3rver ships no types; the test uses its constructor, run() and close() only.
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Media } from "../../src/domain/index.ts";
import { loadConfig } from "../../src/server/config.ts";
import { S3MediaStorage } from "../../src/server/media/s3-storage.ts";
import { multipartFile, phoneJpeg } from "./media-helpers.ts";
import { createTestApp, registerUser, TEST_DB_KIND, type TestApp, type TestUser } from "./test-app.ts";

const BUCKET = "villa-photos";

describe(`media uploads in an S3 bucket (${TEST_DB_KIND})`, () => {
  let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
  let folder: string;
  let t: TestApp;
  let host: TestUser;
  let storage: S3MediaStorage;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "villa-s3-"));
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await server.run();
    // s3rver's fixed key pair; the settings go through the same parsing as the server's environment.
    const { s3 } = loadConfig({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    });
    t = await createTestApp({ config: { s3, dataDir: join(folder, "unused") } });
    host = await registerUser(t.app, { role: "HOST" });
    storage = t.app.mediaStorage as S3MediaStorage;
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("stores every variant in the bucket and serves it back through /media/", async () => {
    expect(storage).toBeInstanceOf(S3MediaStorage);
    const { payload, headers } = multipartFile(await phoneJpeg(2000, 1000, 1));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/media",
      payload,
      headers: { ...headers, ...host.headers },
    });
    expect(res.statusCode).toBe(201);
    const uploaded = res.json<{ data: Media }>().data;
    expect(uploaded).toMatchObject({ width: 1600, height: 800 });
    for (const variant of uploaded.variants) {
      const file = await t.app.inject({ method: "GET", url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe(variant.format === "webp" ? "image/webp" : "image/jpeg");
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
        variant.format,
        variant.width,
        variant.height,
        undefined,
      ]);
    }
    // Straight from the bucket, with the key the storage writes.
    const direct = await storage.read(uploaded.id, "480.webp");
    expect(direct).not.toBeNull();
    direct?.body.destroy();
    expect((await t.app.inject({ method: "GET", url: `/media/${uploaded.id}/1200.jpg` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/media/00000000-0000-4000-8000-000000000000/480.jpg" })).statusCode,
    ).toBe(404);
  });

  it("removes what it wrote when a file fails half-way, and removing twice is fine", async () => {
    const id = "11111111-2222-4333-8444-555555555555";
    const good = { name: "480.jpg", contentType: "image/jpeg", bytes: Buffer.from("jpeg bytes") };
    const bad = { name: "../escape.jpg", contentType: "image/jpeg", bytes: Buffer.from("x") };
    await expect(storage.save(id, [good, bad])).rejects.toThrow();
    expect(await storage.read(id, "480.jpg")).toBeNull();
    await storage.remove(id);
  });

  // s3rver checks the key id, not a V4 signature's value: a real bucket refuses a wrong secret the same way.
  it("reports the bucket's refusal of an unknown key", async () => {
    const wrong = new S3MediaStorage({ ...storage.settings, accessKeyId: "NOT-A-KEY" });
    await expect(
      wrong.save("11111111-2222-4333-8444-666666666666", [
        { name: "480.jpg", contentType: "image/jpeg", bytes: Buffer.from("x") },
      ]),
    ).rejects.toThrow(/403/);
  });
});

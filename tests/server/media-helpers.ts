// Photos for the media tests and bench: real JPEGs with camera metadata, a decompression bomb, multipart bodies.
import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A JPEG of `width`×`height` as a phone stores it: EXIF with a GPS position and a rotation, an ICC profile. */
export async function phoneJpeg(width: number, height: number, orientation = 6): Promise<Buffer> {
  // Left half red, right half blue: after the 90° turn of orientation 6, red is on top.
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: "#0000ff" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "27/1 15/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "33/1 48/1 0/1" },
    })
    .withMetadata({ orientation })
    .withIccProfile("p3")
    .toBuffer();
}

/** A realistic 12-megapixel photo's worth of detail: smooth shapes under sensor noise, as a camera JPEG. */
export async function noisyPhoto(width = 4000, height = 3000): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .blur(0.6)
    .raw()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#3a8fd6"/><stop offset="1" stop-color="#e8d3a9"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f4f1e8"/></svg>`,
  );
  return sharp(gradient)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes declaring `side`×`side` pixels of one colour, whose rows of
 * zeros a real decoder would have to inflate in full.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // One row (a filter byte then zeros), deflated; enough of the stream to look real, not the whole picture.
  const rows = deflateSync(Buffer.alloc((side + 1) * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part, and its Content-Type header. */
export function multipartFile(
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: { "content-type": string } } {
  const boundary = `----villa${randomBytes(8).toString("hex")}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? "file"}"; ` +
    `filename="${options.filename ?? "photo.jpg"}"\r\nContent-Type: ${options.contentType ?? "image/jpeg"}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

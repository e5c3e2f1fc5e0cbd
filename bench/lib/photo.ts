/**
 * A camera-like JPEG for the photo-upload benchmark: 12 megapixels (4032 × 3024, a phone's
 * sensor), soft colour areas with sensor-like grain, at quality 90. The grain's strength is
 * searched for until the file is within 5 % of the size asked for, so the server decodes a real
 * image of a real photo's size rather than a flat colour that compresses to nothing.
 */
import sharp from "sharp";
import { multipartForm } from "../../tests/harness/multipart";

export const photoWidth = 4032;
export const photoHeight = 3024;

/** A small deterministic generator (xorshift32), so every run uploads the same photo. */
function generator(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
}

/** Soft colour areas: coarse noise scaled up smoothly to the full size, raw RGB. */
async function baseImage(random: () => number): Promise<Buffer> {
  const width = Math.round(photoWidth / 96);
  const height = Math.round(photoHeight / 96);
  const coarse = Buffer.alloc(width * height * 3);
  for (let index = 0; index < coarse.length; index++) coarse[index] = 40 + random() * 180;
  return sharp(coarse, { raw: { width, height, channels: 3 } })
    .resize(photoWidth, photoHeight, { kernel: "cubic" })
    .raw()
    .toBuffer();
}

async function encode(base: Buffer, grain: number, seed: number): Promise<Buffer> {
  const random = generator(seed);
  const pixels = Buffer.allocUnsafe(base.length);
  for (let index = 0; index < base.length; index++) {
    const value = base[index]! + (random() - 0.5) * grain;
    pixels[index] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width: photoWidth, height: photoHeight, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A JPEG of about `targetBytes` (within 5 %), or the closest the search found. */
export async function cameraLikeJpeg(targetBytes: number, seed = 27): Promise<Buffer> {
  const base = await baseImage(generator(seed));
  let low = 0;
  let high = 160;
  let best = await encode(base, high, seed + 1);
  for (let round = 0; round < 10; round++) {
    if (Math.abs(best.length - targetBytes) <= targetBytes * 0.05) break;
    const grain = (low + high) / 2;
    const candidate = await encode(base, grain, seed + 1);
    if (Math.abs(candidate.length - targetBytes) < Math.abs(best.length - targetBytes)) {
      best = candidate;
    }
    if (candidate.length > targetBytes) high = grain;
    else low = grain;
  }
  return best;
}

/** A review form post with one photo, as a browser sends it without JavaScript. */
export function reviewWithPhoto(
  fields: Record<string, string>,
  photo: Buffer,
): { body: Buffer; contentType: string } {
  return multipartForm(
    fields,
    [{ field: "photos", name: "IMG_2741.jpg", bytes: photo }],
    "----verdant-bench-photo",
  );
}

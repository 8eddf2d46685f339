/** Shared helpers of the upload tests (profile photo, offer photos): real images and multipart bodies. */
import { readdirSync } from 'node:fs';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import type { DbOrTx } from '../../src/db/client.ts';
import { authThrottle } from '../../src/db/schema.ts';
import { IMAGE_UPLOAD_RATE_LIMIT } from '../../src/lib/image-upload.ts';

/** A sharp image of one colour (encode it with .png() / .jpeg(), then .toBuffer()). */
export const solidImage = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A distinct real image per seed (colour), PNG by default. */
export async function testImage(seed: number, format: 'png' | 'jpeg' = 'png', width = 640, height = 480) {
  const img = solidImage(width, height, { r: (seed * 37) % 256, g: (seed * 91) % 256, b: seed % 256 });
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

/** A multipart body with the given files (field name, file name, type, bytes); a random boundary by default. */
export function multipart(
  files: { field?: string; name: string; type: string; data: Buffer }[],
  boundary = `----bbtest${Math.random().toString(16).slice(2)}`,
) {
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * An image over UPLOAD_MAX_PIXELS (6000 × 6000 = 36 MP; 24 MP is the cap), PNG, or only its first
 * kilobyte when `truncated`: the header still says 6000 × 6000 but no pixel can be decoded, so an
 * answer about its size proves the check read the header alone.
 */
export async function oversizedImage(truncated = false): Promise<Buffer> {
  const png = await solidImage(6000, 6000, { r: 30, g: 60, b: 90 }).png().toBuffer();
  return truncated ? png.subarray(0, 1024) : png;
}

/** A 12 MP phone photo (4032 × 3024 JPEG), under the pixel cap. */
export const phonePhoto = () => solidImage(4032, 3024, { r: 90, g: 140, b: 60 }).jpeg().toBuffer();

/** Folders under the uploads root (one per stored upload). */
export const storedFolders = (root: string) => readdirSync(root).length;

/** Forgets every member's image-upload count, so a test starts with the whole UPLOAD_RATE_LIMIT. */
export async function resetUploadRateLimits(db: DbOrTx) {
  await db.delete(authThrottle).where(like(authThrottle.key, `${IMAGE_UPLOAD_RATE_LIMIT.name}:%`));
}

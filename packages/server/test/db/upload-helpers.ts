/** Shared helpers of the upload tests (profile photo, offer photos): real images and multipart bodies. */
import sharp from 'sharp';

/** A sharp image of one colour (encode it with .png() / .jpeg(), then .toBuffer()). */
export const solidImage = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A distinct real image per seed (colour), PNG by default. */
export async function testImage(seed: number, format: 'png' | 'jpeg' = 'png', width = 640, height = 480) {
  const img = solidImage(width, height, { r: (seed * 37) % 256, g: (seed * 91) % 256, b: seed % 256 });
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

/** A multipart body with the given files (field name, file name, type, bytes). */
export function multipart(files: { field?: string; name: string; type: string; data: Buffer }[]) {
  const boundary = `----bbtest${Math.random().toString(16).slice(2)}`;
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

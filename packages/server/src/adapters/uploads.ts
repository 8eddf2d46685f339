/**
 * Storage of uploaded images: the UploadStorage interface, the image checks and encoding every
 * storage shares, and the local-disk storage under `${dataDir}/uploads/<uploadId>/<variant>.webp`
 * (the S3-compatible one is uploads-s3.ts). Images are checked by CONTENT (sharp reads the real format; the client's name and type are not
 * trusted), re-encoded to WebP without metadata (EXIF, GPS, ICC comments) and resized.
 * With an in-memory database (`memory://`, tests) files go to a temporary folder of this process.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  PROFILE_PHOTO_MAX_PX,
  PROFILE_PHOTO_THUMB_PX,
  UPLOAD_MAX_PIXELS,
  type UPLOAD_VARIANTS,
} from '@barterbits/contracts';
import sharp from 'sharp';

export type UploadVariant = (typeof UPLOAD_VARIANTS)[number];

/** The public URL of one stored variant of an upload (served by GET /v1/uploads/:id/:file). */
export const uploadUrl = (id: string, variant: UploadVariant) => `/v1/uploads/${id}/${variant}.webp`;

/** Formats accepted by content (sharp's names) and their MIME types. */
const ACCEPTED_FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

let memoryRoot: string | undefined;
/** Open storages on the memory root; the last one to close removes it. */
let memoryUsers = 0;

/** The folder uploads live in for a data directory. */
export function uploadsRoot(dataDir: string): string {
  if (dataDir.startsWith('memory://')) {
    memoryRoot ??= mkdtempSync(path.join(os.tmpdir(), 'barterbits-uploads-'));
    return memoryRoot;
  }
  return path.resolve(dataDir, 'uploads');
}

export interface InspectedImage {
  mime: string;
  width: number;
  height: number;
  sha256: string;
}

/**
 * Whether an inspected image is over UPLOAD_MAX_PIXELS (decoding cost grows with the pixels, not the
 * bytes: a small file may claim 100000×100000). Check it before `storeImage`.
 */
export const overPixelLimit = (image: Pick<InspectedImage, 'width' | 'height'>): boolean =>
  image.width * image.height > UPLOAD_MAX_PIXELS;

export interface StoredImage {
  id: string;
  /** Folder of the upload relative to the uploads root. */
  path: string;
  mime: 'image/webp';
  /** Bytes of the stored full-size file. */
  size: number;
  width: number;
  height: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` is an upload id (a UUID). */
export const isUploadId = (id: string) => UUID.test(id);

/** Throws unless `id` is an upload id (a UUID), so it can never reach a path or key as `..` or `/`. */
export function checkUploadId(id: string): string {
  if (!isUploadId(id)) throw new Error(`Not an upload id: ${id}`);
  return id;
}

/**
 * The real format and size of `buf` from its header (no pixel is decoded), or null when it is not a
 * JPEG, PNG or WebP image sharp can read. Any pixel count is answered: see overPixelLimit.
 */
export async function inspectImage(buf: Buffer): Promise<InspectedImage | null> {
  try {
    const meta = await sharp(buf, { limitInputPixels: false }).metadata();
    const mime = meta.format ? ACCEPTED_FORMATS[meta.format] : undefined;
    if (!mime || !meta.width || !meta.height) return null;
    return {
      mime,
      width: meta.width,
      height: meta.height,
      sha256: createHash('sha256').update(buf).digest('hex'),
    };
  } catch {
    return null;
  }
}

/** The stored variants of one image, WebP, and the size of the full one. */
export interface EncodedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Encodes an image as `full` (upright, at most PROFILE_PHOTO_MAX_PX on its longest side, metadata
 * stripped) and `thumb` (PROFILE_PHOTO_THUMB_PX square, cover crop). Throws when the content cannot be
 * decoded or is over UPLOAD_MAX_PIXELS.
 */
export async function encodeImage(buf: Buffer): Promise<EncodedImage> {
  const base = () => sharp(buf, { limitInputPixels: UPLOAD_MAX_PIXELS }).rotate();
  const full = await base()
    .resize(PROFILE_PHOTO_MAX_PX, PROFILE_PHOTO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  const thumb = await base()
    .resize(PROFILE_PHOTO_THUMB_PX, PROFILE_PHOTO_THUMB_PX, { fit: 'cover', position: 'attention' })
    .webp({ quality: 82 })
    .toBuffer();
  return { full: full.data, thumb, width: full.info.width, height: full.info.height };
}

/** The StoredImage answer for an encoded image stored under `id`. */
export const storedImage = (id: string, image: EncodedImage): StoredImage => ({
  id,
  path: id,
  mime: 'image/webp',
  size: image.full.length,
  width: image.width,
  height: image.height,
});

/**
 * Where uploaded images live: the local disk (createUploadStorage) or an S3-compatible bucket
 * (createS3UploadStorage in uploads-s3.ts). One per app (app.ts), shared by the modules through Deps.
 */
export interface UploadStorage {
  /** The real format and size of `buf` by content (inspectImage), or null when it is not an accepted image. */
  inspect(buf: Buffer): Promise<InspectedImage | null>;
  /**
   * Stores an image as `full.webp` and `thumb.webp` under a new upload id (encodeImage). Returns null
   * when the content cannot be decoded or is over UPLOAD_MAX_PIXELS.
   */
  storeImage(buf: Buffer): Promise<StoredImage | null>;
  /** One variant's bytes (image/webp), or null when it is not stored. */
  read(id: string, variant: UploadVariant): Promise<Buffer | null>;
  /** Whether one variant is stored. */
  exists(id: string, variant: UploadVariant): Promise<boolean>;
  /** Removes an upload's variants; missing ones are fine. */
  remove(id: string): Promise<void>;
  /** Releases what the storage holds (called once when the app closes; later calls do nothing). */
  close(): Promise<void>;
}

/** The local-disk storage: an UploadStorage with its folder and the file of each variant. */
export interface LocalUploadStorage extends UploadStorage {
  root: string;
  /** Absolute file of one variant (the id is checked to be a UUID, so no path tricks). */
  filePath(id: string, variant: UploadVariant): string;
}

/** Stores uploads on the local disk under `${dataDir}/uploads` (a temporary folder for `memory://`). */
export function createUploadStorage(dataDir: string): LocalUploadStorage {
  const inMemory = dataDir.startsWith('memory://');
  const root = uploadsRoot(dataDir);
  mkdirSync(root, { recursive: true });
  if (inMemory) memoryUsers++;
  let closed = false;
  const folder = (id: string) => path.join(root, checkUploadId(id));
  const filePath = (id: string, variant: UploadVariant) => path.join(folder(id), `${variant}.webp`);

  return {
    root,
    filePath,
    inspect: inspectImage,

    async storeImage(buf: Buffer): Promise<StoredImage | null> {
      const id = randomUUID();
      const dir = folder(id);
      try {
        const image = await encodeImage(buf);
        await mkdir(dir, { recursive: true });
        await writeFile(path.join(dir, 'full.webp'), image.full);
        await writeFile(path.join(dir, 'thumb.webp'), image.thumb);
        return storedImage(id, image);
      } catch {
        await rm(dir, { recursive: true, force: true });
        return null;
      }
    },

    async read(id: string, variant: UploadVariant): Promise<Buffer | null> {
      try {
        return await readFile(filePath(id, variant));
      } catch {
        return null;
      }
    },

    async exists(id: string, variant: UploadVariant): Promise<boolean> {
      try {
        return (await stat(filePath(id, variant))).isFile();
      } catch {
        return false;
      }
    },

    /** With an in-memory database the files go too, like the data. */
    async close(): Promise<void> {
      if (closed || !inMemory) return;
      closed = true;
      memoryUsers--;
      if (memoryUsers === 0 && memoryRoot) {
        const dir = memoryRoot;
        memoryRoot = undefined;
        await rm(dir, { recursive: true, force: true });
      }
    },

    async remove(id: string): Promise<void> {
      await rm(folder(id), { recursive: true, force: true });
    },
  };
}

/**
 * Uploaded images in an S3-compatible bucket (AWS S3, MinIO, …), behind the same
 * UploadStorage as the local disk. Objects are `uploads/<uploadId>/<variant>.webp`, the disk's layout
 * under a prefix; the server still serves them at /v1/uploads/… (and the private routes), so stored
 * URLs and access checks do not change.
 */
import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { UPLOAD_VARIANTS } from '@barterbits/contracts';
import type { S3Config } from '../config.ts';
import {
  checkUploadId,
  type EncodedImage,
  encodeImage,
  inspectImage,
  isUploadId,
  type StoredImage,
  storedImage,
  type UploadStorage,
  type UploadVariant,
} from './uploads.ts';

/** The key prefix of the uploads in the bucket. */
export const S3_UPLOADS_PREFIX = 'uploads/';

/** The object key of one variant of an upload. */
export const uploadKey = (id: string, variant: UploadVariant) =>
  `${S3_UPLOADS_PREFIX}${checkUploadId(id)}/${variant}.webp`;

/**
 * Whether an S3 error says the object is not there (NoSuchKey; NotFound for HEAD, which has no body).
 * A missing bucket (NoSuchBucket) is a misconfiguration and is thrown.
 */
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound');

/** An S3Client for the configuration: path-style when asked, checksums only where S3 requires them. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default CRC checksums on every request are not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The S3 storage: an UploadStorage that can also write one variant as it is (the copy from disk). */
export interface S3UploadStorage extends UploadStorage {
  bucket: string;
  /** Writes one variant's WebP bytes (scripts/uploads-to-s3.mjs copies the disk's files with it). */
  put(id: string, variant: UploadVariant, body: Buffer): Promise<void>;
}

/** Stores uploads in the configured bucket; the bucket must exist. */
export function createS3UploadStorage(config: S3Config, client = createS3Client(config)): S3UploadStorage {
  const { bucket } = config;
  let closed = false;

  const put = async (id: string, variant: UploadVariant, body: Buffer) => {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: uploadKey(id, variant),
        Body: body,
        ContentType: 'image/webp',
      }),
    );
  };

  const remove = async (id: string) => {
    // One DeleteObject per variant: deleting a missing key succeeds, and no multi-delete checksum is needed.
    await Promise.all(
      UPLOAD_VARIANTS.map((variant) =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: uploadKey(id, variant) })),
      ),
    );
  };

  return {
    bucket,
    put,
    remove,
    inspect: inspectImage,

    async storeImage(buf: Buffer): Promise<StoredImage | null> {
      let image: EncodedImage;
      try {
        image = await encodeImage(buf);
      } catch {
        return null;
      }
      // A failing bucket is an outage, not a bad image: it is thrown (500, logged), not answered as 415.
      const id = randomUUID();
      try {
        await Promise.all([put(id, 'full', image.full), put(id, 'thumb', image.thumb)]);
      } catch (err) {
        await remove(id).catch(() => {});
        throw err;
      }
      return storedImage(id, image);
    },

    async read(id: string, variant: UploadVariant): Promise<Buffer | null> {
      if (!isUploadId(id)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: uploadKey(id, variant) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },

    async exists(id: string, variant: UploadVariant): Promise<boolean> {
      if (!isUploadId(id)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: uploadKey(id, variant) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      client.destroy();
    },
  };
}

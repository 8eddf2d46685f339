/**
 * Copies the uploads of the local disk (`<root>/<uploadId>/<variant>.webp`) into the S3
 * bucket, for a move from DATA_DIR to S3_BUCKET (scripts/uploads-to-s3.mjs). Idempotent: an object
 * already in the bucket is skipped, so a run that stopped half-way is simply run again.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_VARIANTS } from '@barterbits/contracts';
import { isUploadId, type UploadVariant } from './uploads.ts';
import type { S3UploadStorage } from './uploads-s3.ts';

/** What a copy did: files copied, already in the bucket (skipped), and failed with their reasons. */
export interface CopySummary {
  total: number;
  copied: number;
  skipped: number;
  failed: { file: string; error: string }[];
}

/** One file of the disk to copy. */
interface UploadFile {
  id: string;
  variant: UploadVariant;
  file: string;
}

const VARIANT_FILES = new Map<string, UploadVariant>(UPLOAD_VARIANTS.map((v) => [`${v}.webp`, v]));

/** The variant files under `root`, in a stable order; folders that are not upload ids are left alone. */
async function listUploadFiles(root: string): Promise<UploadFile[]> {
  const folders = (await readdir(root, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && isUploadId(d.name))
    .map((d) => d.name)
    .sort();
  const files: UploadFile[] = [];
  for (const id of folders) {
    for (const name of (await readdir(path.join(root, id))).sort()) {
      const variant = VARIANT_FILES.get(name);
      if (variant) files.push({ id, variant, file: path.join(root, id, name) });
    }
  }
  return files;
}

/**
 * Copies every upload file under `root` that the bucket does not hold yet, `concurrency` at a time;
 * `onProgress` gets a line every `progressEvery` files and at the end. A failed file is recorded and
 * the others go on.
 */
export async function copyUploadsToS3(opts: {
  root: string;
  target: S3UploadStorage;
  concurrency?: number;
  progressEvery?: number;
  onProgress?: (line: string) => void;
}): Promise<CopySummary> {
  const files = await listUploadFiles(opts.root);
  const summary: CopySummary = { total: files.length, copied: 0, skipped: 0, failed: [] };
  const every = opts.progressEvery ?? 100;
  let done = 0;
  const report = () =>
    opts.onProgress?.(
      `${done}/${summary.total} files: ${summary.copied} copied, ${summary.skipped} already in s3://${opts.target.bucket}, ${summary.failed.length} failed`,
    );

  const copyOne = async (f: UploadFile) => {
    try {
      if (await opts.target.exists(f.id, f.variant)) summary.skipped++;
      else {
        await opts.target.put(f.id, f.variant, await readFile(f.file));
        summary.copied++;
      }
    } catch (err) {
      summary.failed.push({ file: f.file, error: err instanceof Error ? err.message : String(err) });
    }
    done++;
    if (done % every === 0 && done < summary.total) report();
  };

  let next = 0;
  const worker = async () => {
    while (next < files.length) await copyOne(files[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 8) }, worker));
  report();
  return summary;
}

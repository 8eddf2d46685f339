// Copies the uploads of the local disk (DATA_DIR/uploads) into the S3 bucket of S3_BUCKET
// and the other S3_* settings, before the server is started with S3_BUCKET. Idempotent: objects already
// in the bucket are skipped, so it can be run again after a failure or for uploads made meanwhile.
//
//   node --import tsx scripts/uploads-to-s3.mjs [--data-dir ./data] [--concurrency 8]
//
// Run it with the server's environment (S3_*, DATA_DIR) from the server's working directory: a relative
// DATA_DIR is read from the current directory, as the server does. Exit code 0 when every file is in
// the bucket, 1 when some failed (run it again), 2 when it cannot start (settings, missing folder).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { uploadsRoot } from '../packages/server/src/adapters/uploads.ts';
import { copyUploadsToS3 } from '../packages/server/src/adapters/uploads-copy.ts';
import { createS3Client, createS3UploadStorage } from '../packages/server/src/adapters/uploads-s3.ts';
import { ConfigError, loadConfig } from '../packages/server/src/config.ts';

const { values: opts } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    concurrency: { type: 'string', default: '8' },
  },
});

const fail = (message) => {
  console.error(`✖ ${message}`);
  process.exit(2);
};

let config;
try {
  config = loadConfig();
} catch (e) {
  fail(e instanceof ConfigError ? e.message : String(e));
}
if (!config.s3)
  fail('S3_BUCKET is not set: set it and the other S3_* settings of the server, then run again.');
const dataDir = opts['data-dir'] ?? config.dataDir;
if (dataDir.startsWith('memory://'))
  fail(`DATA_DIR=${dataDir} keeps no files: point --data-dir at the server's data folder.`);
const root = uploadsRoot(dataDir);
if (!existsSync(root)) fail(`No uploads folder at ${root}: check DATA_DIR or --data-dir.`);
const concurrency = Number(opts.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1)
  fail(`--concurrency ${opts.concurrency}: expected a whole number ≥ 1.`);

const where = `s3://${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ` (AWS, ${config.s3.region})`}`;
console.log(`Copying ${root} to ${where} …`);
const client = createS3Client(config.s3);
try {
  await client.send(new HeadBucketCommand({ Bucket: config.s3.bucket }));
} catch (e) {
  client.destroy();
  const status = e?.$metadata?.httpStatusCode;
  fail(
    status === 404
      ? `The bucket ${config.s3.bucket} does not exist: create it first.`
      : `Cannot reach the bucket ${config.s3.bucket} (${status ? `HTTP ${status}` : (e?.message ?? e)}): check the S3_* settings.`,
  );
}
const target = createS3UploadStorage(config.s3, client);
try {
  const summary = await copyUploadsToS3({
    root,
    target,
    concurrency,
    onProgress: (line) => console.log(line),
  });
  for (const f of summary.failed) console.error(`✖ ${f.file}: ${f.error}`);
  console.log(
    `Done: ${summary.total} files, ${summary.copied} copied, ${summary.skipped} already there, ${summary.failed.length} failed.`,
  );
  if (summary.failed.length) {
    console.error(
      'Some files were not copied: fix the cause above and run the command again (copied files are skipped).',
    );
    process.exitCode = 1;
  }
} finally {
  await target.close();
}

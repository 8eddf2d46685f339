/**
 * A local stand-in for an S3-compatible bucket: s3rver on a random port in a temporary
 * folder, with one bucket, and the S3Config that reaches it (path-style, its fixed key pair).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../src/config.ts';

/** The part of s3rver's API the tests use (it ships no types). */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** A running stand-in: the config of its bucket, and `stop` that closes it and removes its folder. */
export interface S3StandIn {
  config: S3Config;
  stop(): Promise<void>;
}

/** Starts s3rver with the bucket `bucket` (empty) on a free port of 127.0.0.1. */
export async function startS3StandIn(bucket = 'barterbits-test'): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'barterbits-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

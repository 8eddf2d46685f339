/** The S3_* settings of the upload storage (parseS3Config of config.ts). */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseS3Config } from '../../src/config.ts';

describe('S3 settings', () => {
  it('leaves uploads on the local disk without S3_BUCKET', () => {
    expect(parseS3Config({})).toBeUndefined();
    expect(parseS3Config({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://minio:9000' })).toBeUndefined();
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads a MinIO setup: path-style by default when an endpoint is set', () => {
    expect(
      parseS3Config({
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }),
    ).toEqual({
      bucket: 'uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
  });

  it('reads an AWS setup: no endpoint, virtual-hosted unless asked, default credentials', () => {
    expect(parseS3Config({ S3_BUCKET: 'bb-prod', S3_REGION: 'ca-central-1' })).toEqual({
      bucket: 'bb-prod',
      endpoint: undefined,
      region: 'ca-central-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(parseS3Config({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'true' })?.forcePathStyle).toBe(true);
    expect(
      parseS3Config({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' })
        ?.forcePathStyle,
    ).toBe(false);
  });

  it('refuses half a key pair, an endpoint that is not a URL and a flag that is not true or false', () => {
    expect(() => parseS3Config({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => parseS3Config({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'only-secret' })).toThrow(ConfigError);
    expect(() => parseS3Config({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT=minio:9000/,
    );
    expect(() => parseS3Config({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE=yes/,
    );
  });
});

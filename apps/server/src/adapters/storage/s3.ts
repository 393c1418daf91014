import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import {
  assertValidStorageKey,
  contentTypeForKey,
  isValidStorageKey,
  type StorageAdapter,
  type StoredFile,
} from './storage.ts';

type S3Config = NonNullable<Config['s3']>;

function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

/**
 * Production adapter: an S3-compatible bucket. Files are still served by the app under /uploads
 * (one origin, our Content-Security-Policy, no public bucket needed). With S3_ENDPOINT (MinIO, R2,
 * a local stand-in) addressing is path-style, which every S3-compatible service understands.
 */
export function createS3Storage(config: S3Config, urlPrefix = '/uploads'): StorageAdapter {
  const client = new S3Client({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
  });
  const Bucket = config.bucket;

  return {
    async put(key, body, contentType) {
      assertValidStorageKey(key);
      const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key): Promise<StoredFile | null> {
      if (!isValidStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const body = await object.Body.transformToByteArray();
        // The type follows the key, as on local disk: what is served never depends on what was claimed at upload.
        return {
          body,
          contentType: contentTypeForKey(key),
          size: body.byteLength,
          modifiedAt: object.LastModified ?? new Date(),
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      if (!isValidStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      assertValidStorageKey(key);
      // S3 answers 204 whether or not the key existed: deleting twice is not an error.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    publicUrl(key) {
      return `${urlPrefix}/${key}`;
    },
  };
}

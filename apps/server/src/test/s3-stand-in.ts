import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3StandIn {
  /** S3_* variables that point the app at this stand-in (path-style through S3_ENDPOINT). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process (s3rver) on a random port, with one empty bucket. */
export async function startS3StandIn(bucket = 'themeport-test'): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'themeport-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

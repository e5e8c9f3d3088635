import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { refuseStandInOutsideLocal, serverEnv, type ServerEnv } from '@/env/server';

/**
 * Where claim photos are kept: a local directory by default (outside public/, so only the
 * photo route serves them, after its owner or permission check), or an S3-compatible bucket.
 */
export interface PhotoStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes a photo; one that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** A key nobody can guess and that is safe as a file name. */
export const newPhotoKey = (customerId: number, extension: string) =>
  `claims/${customerId}-${randomBytes(16).toString('hex')}.${extension}`;

const SAFE_KEY = /^claims\/\d+-[0-9a-f]{32}\.(jpg|png|webp)$/;

export function localStore(dir: string): PhotoStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('Refusing an unexpected photo key.');
    return path.join(dir, key);
  };
  return {
    async put(key, bytes) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

interface Bucket {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Path-style S3 requests (endpoint/bucket/key), signed with Signature Version 4 by aws4fetch,
 * which works with any S3-compatible endpoint. The payload hash is signed as sent rather than
 * UNSIGNED-PAYLOAD, so the bucket refuses bytes changed on the way. Sent through `fetcher`
 * without aws4fetch's retries: a refusal fails the request that made it, loudly.
 */
export function s3Store(bucket: Bucket, fetcher: typeof fetch = fetch): PhotoStore {
  const client = new AwsClient({
    accessKeyId: bucket.accessKeyId,
    secretAccessKey: bucket.secretAccessKey,
    region: bucket.region,
    service: 's3',
  });
  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    contentType?: string,
  ) {
    const url = `${bucket.endpoint.replace(/\/$/, '')}/${bucket.bucket}/${key}`;
    const request = await client.sign(url, {
      method,
      headers: {
        'x-amz-content-sha256': createHash('sha256')
          .update(body ?? '')
          .digest('hex'),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      body: body ? new Uint8Array(body) : undefined,
      // Signs the content type too (aws4fetch leaves it out by default), as the bucket serves it.
      aws: { allHeaders: true },
    });
    return fetcher(request);
  }
  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, bytes, contentType);
      if (!response.ok)
        throw new Error(`The photo bucket refused the upload (${response.status}).`);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`The photo bucket refused the read (${response.status}).`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      // S3 answers 204 whether or not the key existed.
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404)
        throw new Error(`The photo bucket refused the removal (${response.status}).`);
    },
  };
}

/** The bucket when configured; local disk only for local and test (`env` given only by tests). */
export function photoStore(env: ServerEnv = serverEnv()): PhotoStore {
  if (env.claimsS3) return s3Store(env.claimsS3);
  refuseStandInOutsideLocal(
    env,
    'claim photos on local disk',
    'CLAIMS_S3_ENDPOINT, CLAIMS_S3_BUCKET, CLAIMS_S3_ACCESS_KEY_ID and CLAIMS_S3_SECRET_ACCESS_KEY',
  );
  return localStore(path.resolve(env.claimsUploadDir));
}

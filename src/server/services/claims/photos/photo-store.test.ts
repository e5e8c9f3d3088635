import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { localStore, newPhotoKey, s3Store } from './photo-store';

const bucket = {
  endpoint: 'https://s3.example.test/',
  bucket: 'claims-photos',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'eu-west-1',
};

describe('the S3-compatible photo store', () => {
  it('PUTs the bytes path-style with a signed, hashed request and GETs them back', async () => {
    const bytes = Buffer.from('a photo');
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 200 }))
      .mockResolvedValueOnce(new Response(new Uint8Array(bytes), { status: 200 }))
      .mockResolvedValueOnce(new Response('<Error/>', { status: 404 }));
    const store = s3Store(bucket, fetcher);
    const key = newPhotoKey(7, 'png');
    await store.put(key, bytes, 'image/png');
    const sent = fetcher.mock.calls[0]![0] as Request;
    expect(sent.url).toBe(`https://s3.example.test/claims-photos/${key}`);
    expect(sent.method).toBe('PUT');
    expect(Buffer.from(await sent.arrayBuffer())).toEqual(bytes);
    expect(sent.headers.get('x-amz-content-sha256')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    expect(sent.headers.get('content-type')).toBe('image/png');
    expect(sent.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(await store.get(key)).toEqual(bytes);
    expect(await store.get(key)).toBeNull();
  });

  it('fails loudly when the bucket refuses', async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 403 }));
    await expect(
      s3Store(bucket, fetcher).put('claims/1-x.png', Buffer.from('x'), 'image/png'),
    ).rejects.toThrow('refused the upload (403)');
  });
});

describe('removing a photo', () => {
  it('deletes a local file, and a second removal is not an error', async () => {
    const store = localStore(mkdtempSync(path.join(tmpdir(), 'photos-')));
    const key = newPhotoKey(3, 'jpg');
    await store.put(key, Buffer.from('jpeg'), 'image/jpeg');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('sends a signed DELETE to the bucket and accepts a key that is already gone', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
      .mockResolvedValueOnce(new Response('', { status: 404 }))
      .mockResolvedValueOnce(new Response('', { status: 403 }));
    const store = s3Store(bucket, fetcher);
    const key = newPhotoKey(7, 'png');
    await store.delete(key);
    const sent = fetcher.mock.calls[0]![0] as Request;
    expect(sent.method).toBe('DELETE');
    expect(sent.headers.get('authorization')).toMatch(/^AWS4-HMAC-SHA256 /);
    await store.delete(key);
    await expect(store.delete(key)).rejects.toThrow('refused the removal (403)');
  });
});

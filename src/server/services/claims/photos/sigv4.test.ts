import { describe, expect, it } from 'vitest';
import { amzDateOf, authorization, sha256Hex, signingKey } from './sigv4';

// AWS's documented examples ("Signature Calculations for the Authorization Header" in the S3
// API reference, and "Examples of how to derive a signing key" in the IAM guide).
const KEYS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('AWS Signature Version 4', () => {
  it('derives the documented signing key', () => {
    const key = signingKey(
      'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      '20120215',
      'us-east-1',
      'iam',
    );
    expect(key.toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it.each([
    [
      'GET Object with a range',
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: EMPTY,
      },
      'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    ],
    [
      'PUT Object',
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: {
          date: 'Fri, 24 May 2013 00:00:00 GMT',
          host: 'examplebucket.s3.amazonaws.com',
          'x-amz-content-sha256': sha256Hex('Welcome to Amazon S3.'),
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
        payloadHash: sha256Hex('Welcome to Amazon S3.'),
      },
      'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    ],
    [
      'GET Bucket lifecycle (a query parameter without a value)',
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'),
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          'x-amz-content-sha256': EMPTY,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: EMPTY,
      },
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    ],
  ])('signs %s as documented', (_name, request, expected) => {
    const header = authorization({ ...KEYS, ...request, amzDate: '20130524T000000Z' });
    expect(header).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ${expected}`,
    );
  });

  it('formats the request time', () => {
    expect(amzDateOf(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
  });
});

import { DomainError } from '@/server/errors';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** The image type the bytes themselves say, whatever the request claimed. */
export function sniffImage(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const photoTooLarge = () =>
  new DomainError('payload_too_large', 'The photo is larger than 5 MB. Please send a smaller one.');
const photoTypeRefused = (found: string) =>
  new DomainError(
    'unsupported_media_type',
    `The photo must be a JPEG, PNG or WebP image (got ${found}).`,
  );

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A claim photo sent as base64 in the claim's JSON: 400 when it is not base64, 413 over 5 MB,
 * 415 when the declared type or the bytes are not JPEG, PNG or WebP (or disagree).
 */
export function decodePhoto(photo: { content_type: string; data: string }) {
  const declared = photo.content_type.toLowerCase();
  if (!(PHOTO_TYPES as readonly string[]).includes(declared))
    throw photoTypeRefused(declared || 'no type');
  const data = photo.data.replace(/\s+/g, '');
  if (!BASE64.test(data) || data.length % 4 !== 0)
    throw new DomainError('invalid_photo', 'The photo is not valid base64.');
  // Checked before decoding: base64 is 4 characters per 3 bytes.
  if ((data.length / 4) * 3 - (data.match(/=+$/)?.[0].length ?? 0) > MAX_PHOTO_BYTES)
    throw photoTooLarge();
  const bytes = Buffer.from(data, 'base64');
  const actual = sniffImage(bytes);
  if (actual !== declared) throw photoTypeRefused(actual ?? 'something that is not an image');
  return { bytes, contentType: actual };
}

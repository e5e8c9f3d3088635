import { describe, expect, it } from 'vitest';
import { decodePhoto, MAX_PHOTO_BYTES, sniffImage } from './photo-check';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
const GIF = Buffer.from('GIF89a......');

describe('claim photos', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['WebP', WEBP, 'image/webp'],
    ['GIF', GIF, null],
    ['text', Buffer.from('hello there!'), null],
    ['empty', Buffer.alloc(0), null],
  ] as const)('knows %s by its first bytes', (_name, bytes, type) => {
    expect(sniffImage(bytes)).toBe(type);
  });

  it.each([
    ['a PNG as PNG', 'image/png', PNG, null],
    ['declared type in capitals', 'IMAGE/PNG', PNG, null],
    ['a GIF', 'image/gif', GIF, 'unsupported_media_type'],
    ['a PNG claiming to be a JPEG', 'image/jpeg', PNG, 'unsupported_media_type'],
    [
      'text claiming to be a PNG',
      'image/png',
      Buffer.from('not a picture'),
      'unsupported_media_type',
    ],
    [
      'over 5 MB',
      'image/png',
      Buffer.concat([PNG, Buffer.alloc(MAX_PHOTO_BYTES)]),
      'payload_too_large',
    ],
  ] as const)('%s: %s', (_name, type, bytes, code) => {
    const run = () => decodePhoto({ content_type: type, data: bytes.toString('base64') });
    if (code === null) expect(run().bytes).toEqual(bytes);
    else expect(run).toThrow(expect.objectContaining({ code }));
  });

  it('refuses what is not base64 (a 400)', () => {
    expect(() => decodePhoto({ content_type: 'image/png', data: '%%%' })).toThrow(
      expect.objectContaining({ code: 'invalid_photo' }),
    );
  });
});

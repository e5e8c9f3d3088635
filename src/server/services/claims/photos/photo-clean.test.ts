import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanPhoto } from './photo-clean';

const picture = (width = 6, height = 4) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 90, b: 200 } } });

describe('cleanPhoto', () => {
  it.each([
    ['image/png', 'png', () => picture().png()],
    ['image/webp', 'webp', () => picture().webp()],
    ['image/jpeg', 'jpeg', () => picture().jpeg()],
  ] as const)('keeps a %s a %s, without its metadata', async (type, format, make) => {
    const bytes = await make()
      .withExif({ IFD0: { Copyright: 'Robin at 40.7N 73.9W' } })
      .toBuffer();
    const cleaned = await cleanPhoto({ bytes, contentType: type });
    expect(cleaned.contentType).toBe(type);
    const meta = await sharp(cleaned.bytes).metadata();
    expect(meta).toMatchObject({ format, width: 6, height: 4 });
    expect(meta.exif).toBeUndefined();
  });

  it('turns the pixels the way the EXIF orientation said, then drops it', async () => {
    // Orientation 6: the camera was held sideways, the viewer turns the picture 90° clockwise.
    const bytes = await picture(6, 4).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    const meta = await sharp(
      (await cleanPhoto({ bytes, contentType: 'image/jpeg' })).bytes,
    ).metadata();
    expect(meta).toMatchObject({ width: 4, height: 6 });
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a picture of more pixels than allowed before decoding it (400)', async () => {
    const bytes = await picture(20, 10).png().toBuffer();
    await expect(cleanPhoto({ bytes, contentType: 'image/png' }, 199)).rejects.toMatchObject({
      code: 'invalid_photo',
      message: 'The photo has more than 50 megapixels. Please send a smaller one.',
    });
    expect(
      (await cleanPhoto({ bytes, contentType: 'image/png' }, 200)).bytes.length,
    ).toBeGreaterThan(0);
  });
});

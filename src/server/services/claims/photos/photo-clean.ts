import sharp from 'sharp';
import { DomainError } from '@/server/errors';
import type { PhotoType } from './photo-check';

/**
 * Over this many pixels a photo is refused before it is decoded: a 5 MB file can hold a picture
 * of billions of pixels (a decompression bomb) that would take the server's memory. 50 megapixels
 * is more than any phone camera's default photo.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

const unreadable = () =>
  new DomainError(
    'invalid_photo',
    'The photo could not be read as an image. Please take it again or send another one.',
  );

const tooManyPixels = () =>
  new DomainError(
    'invalid_photo',
    'The photo has more than 50 megapixels. Please send a smaller one.',
  );

/**
 * Decodes the photo and encodes it afresh in its own format with no metadata at all (EXIF with
 * the GPS position and the camera, XMP, IPTC, comments, the ICC profile: sharp writes none of
 * them unless told to), so what staff see, and what the photo store keeps, is only the picture.
 * The EXIF orientation is applied to the pixels first, so the photo still stands the right way
 * up. Anything sharp cannot decode is the customer's mistake (400), never a server error.
 */
export async function cleanPhoto(
  photo: { bytes: Buffer; contentType: PhotoType },
  maxPixels = MAX_PHOTO_PIXELS,
): Promise<{ bytes: Buffer; contentType: PhotoType }> {
  const options = { failOn: 'error', limitInputPixels: maxPixels } as const;
  // The header alone says how large the picture is, before anything is decoded.
  const { width, height } = await sharp(photo.bytes, { failOn: 'error' })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!width || !height) throw unreadable();
  if (width * height > maxPixels) throw tooManyPixels();
  const image = sharp(photo.bytes, options).autoOrient();
  const encoded =
    photo.contentType === 'image/jpeg'
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : photo.contentType === 'image/png'
        ? image.png()
        : image.webp({ quality: 90 });
  try {
    return { bytes: await encoded.toBuffer(), contentType: photo.contentType };
  } catch {
    throw unreadable();
  }
}

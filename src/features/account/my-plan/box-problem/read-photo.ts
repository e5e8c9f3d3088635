/** The photo's bytes as base64 for the claim's JSON (the data URL's prefix removed). */
export function readPhoto(file: File): Promise<{ content_type: string; data: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve({ content_type: file.type, data: url.slice(url.indexOf(',') + 1) });
    };
    reader.readAsDataURL(file);
  });
}

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** What is wrong with a chosen photo before it is sent, or null (the server checks again). */
export function photoProblem(file: File): string | null {
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return 'Choose a JPEG, PNG or WebP photo.';
  if (file.size > MAX_PHOTO_BYTES) return 'Choose a photo of 5 MB or less.';
  return null;
}

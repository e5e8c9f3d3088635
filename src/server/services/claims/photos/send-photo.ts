import type { ServerResponse } from 'node:http';

/**
 * Answers with the image itself (the handler then sends nothing more): private, never cached by
 * shared caches, and never sniffed into another type by the browser.
 */
export function sendPhoto(res: ServerResponse, photo: { bytes: Buffer; contentType: string }) {
  res.writeHead(200, {
    'Content-Type': photo.contentType,
    'Content-Length': String(photo.bytes.length),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  });
  res.end(photo.bytes);
}

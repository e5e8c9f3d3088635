import { render } from '@react-email/render';
import type { ReactElement } from 'react';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// Headings keep their case in the text part (html-to-text shouts them by default); the recipe
// art is left out of it (each image sits beside the words it illustrates).
const htmlToTextOptions = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
};

/** One element, two parts: the HTML and the plain text derived from the same markup. */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  // eslint-disable-next-line no-restricted-syntax -- rendering, not database reads
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return { subject, html, text: text.trim() };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Head } from 'next/document';
import type { ReactElement } from 'react';

type HeadFiles = Parameters<Head["getCssLinks"]>[0];

const cssText = new Map<string, string>();
/** A built stylesheet's text, read once per server. */
function builtCss(file: string): string {
  let text = cssText.get(file);
  if (text === undefined) {
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    text = readFileSync(join(process.cwd(), distDir, file), 'utf8');
    cssText.set(file, text);
  }
  return text;
}

/**
 * The document head, with the build's stylesheets (the font faces from next/font, under 2 kB)
 * inlined rather than linked: a linked stylesheet blocks the first paint until it has arrived, and
 * the later the first paint, the more of the scripts a phone has run before it (Lighthouse counts
 * them into the largest contentful paint). Styled-components' styles are inline already.
 */
export class InlineCssHead extends Head {
  override getCssLinks(files: HeadFiles): ReactElement[] | null {
    const sheets = files.allFiles.filter((file) => file.endsWith('.css'));
    if (sheets.length === 0) return null;
    return sheets.map((file) => (
      <style key={file} data-n-g="" dangerouslySetInnerHTML={{ __html: builtCss(file) }} />
    ));
  }
}

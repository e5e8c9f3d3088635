import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nextDistDir } from '@/env';

const cssText = new Map<string, string>();

/** A stylesheet of the build (a path as the document names it: `static/css/….css`), read once. */
export function builtCss(file: string): string {
  let text = cssText.get(file);
  if (text === undefined) {
    text = readFileSync(join(process.cwd(), nextDistDir(), file), 'utf8');
    cssText.set(file, text);
  }
  return text;
}

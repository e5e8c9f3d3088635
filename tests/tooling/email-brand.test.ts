import { describe, expect, it } from 'vitest';
import { EMAIL_BRAND, EMAIL_TYPE } from '@/server/email/templates/brand';
import { palette } from '@/ui/theme/palette';
import { fontSize } from '@/ui/theme';

/*
 * Emails cannot load the site's stylesheet, so they carry its values as literals; this keeps
 * them equal to the site's own tokens (issue 36: "emails that look like the shop").
 */
describe('the emails’ look', () => {
  it('uses the site’s palette', () => {
    expect(EMAIL_BRAND.colors).toMatchObject({
      ink: palette.ink,
      muted: palette.inkMuted,
      brand: palette.kale,
      line: palette.line,
      paper: palette.bone,
      accent: palette.carrot,
    });
  });

  it('uses the site’s type scale, in pixels', () => {
    for (const [step, { size }] of Object.entries(EMAIL_TYPE))
      expect(`${Number.parseFloat(size) / 16}rem`).toBe(fontSize[step as keyof typeof fontSize]);
  });
});

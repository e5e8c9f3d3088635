import { site } from '@/config/site';

/**
 * What every email's footer says about the shop. The contact details are the site footer's own
 * (`src/config/site.ts`), so the two never disagree; the postal address (which commercial email
 * must carry) lives here and nowhere else.
 */
export const EMAIL_BRAND = {
  name: site.name,
  teamName: 'The Ollie Canine Care team',
  postalAddress: [
    'Ollie Pet Kitchen, Inc.',
    '418 Larkspur Mill Road, Suite 12',
    'Hudson, NY 12534',
  ],
  supportEmail: site.supportEmail,
  supportPhone: site.supportPhoneDisplay,
  supportPhoneHref: site.supportPhoneHref,
  businessHours: site.businessHours.map(({ days, hours }) => `${days}: ${hours}`),
  /** The site's palette (src/ui/theme/palette.ts; tests/tooling/email-brand.test.ts keeps them equal). */
  colors: {
    ink: '#1d1b19',
    muted: '#57504a',
    brand: '#2d5b3b',
    brandText: '#ffffff',
    line: '#e3d9c9',
    paper: '#f7f1e6',
    accent: '#e86f2c',
  },
  /**
   * The site's typefaces where the reader has them, else the fallbacks the site itself falls back
   * to (its fonts are self-hosted woff2 files, which most mail clients would not load).
   */
  fonts: {
    body: 'Figtree, Arial, Helvetica, sans-serif',
    display: "Fraunces, Georgia, 'Times New Roman', serif",
  },
} as const;

/** The site's type scale (src/ui/theme/tokens.ts) in pixels, with each step's line height. */
export const EMAIL_TYPE = {
  xs: { size: '12px', lineHeight: '17px' },
  sm: { size: '14px', lineHeight: '21px' },
  base: { size: '16px', lineHeight: '24px' },
  md: { size: '18px', lineHeight: '26px' },
  lg: { size: '20px', lineHeight: '27px' },
  xl: { size: '24px', lineHeight: '31px' },
  '2xl': { size: '28px', lineHeight: '35px' },
} as const;

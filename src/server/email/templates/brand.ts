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
  colors: {
    ink: '#1d2b2a',
    muted: '#5b6665',
    brand: '#0d5c46',
    brandText: '#ffffff',
    line: '#dfe4e2',
    paper: '#f6f4ef',
  },
} as const;

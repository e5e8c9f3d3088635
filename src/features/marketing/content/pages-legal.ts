import { site } from '@/config/site';
import { PRIVACY_POLICY_META } from './meta/privacy-policy';
import { TERMS_META } from './meta/terms';
import type { ContentPageData } from './content-types';

export const PRIVACY_POLICY: ContentPageData = {
  ...PRIVACY_POLICY_META,
  intro: 'What we collect about you and your dog, why, and the choices you have.',
  updated: 'November 1, 2026',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Details you give us (your name, email, phone, delivery address and your dog’s profile), order and payment records, and how you use the site when you agree to analytics cookies.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To build and deliver your plan, take payment, answer your questions and, when you opt in, send offers by email or text. We do not sell your personal information.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Card details are handled by our payment provider; we keep only the card brand and last four digits to show you which card is on file.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        `You can update your details in your account, change cookie choices from the footer, reply STOP to texts, and ask for a copy or deletion of your data at ${site.supportEmail}.`,
      ],
    },
  ],
};

export const TERMS: ContentPageData = {
  ...TERMS_META,
  intro: 'The agreement between you and Ollie when you use this site or subscribe.',
  updated: 'November 1, 2026',
  sections: [
    {
      heading: 'Subscriptions',
      paragraphs: [
        'Your plan renews automatically on its delivery schedule until you pause or cancel it. You can change, skip or cancel a delivery until the last day to make changes shown in your account.',
      ],
    },
    {
      heading: 'Prices and offers',
      paragraphs: [
        'Prices are shown per week and charged per box before it ships. Offer codes apply once per order and cannot be exchanged for cash.',
      ],
    },
    {
      heading: 'Feeding guidance',
      paragraphs: [
        'Portions are a starting point based on the details you give us, not veterinary advice. Check with your veterinarian before changing your dog’s diet.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Questions about these terms: ${site.supportEmail} or ${site.supportPhoneDisplay}.`,
      ],
    },
  ],
};

/** Who the shop is: names, contact details and links shown in the header, footer and page meta. */
export const site = {
  name: 'Ollie',
  defaultTitle: 'Ollie',
  defaultDescription:
    'Healthy, tailor-made meals for your dog: fresh and baked recipes portioned to your pup and delivered on your schedule.',
  supportEmail: 'caninecare@ollie.example',
  pressEmail: 'press@ollie.example',
  // 1-844-88-OLLIE spelled in digits on a phone keypad.
  supportPhoneDisplay: '1-844-886-5543',
  supportPhoneHref: 'tel:+18448865543',
  businessHours: [
    { days: 'Monday to Friday', hours: '9 AM to 8 PM ET' },
    { days: 'Saturday', hours: '10 AM to 7 PM ET' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  blogUrl: 'https://blog.ollie.example/',
  careersUrl: 'https://careers.ollie.example/',
  appStoreUrl: 'https://apps.apple.com/app/ollie-dog-food/id0000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=example.ollie.app',
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/ollie.example/' },
    { network: 'Facebook', href: 'https://www.facebook.com/ollie.example/' },
    { network: 'TikTok', href: 'https://www.tiktok.com/@ollie.example' },
    { network: 'YouTube', href: 'https://www.youtube.com/@ollie.example' },
    { network: 'Pinterest', href: 'https://www.pinterest.com/ollie.example/' },
    { network: 'X', href: 'https://x.com/ollie_example' },
  ],
} as const;

import { site } from '@/config/site';
import { HOW_IT_WORKS_META } from './meta/how-it-works';
import { ABOUT_META } from './meta/about';
import { PRESS_META } from './meta/press';
import { AFFILIATE_META } from './meta/affiliate';
import { PROMO_CODE_META } from './meta/promo-code';
import { LEARNING_RESOURCES_META } from './meta/learning-resources';
import type { ContentPageData } from './content-types';

export const HOW_IT_WORKS: ContentPageData = {
  ...HOW_IT_WORKS_META,
  intro: 'A plan built around your dog, delivered on your schedule, and easy to change.',
  sections: [
    {
      heading: '1. Tell us about your pup',
      paragraphs: [
        'The quiz asks for your dog’s name, weight, age, activity level, whether they are spayed or neutered, and any allergies. It takes about two minutes.',
      ],
    },
    {
      heading: '2. Get a tailored plan',
      paragraphs: [
        'We work out how many calories your dog needs each day from their resting energy and life stage, then suggest recipes without their allergens. You see the price per week, per day and per meal before you pay.',
      ],
      link: { text: 'See the arithmetic in the portion calculator', href: '/meal-plans/' },
    },
    {
      heading: '3. Fresh food, delivered',
      paragraphs: [
        'Meals arrive frozen in portioned trays, or baked in resealable bags, in an insulated box. Each box holds up to four weeks of food; bigger dogs get boxes more often.',
      ],
    },
    {
      heading: '4. Adjust anytime',
      paragraphs: [
        'Change recipes, add treats and supplements, skip or move a delivery, pause or cancel from your account: no phone calls needed.',
      ],
    },
  ],
  cta: { text: 'Get started', href: '/onboarding/' },
};

export const ABOUT: ContentPageData = {
  ...ABOUT_META,
  intro: 'We started Ollie because our own dogs deserved better than mystery pellets.',
  sections: [
    {
      heading: 'Real food, made simply',
      paragraphs: [
        'Every recipe starts with whole meats and vegetables you would recognise in your own kitchen. We cook in small batches at low temperatures and freeze the food quickly, so there is no need for artificial preservatives.',
      ],
    },
    {
      heading: 'Portions that fit the dog',
      paragraphs: [
        'Most feeding guides print one number for every dog of a given weight. We start from the science of how much energy a dog burns at rest and adjust it for age, neuter status and activity, then let you fine-tune.',
      ],
    },
    {
      heading: 'People who pick up the phone',
      paragraphs: [
        `Our Canine Care team answers real questions from real people, ${site.businessHours[0].days} ${site.businessHours[0].hours}.`,
      ],
    },
  ],
  cta: { text: 'Take the quiz', href: '/onboarding/' },
};

export const PRESS: ContentPageData = {
  ...PRESS_META,
  intro: `For interviews, samples and images, write to ${site.pressEmail}.`,
  sections: [
    {
      heading: 'Company facts',
      points: [
        'A subscription shop for fresh, half-fresh, baked and mixed dog food plans.',
        'Recipes formulated to meet AAFCO nutrient profiles for all life stages.',
        'Plans priced per week from each dog’s daily calorie need.',
      ],
      paragraphs: [],
    },
    {
      heading: 'Brand assets',
      paragraphs: [
        'Our logo and product photography are available on request. Please do not alter the logo or its colours.',
      ],
    },
  ],
};

export const AFFILIATE: ContentPageData = {
  ...AFFILIATE_META,
  intro:
    'Trainers, groomers, creators and rescues: share Ollie with your community and earn for every new subscriber.',
  sections: [
    {
      heading: 'How it works',
      paragraphs: [
        'Apply with a short note about your audience. Once approved you receive a personal link and code that gives new customers a discount on their first box.',
      ],
    },
    {
      heading: 'What you earn',
      paragraphs: [
        'A commission for each first order placed with your link, paid monthly. Details are in the affiliate agreement we send on approval.',
      ],
    },
    {
      heading: 'Apply',
      paragraphs: [
        `Email ${site.pressEmail} with “Affiliate” in the subject line and a link to where you share.`,
      ],
    },
  ],
};

export const PROMO_CODE: ContentPageData = {
  ...PROMO_CODE_META,
  intro: 'Got a code from a friend, a partner or one of our emails? Here is how to use it.',
  sections: [
    {
      heading: 'Using a code',
      paragraphs: [
        'Open a link that carries the code and it is applied for you, or enter it at checkout. One code applies per order, and the discount comes off your first box.',
      ],
    },
    {
      heading: 'When a code does not work',
      paragraphs: [
        'Codes can expire or reach their limit. If yours is not accepted, the best available offer is applied instead, and our Canine Care team is happy to help.',
      ],
    },
  ],
  cta: { text: 'Get started', href: '/onboarding/' },
};

export const LEARNING_RESOURCES: ContentPageData = {
  ...LEARNING_RESOURCES_META,
  intro: 'Short, practical guides written with our nutrition team.',
  sections: [
    {
      heading: 'How many calories does my dog need?',
      paragraphs: [
        'A dog’s resting energy is about 70 × (weight in kg)^0.75 kcal a day. Adult dogs need about 1.6 times that when neutered and 1.8 times when intact; growing puppies need two to three times it. Activity moves the number up or down.',
      ],
      link: { text: 'Try the portion calculator', href: '/meal-plans/' },
    },
    {
      heading: 'Switching foods without an upset stomach',
      paragraphs: [
        'Mix a little of the new food into the old one and increase it over seven to ten days. Watch the stool: firm is good, loose means slow down.',
      ],
    },
    {
      heading: 'Reading a guaranteed analysis',
      paragraphs: [
        'Fresh food holds far more water than kibble, so its protein percentage looks lower on the label. Compare foods on a dry-matter basis, or by calories, to see what your dog really gets.',
      ],
    },
  ],
};

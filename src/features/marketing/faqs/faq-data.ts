export interface FaqGroup {
  title: string;
  questions: Array<{ question: string; answer: string }>;
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'Food and nutrition',
    questions: [
      {
        question: 'Is the food complete and balanced?',
        answer:
          'Yes. Every recipe is formulated to meet AAFCO nutrient profiles for all life stages, so it can be your dog’s whole diet.',
      },
      {
        question: 'How do you work out portions?',
        answer:
          'From your dog’s resting energy (70 × weight in kg to the power 0.75) and a factor for life stage, neuter status and activity. The portion calculator on the meal plans page shows the working.',
      },
      {
        question: 'Can puppies eat it?',
        answer:
          'Yes. Puppies get more calories per pound while they grow, and we adjust the plan as their weight changes.',
      },
      {
        question: 'My dog has allergies. Can you help?',
        answer:
          'Tell us in the quiz and we will not recommend recipes containing those ingredients. Each recipe page lists everything inside.',
      },
    ],
  },
  {
    title: 'Plans and pricing',
    questions: [
      {
        question: 'What is the difference between the plans?',
        answer:
          'Fresh is all fresh food; half-fresh is half portions of fresh food to top up another food; baked is our slow-baked recipes; mixed is half fresh and half baked.',
      },
      {
        question: 'How is the price set?',
        answer:
          'By how many calories your dog needs and the recipes you choose. You see the price per week, per day and per meal before you pay.',
      },
      {
        question: 'Can I use a promo code?',
        answer:
          'Yes: open a link that carries it, or enter it at checkout. One code applies per order.',
      },
    ],
  },
  {
    title: 'Delivery',
    questions: [
      {
        question: 'How often do boxes arrive?',
        answer:
          'Each box holds one to four weeks of food, depending on your dog’s size. You can change the frequency in your account.',
      },
      {
        question: 'Do I need to be home?',
        answer: 'No. Boxes are insulated to keep the food frozen for a day after delivery.',
      },
      {
        question: 'Can I skip a delivery?',
        answer: 'Yes, until the last day to make changes shown on your plan.',
      },
    ],
  },
  {
    title: 'Your account',
    questions: [
      {
        question: 'How do I pause or cancel?',
        answer: 'From My plan in your account, anytime before the last day to make changes.',
      },
      {
        question: 'I forgot my password.',
        answer:
          'Use “Forgot password” on the login page and we will email you a link to set a new one.',
      },
      {
        question: 'How do I reach Canine Care?',
        answer:
          'By email or phone, Monday to Friday 9 AM to 8 PM ET and Saturday 10 AM to 7 PM ET.',
      },
    ],
  },
];

/** Groups with only the questions matching every word of the search, case-insensitively. */
export function searchFaqs(groups: FaqGroup[], search: string): FaqGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      questions: group.questions.filter(({ question, answer }) => {
        const text = `${question} ${answer}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.questions.length > 0);
}

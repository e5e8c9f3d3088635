/** Reviews from pup parents (this project's own sample copy): who wrote it, for which dogs, on which plan. */
export interface Review {
  headline: string;
  quote: string;
  owner: string;
  pups: string[];
  plan: string;
  stars: 1 | 2 | 3 | 4 | 5;
}

export const REVIEWS: Review[] = [
  {
    headline: 'She waits by the fridge now',
    quote: 'Juniper used to pick at her kibble. Now she waits by the fridge at dinner time.',
    owner: 'Dana',
    pups: ['Juniper'],
    plan: 'Fresh plan · Chicken and Turkey',
    stars: 5,
  },
  {
    headline: 'Our vet is happy with his weight',
    quote:
      'The portions take the guesswork out. Our vet is happy with his weight for the first time in years.',
    owner: 'Marcus',
    pups: ['Bruno'],
    plan: 'Fresh plan · Beef',
    stars: 5,
  },
  {
    headline: 'Easy to keep up with',
    quote: 'Being able to skip a box when we travel makes this easy to keep up with.',
    owner: 'Priya',
    pups: ['Olive', 'Mochi'],
    plan: 'Half-fresh plan · Turkey',
    stars: 4,
  },
  {
    headline: 'Worth it for the itchy one',
    quote: 'Switching our beagle to the turkey recipe calmed his skin down within a month.',
    owner: 'Tom',
    pups: ['Pickles'],
    plan: 'Fresh plan · Turkey',
    stars: 5,
  },
  {
    headline: 'Mixed plan is the sweet spot',
    quote: 'Half fresh and half baked keeps the price manageable for two big dogs.',
    owner: 'Alicia',
    pups: ['Moose', 'Juno'],
    plan: 'Mixed plan · Beef and Baked Chicken',
    stars: 4,
  },
  {
    headline: 'The baked bites travel well',
    quote: 'We keep a bag of the baked recipe in the car for hikes. No cooler, no mess, happy dog.',
    owner: 'Sam',
    pups: ['Ranger'],
    plan: 'Baked plan · Beef',
    stars: 5,
  },
];

/** 'Dana, with Juniper' / 'Priya, with Olive and Mochi'. */
export function reviewer(review: Pick<Review, 'owner' | 'pups'>): string {
  const pups =
    review.pups.length > 1
      ? `${review.pups.slice(0, -1).join(', ')} and ${review.pups.at(-1)}`
      : (review.pups[0] ?? '');
  return pups ? `${review.owner}, with ${pups}` : review.owner;
}

/** The average rating to one decimal, as shown in the summary. */
export function averageStars(reviews: ReadonlyArray<Pick<Review, 'stars'>>): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, review) => total + review.stars, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

import { OLDEST_BIRTH_YEAR } from './pet-messages';

/** The quiz's words for a pup's activity, read out the same by a console agent. */
export const ACTIVITY_CHOICES = [
  { value: 'low', label: 'Mostly lounging' },
  { value: 'normal', label: 'Daily walks and play' },
  { value: 'high', label: 'Always on the go' },
];

export const BIRTH_MONTH_CHOICES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({ value: String(index + 1), label }));

/** Birth years from this year back to the oldest the pets API accepts, newest first. */
export function birthYearChoices(now: Date) {
  const years = [];
  for (let year = now.getFullYear(); year >= OLDEST_BIRTH_YEAR; year -= 1)
    years.push({ value: String(year), label: String(year) });
  return years;
}

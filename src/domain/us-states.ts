/** The 48 contiguous states the shop delivers frozen food to (no Alaska, Hawaii or territories). */
export const SUPPORTED_STATES = [
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type SupportedState = (typeof SUPPORTED_STATES)[number];

export function isSupportedState(code: string): code is SupportedState {
  return (SUPPORTED_STATES as readonly string[]).includes(code);
}

/** Names for the state picker, in the order customers scan for them (alphabetical by name). */
export const STATE_NAMES: Record<SupportedState, string> = {
  AL: 'Alabama',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/**
 * Where each range of three-digit ZIP prefixes lies (USPS sectional centers), as [first, last,
 * place]. It covers every state and territory, not only the 48 we deliver to, so a ZIP from
 * Alaska entered with Washington reads as the wrong state rather than as a made-up ZIP. Prefixes
 * not listed (000-004 and a few unassigned ones) belong to no place. The few sectional centers
 * that cross a state line are listed on their own (055 Andover MA, 201 Dulles VA, 733 Austin TX).
 */
const ZIP_PREFIXES: ReadonlyArray<readonly [number, number, string]> = [
  [5, 5, 'NY'],
  [6, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [90, 99, 'AE'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [340, 340, 'AA'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [962, 966, 'AP'],
  [967, 968, 'HI'],
  [969, 969, 'GU'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

const ZIP_FORMAT = /^\d{5}(-\d{4})?$/;

/** The state (or territory, or military post code) a ZIP code belongs to; null when none. */
export function stateOfZip(zip: string): string | null {
  const value = zip.trim();
  if (!ZIP_FORMAT.test(value)) return null;
  const prefix = Number(value.slice(0, 3));
  const range = ZIP_PREFIXES.find(([first, last]) => prefix >= first && prefix <= last);
  return range ? range[2] : null;
}

export const ZIP_MESSAGES = {
  format: 'Please enter a 5-digit ZIP code.',
  unknown: 'Please enter a valid US ZIP code.',
  otherState: (state: SupportedState) =>
    `This ZIP code is not in ${STATE_NAMES[state]}. Please check the ZIP code and state.`,
} as const;

/**
 * What is wrong with a ZIP code for the chosen state, or null. An empty ZIP or state is the
 * required rule's to report, and an unsupported state the state rule's, so each problem is
 * reported once, on the field that has it.
 */
export function zipProblem(zip: string, state: string): string | null {
  const value = zip.trim();
  if (!value) return null;
  if (!ZIP_FORMAT.test(value)) return ZIP_MESSAGES.format;
  const place = stateOfZip(value);
  if (!place) return ZIP_MESSAGES.unknown;
  const chosen = state.trim().toUpperCase();
  if (!isSupportedState(chosen) || place === chosen) return null;
  return ZIP_MESSAGES.otherState(chosen);
}

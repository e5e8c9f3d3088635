import type { SupportedState } from '@/domain/us-states';
import type { TaxJurisdiction } from '@/domain/tax';

/**
 * THE OFFLINE TAX PROVIDER'S DATA: a stand-in for local runs, tests and demos, not a tax
 * service. It holds each delivery state's base rate and the local taxes of a documented handful
 * of places (below); an address in a state with local taxes that is not listed here gets the
 * state's rate, flagged `incomplete`. Production uses Stripe Tax and never reads this file.
 * Rates in parts per million (6.875% = 68,750), as published by the states for general
 * merchandise, 2025.
 */
export interface StateRate {
  name: string;
  rate_ppm: number;
  /** False: no county, city or district sales taxes, so the state's rate is the whole answer. */
  localTaxes: boolean;
}

export const STATE_RATES: Record<SupportedState, StateRate> = {
  AL: { name: 'Alabama', rate_ppm: 40_000, localTaxes: true },
  AZ: { name: 'Arizona', rate_ppm: 56_000, localTaxes: true },
  AR: { name: 'Arkansas', rate_ppm: 65_000, localTaxes: true },
  CA: { name: 'California', rate_ppm: 72_500, localTaxes: true },
  CO: { name: 'Colorado', rate_ppm: 29_000, localTaxes: true },
  CT: { name: 'Connecticut', rate_ppm: 63_500, localTaxes: false },
  DE: { name: 'Delaware', rate_ppm: 0, localTaxes: false },
  FL: { name: 'Florida', rate_ppm: 60_000, localTaxes: true },
  GA: { name: 'Georgia', rate_ppm: 40_000, localTaxes: true },
  ID: { name: 'Idaho', rate_ppm: 60_000, localTaxes: true },
  IL: { name: 'Illinois', rate_ppm: 62_500, localTaxes: true },
  IN: { name: 'Indiana', rate_ppm: 70_000, localTaxes: false },
  IA: { name: 'Iowa', rate_ppm: 60_000, localTaxes: true },
  KS: { name: 'Kansas', rate_ppm: 65_000, localTaxes: true },
  KY: { name: 'Kentucky', rate_ppm: 60_000, localTaxes: false },
  LA: { name: 'Louisiana', rate_ppm: 50_000, localTaxes: true },
  ME: { name: 'Maine', rate_ppm: 55_000, localTaxes: false },
  MD: { name: 'Maryland', rate_ppm: 60_000, localTaxes: false },
  MA: { name: 'Massachusetts', rate_ppm: 62_500, localTaxes: false },
  MI: { name: 'Michigan', rate_ppm: 60_000, localTaxes: false },
  MN: { name: 'Minnesota', rate_ppm: 68_750, localTaxes: true },
  MS: { name: 'Mississippi', rate_ppm: 70_000, localTaxes: true },
  MO: { name: 'Missouri', rate_ppm: 42_250, localTaxes: true },
  MT: { name: 'Montana', rate_ppm: 0, localTaxes: false },
  NE: { name: 'Nebraska', rate_ppm: 55_000, localTaxes: true },
  NV: { name: 'Nevada', rate_ppm: 68_500, localTaxes: true },
  NH: { name: 'New Hampshire', rate_ppm: 0, localTaxes: false },
  NJ: { name: 'New Jersey', rate_ppm: 66_250, localTaxes: false },
  NM: { name: 'New Mexico', rate_ppm: 48_750, localTaxes: true },
  NY: { name: 'New York', rate_ppm: 40_000, localTaxes: true },
  NC: { name: 'North Carolina', rate_ppm: 47_500, localTaxes: true },
  ND: { name: 'North Dakota', rate_ppm: 50_000, localTaxes: true },
  OH: { name: 'Ohio', rate_ppm: 57_500, localTaxes: true },
  OK: { name: 'Oklahoma', rate_ppm: 45_000, localTaxes: true },
  OR: { name: 'Oregon', rate_ppm: 0, localTaxes: false },
  PA: { name: 'Pennsylvania', rate_ppm: 60_000, localTaxes: true },
  RI: { name: 'Rhode Island', rate_ppm: 70_000, localTaxes: false },
  SC: { name: 'South Carolina', rate_ppm: 60_000, localTaxes: true },
  SD: { name: 'South Dakota', rate_ppm: 42_000, localTaxes: true },
  TN: { name: 'Tennessee', rate_ppm: 70_000, localTaxes: true },
  TX: { name: 'Texas', rate_ppm: 62_500, localTaxes: true },
  UT: { name: 'Utah', rate_ppm: 48_500, localTaxes: true },
  VT: { name: 'Vermont', rate_ppm: 60_000, localTaxes: true },
  VA: { name: 'Virginia', rate_ppm: 53_000, localTaxes: true },
  WA: { name: 'Washington', rate_ppm: 65_000, localTaxes: true },
  WV: { name: 'West Virginia', rate_ppm: 60_000, localTaxes: true },
  WI: { name: 'Wisconsin', rate_ppm: 50_000, localTaxes: true },
  WY: { name: 'Wyoming', rate_ppm: 40_000, localTaxes: true },
};

/** The local taxes of one place, by the ZIP codes (first five digits) it covers. */
export interface Locality {
  state: SupportedState;
  place: string;
  /** Inclusive ranges of five-digit ZIP codes. */
  zips: Array<[from: string, to: string]>;
  /** The taxes added to the state's, most general first. */
  local: TaxJurisdiction[];
}

const MCTD: TaxJurisdiction = {
  level: 'district',
  name: 'Metropolitan Commuter Transportation District',
  rate_ppm: 3_750,
};

export const LOCALITIES: Locality[] = [
  {
    // NY 4% + New York City 4.5% + MCTD 0.375% = 8.875%, in all five boroughs.
    state: 'NY',
    place: 'New York City',
    zips: [
      ['10001', '10299'], // Manhattan
      ['10301', '10314'], // Staten Island
      ['10451', '10475'], // the Bronx
      ['11004', '11005'], // Queens (Glen Oaks, Floral Park)
      ['11101', '11120'], // Queens (Long Island City)
      ['11201', '11256'], // Brooklyn
      ['11351', '11499'], // Queens
      ['11690', '11697'], // Queens (the Rockaways)
    ],
    local: [{ level: 'city', name: 'New York City', rate_ppm: 45_000 }, MCTD],
  },
  {
    // IL 6.25% + Cook County 1.75% + Chicago 1.25% + RTA 1% = 10.25% (general merchandise).
    state: 'IL',
    place: 'Chicago',
    zips: [
      ['60601', '60661'],
      ['60666', '60666'],
      ['60707', '60707'],
      ['60827', '60827'],
    ],
    local: [
      { level: 'county', name: 'Cook County', rate_ppm: 17_500 },
      { level: 'city', name: 'Chicago', rate_ppm: 12_500 },
      { level: 'district', name: 'Regional Transportation Authority', rate_ppm: 10_000 },
    ],
  },
];

import type { SupportedState } from './us-states';

/**
 * State sales-tax rates on pet food, in basis points (1/100 of a percent), rounded to the basis
 * point. These are the states' base rates; county and city rates are not added (a tax service
 * would replace this table). Delaware, Montana, New Hampshire and Oregon have no sales tax.
 */
export const STATE_TAX_BPS: Record<SupportedState, number> = {
  AL: 400,
  AZ: 560,
  AR: 650,
  CA: 725,
  CO: 290,
  CT: 635,
  DE: 0,
  FL: 600,
  GA: 400,
  ID: 600,
  IL: 625,
  IN: 700,
  IA: 600,
  KS: 650,
  KY: 600,
  LA: 500,
  ME: 550,
  MD: 600,
  MA: 625,
  MI: 600,
  MN: 688,
  MS: 700,
  MO: 423,
  MT: 0,
  NE: 550,
  NV: 685,
  NH: 0,
  NJ: 663,
  NM: 488,
  NY: 400,
  NC: 475,
  ND: 500,
  OH: 575,
  OK: 450,
  OR: 0,
  PA: 600,
  RI: 700,
  SC: 600,
  SD: 420,
  TN: 700,
  TX: 625,
  UT: 485,
  VT: 600,
  VA: 530,
  WA: 650,
  WV: 600,
  WI: 500,
  WY: 400,
};

export function taxRateBps(state: string | null | undefined): number {
  return (state && STATE_TAX_BPS[state as SupportedState]) || 0;
}

/** Tax on an amount in cents, rounded half up to the cent. */
export function taxCents(amountCents: number, rateBps: number): number {
  if (amountCents <= 0 || rateBps <= 0) return 0;
  return Math.floor((amountCents * rateBps) / 10_000 + 0.5);
}

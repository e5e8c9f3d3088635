import { number, object, type InferType } from 'yup';

/** The most boxes one delivery day may be set to: far above any kitchen, low enough to catch a typo. */
export const CAPACITY_MAX_BOXES = 100_000;

/** A JSON whole number only: strict, so "40" or "4e1" is refused rather than converted. */
const boxes = (label: string) =>
  number()
    .strict()
    .typeError(`${label} must be a number.`)
    .integer(`${label} must be a whole number.`)
    .min(0, `${label} must be 0 or more.`)
    .max(CAPACITY_MAX_BOXES, `${label} must be at most ${CAPACITY_MAX_BOXES}.`)
    .required(`${label} is required.`);

/** PUT /api/admin/capacity/: the boxes the kitchen packs on a delivery day with no override. */
export const capacityDefaultSchema = object({ default_boxes: boxes('Boxes per delivery day') });
export type CapacityDefaultInput = InferType<typeof capacityDefaultSchema>;

/** PUT /api/admin/capacity/{date}/: one delivery day's boxes (0 closes the day to new boxes). */
export const capacityDaySchema = object({ boxes: boxes('Boxes on this day') });
export type CapacityDayInput = InferType<typeof capacityDaySchema>;

export interface CapacityOverrideView {
  delivery_date: string;
  boxes: number;
  updated_at: string;
  updated_by: number | null;
}

/** GET /api/admin/capacity/: the default and the overrides from today on. */
export interface CapacitySettingsView {
  default_boxes: number;
  updated_at: string | null;
  updated_by: number | null;
  overrides: CapacityOverrideView[];
}

/** One coming delivery day: what is booked against what the kitchen can pack. */
export interface CapacityDayView {
  delivery_date: string;
  booked: number;
  capacity: number;
  free: number;
  /** Whether the capacity is this day's own (an override) rather than the default. */
  override: boolean;
}

/** GET /api/admin/fulfilment/capacity/: the coming weeks' delivery days. */
export interface CapacityDaysView {
  results: CapacityDayView[];
}

import { processWide } from '@/server/process-wide';

// Process-wide: the web entry (compiled by esbuild) marks the process as warming or draining and
// the readiness route (bundled by Next) reads it; they are two copies of this module.
const holder = processWide('startup.draining', () => ({ draining: false, warming: false }));

/** True once this process has been asked to stop: readiness answers 503 from then on. */
export const isDraining = (): boolean => holder.draining;

/** Marks this process as stopping (tests also set it back). */
export function setDraining(draining: boolean): void {
  holder.draining = draining;
}

/**
 * True while a web process that just started loads its pages and opens its pool: readiness
 * answers 503 until it is warm, so no balancer sends customers to a cold instance.
 */
export const isWarming = (): boolean => holder.warming;

export function setWarming(warming: boolean): void {
  holder.warming = warming;
}

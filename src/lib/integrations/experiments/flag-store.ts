import { FLAG_DEFAULTS, isFlagName, type FlagName, type FlagValues } from '@/config/flags';

/**
 * What the experiments SDK has said so far (spec section 4): not initialized (not configured, or
 * it failed), starting, ready, or ready in panic. Only `ready` answers replace the defaults.
 */
export type SdkState = 'not_initialized' | 'starting' | 'ready' | 'panic';

export interface ExperimentsSnapshot {
  state: SdkState;
  /** Flagship's answers for the flags the shop knows; absent when it has none for a flag. */
  answers: Partial<FlagValues>;
}

const INITIAL: ExperimentsSnapshot = { state: 'not_initialized', answers: {} };
let snapshot = INITIAL;
const listeners = new Set<() => void>();

export const getExperimentsSnapshot = () => snapshot;
export const getServerExperimentsSnapshot = () => INITIAL;

export function subscribeExperiments(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishExperiments(next: ExperimentsSnapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Keeps only boolean answers for flags the shop knows; anything else falls back to defaults. */
export function toAnswers(values: Record<string, unknown>): Partial<FlagValues> {
  const answers: Partial<FlagValues> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isFlagName(name) && typeof value === 'boolean') answers[name] = value;
  }
  return answers;
}

/**
 * One flag's value: an environment override wins (it pins a path for tests and demos), then a
 * ready SDK's answer, then the offline default. Panic, starting and not initialized give defaults.
 */
export function flagValue(
  name: FlagName,
  experiments: ExperimentsSnapshot,
  overrides: Partial<FlagValues>,
): boolean {
  const override = overrides[name];
  if (override !== undefined) return override;
  const answer = experiments.state === 'ready' ? experiments.answers[name] : undefined;
  return answer ?? FLAG_DEFAULTS[name];
}

/** Only for tests. */
export function resetExperimentsForTests(): void {
  snapshot = INITIAL;
  listeners.clear();
}

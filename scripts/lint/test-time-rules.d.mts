import type { ESLint, Rule } from 'eslint';

/** Types for scripts/lint/test-time-rules.mjs (a plain module: ESLint loads it untranspiled). */
export declare const testTimeRules: ESLint.Plugin & {
  rules: { 'no-real-clock': Rule.RuleModule; 'no-fixed-waits': Rule.RuleModule };
};

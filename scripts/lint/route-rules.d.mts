import type { ESLint, Rule } from 'eslint';

/** Types for scripts/lint/route-rules.mjs (a plain module: ESLint loads it untranspiled). */
export declare const routeRules: ESLint.Plugin & { rules: { 'api-config': Rule.RuleModule } };

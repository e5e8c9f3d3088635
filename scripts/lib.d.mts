/** Types for the parts of scripts/lib.mjs (a plain module run by node) that tests import. */
export declare const SERVER_ENTRIES: Record<string, string>;
export declare const E2E_WEB_ENTRY: string;

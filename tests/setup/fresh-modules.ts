import { afterAll, vi } from 'vitest';

// The `components` and `node` projects (vitest.config.mts) run their files one after another in
// one process per worker. Vitest runs setup files again before each file, so this starts every
// file as an isolated one starts:
// - the shop's modules (and those vitest inlines, such as swr with its cache) are thrown away, so
//   the file loads them again under its own `vi.mock`s (vitest keeps mocks per file) and no state
//   of the file before reaches it. Packages Node loads itself (React, styled-components, jsdom,
//   Drizzle, PGlite, pg-boss) are kept: their start-up is what the shared process saves. What
//   the shop keeps on globalThis for the whole process (the metrics registry, the logger) stays
//   too, as it does in a deployed process: a test reads it as a change, not as a total;
// - after the file, its stubbed globals are put back, the environment variables are as they were
//   before it (whether stubbed or set by hand), and timers are real again.
vi.resetModules();

const environmentObject = process.env;
const environment = { ...process.env };

afterAll(() => {
  // vi.stubEnv writes to the object the worker started with: a file that replaced it is undone.
  process.env = environmentObject;
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

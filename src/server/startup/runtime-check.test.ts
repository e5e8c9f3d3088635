import { describe, expect, it } from 'vitest';
import { pinnedNode, runtimeProblem } from './runtime-check';

describe('runtimeProblem: a deployed process runs on the Node its release carries', () => {
  it.each([
    ['production', '20.20.2', '24.21.0', true],
    ['staging', '22.12.0', '24.21.0', true],
    ['production', '24.21.0', '24.21.0', false],
    ['local', '20.20.2', '24.21.0', false],
    ['test', '22.12.0', '24.21.0', false],
    ['production', '24.21.0', undefined, false],
  ] as const)('%s on %s with %s carried: refused %s', (appEnv, running, pinned, refused) => {
    const problem = runtimeProblem(appEnv, running, pinned);
    expect(problem !== undefined).toBe(refused);
    if (problem) expect(problem).toContain(`Node ${running} is running`);
  });

  it('reads the pinned version from the app’s package.json', () => {
    expect(pinnedNode()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

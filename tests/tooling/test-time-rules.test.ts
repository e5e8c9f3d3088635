/* eslint-disable shop/no-fixed-waits -- the rule's own cases, as code under test */
import { RuleTester } from 'eslint';
import { testTimeRules } from '../../scripts/lint/test-time-rules.mjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const { 'no-real-clock': noRealClock, 'no-fixed-waits': noFixedWaits } = testTimeRules.rules;

tester.run('no-real-clock', noRealClock, {
  valid: [
    'const at = new Date("2027-11-24T15:00:00Z");',
    'const at = new Date(clockNowMs() + 1000);',
    'const started = performance.now();',
    'const utc = Date.UTC(2028, 1, 29);',
  ],
  invalid: [
    { code: 'const now = new Date();', errors: [{ messageId: 'real' }] },
    { code: 'const ms = Date.now() + 5;', errors: [{ messageId: 'real' }] },
    { code: 'const read = Date.now;', errors: [{ messageId: 'real' }] },
    { code: 'const text = Date();', errors: [{ messageId: 'real' }] },
  ],
});

tester.run('no-fixed-waits', noFixedWaits, {
  valid: [
    // A timeout in a race settles with a value: it bounds a wait, it is not one.
    'new Promise((resolve) => { setTimeout(() => resolve(false), 1000); });',
    'export default { retries: 0 };',
    "await page.waitForLoadState('load');",
    // One turn of the event loop, not a wait for time.
    'await new Promise((resolve) => setTimeout(resolve, 0));',
  ],
  invalid: [
    { code: 'await new Promise((r) => setTimeout(r, 500));', errors: [{ messageId: 'sleep' }] },
    {
      code: 'await new Promise((done) => setTimeout(() => done(), 500));',
      errors: [{ messageId: 'sleep' }],
    },
    { code: 'await page.waitForTimeout(1000);', errors: [{ messageId: 'sleep' }] },
    {
      code: "import { setTimeout } from 'node:timers/promises';",
      errors: [{ messageId: 'sleep' }],
    },
    { code: "await page.waitForLoadState('networkidle');", errors: [{ messageId: 'networkidle' }] },
    { code: 'export default { retries: 2 };', errors: [{ messageId: 'retry' }] },
    { code: "it('x', { retry: 1 }, () => {});", errors: [{ messageId: 'retry' }] },
  ],
});

import { RuleTester } from 'eslint';
import { routeRules } from '../../scripts/lint/route-rules.mjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('api-config', routeRules.rules['api-config'], {
  valid: [
    'export const config = { api: { bodyParser: false } };\nexport default handler({});',
    "export const config = { api: { 'bodyParser': false, externalResolver: true } };",
  ],
  invalid: [
    { code: 'export default handler({});', errors: [{ messageId: 'missing' }] },
    {
      code: 'export const config = { api: { bodyParser: true } };',
      errors: [{ messageId: 'missing' }],
    },
    { code: 'export const config = routeConfig;', errors: [{ messageId: 'missing' }] },
    {
      code: 'export let config = { api: { bodyParser: false } };',
      errors: [{ messageId: 'missing' }],
    },
  ],
});

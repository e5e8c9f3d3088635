import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const SERVER_IMPORT =
  "import { serverEnv } from '@/env/server';\nexport const port = () => serverEnv().port;\n";
const CLIENT_IMPORT =
  "import { publicEnv } from '@/env/client';\nexport const site = () => publicEnv.siteUrl;\n";

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe(
  'the server environment stays out of browser code (eslint.config.mjs)',
  { timeout: 60_000 },
  () => {
    it.each([
      'src/features/cart/probe.ts',
      'src/ui/forms/probe.ts',
      'src/lib/api-client/probe.ts',
      'src/env/client.ts',
      'src/pages/_app.tsx',
    ])('refuses src/env/server in %s', async (filePath) => {
      const errors = await boundaryErrors(SERVER_IMPORT, filePath);
      expect(errors).toEqual([expect.stringContaining('Server environment in browser code')]);
      expect(await boundaryErrors(CLIENT_IMPORT, filePath)).toEqual([]);
    });

    it.each(['src/server/services/probe.ts', 'src/pages/api/v3/probe.ts', 'src/pages/probe.tsx'])(
      'lets %s read it (server code, and page data loaders)',
      async (filePath) => {
        expect(await boundaryErrors(SERVER_IMPORT, filePath)).toEqual([]);
      },
    );
  },
);

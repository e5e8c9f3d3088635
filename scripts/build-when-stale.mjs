// `npm run build`, but only the parts older than their sources (the Next build, the compiled server
// entries): what `npm run lighthouse` and `npm run budget` measure is always the current tree.
import { buildAll, buildIsStale, serverBuildIsStale } from './lib.mjs';

await buildAll({
  env: { NEXT_TELEMETRY_DISABLED: '1' },
  when: { next: buildIsStale(), server: serverBuildIsStale() },
});

import { staticIsland } from '@/ui/static-island';
import { ErrorFrame } from './error-frame';
import type { ErrorHeroProps } from './error-hero';
import ServerErrorHero from './error-hero.server-html';

// The copy is rendered by the server and not hydrated (its only control is a link); the frame
// around it stays hydrated, as it records the view event and sets the title.
const ErrorHero = staticIsland<ErrorHeroProps>({
  server: typeof window === 'undefined' ? ServerErrorHero : null,
  load: () => import('./error-hero').then((module) => module.ErrorHero),
});

/** The error page for 400, 404, 500 and 503: header, illustration, copy, and the way home. */
export function ErrorView({ status }: ErrorHeroProps) {
  return (
    <ErrorFrame status={status}>
      <ErrorHero status={status} />
    </ErrorFrame>
  );
}

import { ErrorFrame } from './error-frame';
import { ErrorHero } from './error-hero';

/**
 * The 500 page as the browser renders it after a crash (AppErrorBoundary): its whole code in the
 * one chunk the boundary loads, as there is no server HTML to keep and no second load should
 * stand between a crash and the page that explains it.
 */
export function CrashView() {
  return (
    <ErrorFrame status={500}>
      <ErrorHero status={500} />
    </ErrorFrame>
  );
}

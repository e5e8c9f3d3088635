import { ErrorFrame } from './error-frame';
import { ErrorHero, type ErrorHeroProps } from './error-hero';

/** The error page for 400, 404, 500 and 503: header, illustration, copy, and the way home. */
export function ErrorView({ status }: ErrorHeroProps) {
  return (
    <ErrorFrame status={status}>
      <ErrorHero status={status} />
    </ErrorFrame>
  );
}

import styled from 'styled-components';
import type { ErrorPageStatus } from '@/config/constants';
import { site } from '@/config/site';
import { ButtonLink } from '@/ui/primitives/button';
import { ErrorIllustration } from './error-illustration';
import { errorCopy } from './error-copy';
import { fluidFontSize, fontSize, spacing } from '@/ui/theme';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${spacing(4)};
  max-width: 640px;
  margin: 0 auto;
  padding: ${spacing(12, 4, 16)};
  text-align: center;
  h1 {
    font-size: ${fluidFontSize.page};
    margin: 0;
  }
  p {
    margin: 0;
    font-size: ${fontSize.md};
  }
`;

export interface ErrorHeroProps {
  status: ErrorPageStatus;
}

/** What an error page says: illustration, copy, and the way home (none while in maintenance). */
export function ErrorHero({ status }: ErrorHeroProps) {
  const { headline, body, showHomeButton } = errorCopy(status);
  return (
    <Hero aria-labelledby="error-headline">
      <ErrorIllustration />
      <h1 id="error-headline">{headline}</h1>
      <p>
        {body}
        {status === 503 ? (
          <>
            {' '}
            <a href={site.supportPhoneHref}>{site.supportPhoneDisplay}</a>.
          </>
        ) : null}
      </p>
      {showHomeButton ? <ButtonLink href="/account/">Run back home</ButtonLink> : null}
    </Hero>
  );
}

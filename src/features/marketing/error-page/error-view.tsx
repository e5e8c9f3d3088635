import { useRouter } from 'next/router';
import { useEffect } from 'react';
import styled from 'styled-components';
import type { ErrorPageStatus } from '@/config/constants';
import { site } from '@/config/site';
import { trackEvent } from '@/lib/integrations/analytics/track';
import { PageLayout } from '@/ui/layout/page-layout';
import { ButtonLink } from '@/ui/primitives/button';
import { PageMeta } from '@/ui/seo/page-meta';
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

/** The error page for 400, 404, 500 and 503: header, illustration, copy, and the way home. */
export function ErrorView({ status }: { status: ErrorPageStatus }) {
  const { headline, body, showHomeButton } = errorCopy(status);
  const { asPath } = useRouter();
  useEffect(() => {
    trackEvent('Error Page Viewed', { status, path: asPath });
  }, [status, asPath]);

  return (
    <PageLayout footer={status === 503 ? 'simple' : 'full'} showBanner={false}>
      <PageMeta title={headline} path={asPath} noindex />
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
    </PageLayout>
  );
}

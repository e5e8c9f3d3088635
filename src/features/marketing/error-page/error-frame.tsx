import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import type { ErrorPageStatus } from '@/config/constants';
import { trackEvent } from '@/lib/integrations/analytics/track';
import { PageLayout } from '@/ui/layout/page-layout';
import { PageMeta } from '@/ui/seo/page-meta';
import { errorHeadline } from './error-headline';

/** Around an error page's copy: the layout, the title, and the view event recorded on load. */
export function ErrorFrame({ status, children }: { status: ErrorPageStatus; children: ReactNode }) {
  const { asPath } = useRouter();
  useEffect(() => {
    trackEvent('Error Page Viewed', { status, path: asPath });
  }, [status, asPath]);

  return (
    <PageLayout footer={status === 503 ? 'simple' : 'full'} showBanner={false}>
      <PageMeta title={errorHeadline(status)} path={asPath} noindex />
      {children}
    </PageLayout>
  );
}

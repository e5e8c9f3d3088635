import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import type { ErrorPageStatus } from '@/config/constants';
import { PageLayout } from '@/ui/layout/page-layout';
import { PageMeta } from '@/ui/seo/page-meta';
import { errorHeadline } from './error-headline';

/** Around an error page's copy: the layout, the title, and the view event recorded on load. */
export function ErrorFrame({ status, children }: { status: ErrorPageStatus; children: ReactNode }) {
  const { asPath } = useRouter();
  useEffect(() => {
    // The analytics code (the event with its flow attribution) comes in its own chunk, as it is
    // some 1 kB of the error pages' first load; the data layer is only an array until the tag
    // manager drains it, so a push a moment later reaches it all the same. Analytics never
    // breaks a page: a chunk that cannot load costs the event, nothing else.
    import('@/lib/integrations/analytics/track').then(
      ({ trackEvent }) => trackEvent('Error Page Viewed', { status, path: asPath }),
      () => undefined,
    );
  }, [status, asPath]);

  return (
    <PageLayout footer={status === 503 ? 'simple' : 'full'} showBanner={false}>
      <PageMeta title={errorHeadline(status)} path={asPath} noindex />
      {children}
    </PageLayout>
  );
}

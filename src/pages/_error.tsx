import type { NextPageContext } from 'next';
import type { ErrorPageStatus } from '@/config/constants';
import { errorPageStatus } from '@/features/marketing/error-page/error-copy';
import { ErrorView } from '@/features/marketing/error-page/error-view';

interface Props {
  status: ErrorPageStatus;
}

export default function ErrorPage({ status }: Props) {
  return <ErrorView status={status} />;
}

ErrorPage.getInitialProps = async ({ res, err, asPath }: NextPageContext): Promise<Props> => {
  const code = res?.statusCode ?? err?.statusCode ?? 500;
  if (err && typeof window === 'undefined' && code >= 500) {
    // Server-side crash while rendering: report it; the visitor sees the 500 page.
    const { reportError } = await import('@/server/monitoring/report-error');
    reportError(err, { path: asPath });
  }
  return { status: errorPageStatus(code) };
};

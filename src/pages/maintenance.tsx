import type { GetServerSideProps } from 'next';
import { ErrorView } from '@/features/marketing/error-page/error-view';

/** Served (by src/proxy.ts) for customers' pages while maintenance mode is on. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.statusCode = 503;
  res.setHeader('Retry-After', '600');
  res.setHeader('Cache-Control', 'no-store');
  return { props: {} };
};

export default function MaintenancePage() {
  return <ErrorView status={503} />;
}

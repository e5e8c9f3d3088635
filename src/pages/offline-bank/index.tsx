import type { GetServerSideProps } from 'next';
import { OfflineBankView } from '@/features/checkout/offline-bank/offline-bank-view';
import { PageMeta } from '@/ui/seo/page-meta';
import { serverEnv } from '@/env/server';

/** The offline provider's bank page: absent (404) where Stripe's banks answer instead. */
export const getServerSideProps: GetServerSideProps = async () => {
  const env = serverEnv();
  return env.stripeSecretKey && env.stripePublishableKey ? { notFound: true } : { props: {} };
};

export default function OfflineBankPage() {
  return (
    <>
      <PageMeta title="Confirm your payment" path="/offline-bank/" noindex />
      <OfflineBankView />
    </>
  );
}

import type { GetServerSideProps } from 'next';
import { SkipBoxView, type SkipLinkState } from '@/features/account/skip-box/skip-box-view';
import { PageMeta } from '@/ui/seo/page-meta';

interface Props {
  token: string;
  link: SkipLinkState;
}

/** Reads the link's state only: the skip itself is a POST from the page's button. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  const token = typeof query.token === 'string' ? query.token : '';
  const [{ getDb }, { inspectSkipLink }] = await Promise.all([
    import('@/server/db/client'),
    import('@/server/services/skip-links/skip-link-service'),
  ]);
  res.setHeader('Cache-Control', 'no-store');
  return { props: { token, link: await inspectSkipLink(getDb(), token) } };
};

export default function SkipBoxPage({ token, link }: Props) {
  return (
    <>
      <PageMeta title="Skip a box" path="/skip-box/" noindex />
      <SkipBoxView token={token} link={link} />
    </>
  );
}

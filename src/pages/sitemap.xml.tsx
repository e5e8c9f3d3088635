import type { GetServerSideProps } from 'next';
import { publicRoutes } from '@/config/public-routes';
import { resolveFlags } from '@/lib/integrations/experiments/flags';
import { serverEnv } from '@/env';
import { buildSitemapXml } from '@/server/seo/crawler-files';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(
    buildSitemapXml(
      serverEnv().siteUrl,
      publicRoutes(resolveFlags(process.env.NEXT_PUBLIC_FEATURE_FLAGS).SHOW_LAMB),
    ),
  );
  return { props: {} };
};

export default function SitemapXml() {
  return null;
}

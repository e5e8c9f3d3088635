import type { GetServerSideProps } from 'next';
import { publicRoutes } from '@/config/public-routes';
import { serverEnv } from '@/env/server';
import { buildSitemapXml } from '@/server/seo/crawler-files';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(buildSitemapXml(serverEnv().siteUrl, publicRoutes()));
  return { props: {} };
};

export default function SitemapXml() {
  return null;
}

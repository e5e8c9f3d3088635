import type { GetServerSideProps } from 'next';
import { serverEnv } from '@/env/server';
import { buildRobotsTxt } from '@/server/seo/crawler-files';
import { robotsContent } from '@/domain/robots';

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const env = serverEnv();
  const indexable = robotsContent(env.appEnv, env.allowIndexing) === 'index, follow';
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(buildRobotsTxt(env.siteUrl, indexable));
  return { props: {} };
};

export default function RobotsTxt() {
  return null;
}

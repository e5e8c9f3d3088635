import Head from 'next/head';
import { site } from '@/config/site';
import { publicEnv } from '@/env/client';
import { canonicalUrl, robotsContent } from '@/domain/robots';

export interface PageMetaProps {
  /** Page title; the product name is added after it. Omitted: the product name alone. */
  title?: string;
  description?: string;
  /** The page's path, for the canonical link and og:url. */
  path: string;
  /** Absolute or root-relative social image. */
  image?: string;
  noindex?: boolean;
}

const DEFAULT_IMAGE = '/images/social-card.png';

/** Title, description, canonical link, robots and social sharing tags for one page. */
export function PageMeta({
  title,
  description = site.defaultDescription,
  path,
  image = DEFAULT_IMAGE,
  noindex,
}: PageMetaProps) {
  const fullTitle = title ? `${title} | ${site.name}` : site.defaultTitle;
  const url = canonicalUrl(publicEnv.siteUrl, path);
  const imageUrl = image.startsWith('http')
    ? image
    : `${publicEnv.siteUrl.replace(/\/+$/, '')}${image}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="description" content={description} />
      <meta
        name="robots"
        content={robotsContent(publicEnv.appEnv, publicEnv.allowIndexing, noindex)}
      />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </Head>
  );
}

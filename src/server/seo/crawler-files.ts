import { PRIVATE_PATH_PREFIXES, type PublicRoute } from '@/config/public-routes';
import { canonicalUrl } from '@/domain/robots';

export function buildRobotsTxt(siteUrl: string, indexable: boolean): string {
  const lines = ['User-agent: *'];
  if (indexable) {
    lines.push('Allow: /', ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`));
    lines.push('', `Sitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}`);
  } else {
    lines.push('Disallow: /');
  }
  return `${lines.join('\n')}\n`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function buildSitemapXml(siteUrl: string, routes: PublicRoute[]): string {
  const urls = routes
    .map(
      (route) =>
        `  <url><loc>${escapeXml(canonicalUrl(siteUrl, route.path))}</loc><changefreq>${route.changefreq}</changefreq><priority>${route.priority.toFixed(1)}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

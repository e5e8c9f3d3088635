import NextLink, { type LinkProps } from 'next/link';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AppLinkProps = LinkProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof LinkProps> & { ref?: Ref<HTMLAnchorElement> };

/**
 * The shop's internal link. Pages are prefetched when a link is hovered or focused rather than as
 * soon as it scrolls into view: the header and footer alone hold some thirty links, and fetching
 * them all on every page load would waste a phone's data and compete with the page itself.
 */
export default function AppLink({ prefetch = false, ...props }: AppLinkProps) {
  return <NextLink prefetch={prefetch} {...props} />;
}

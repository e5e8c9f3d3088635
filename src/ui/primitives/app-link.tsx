import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent, Ref, SyntheticEvent } from 'react';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A path on this site: client-side navigation applies; anything else is the browser's. */
const isOwnPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A click that opens a new tab or window, downloads or saves keeps the browser's behaviour. */
function isPlainClick(event: MouseEvent<HTMLElement>, anchor: HTMLAnchorElement) {
  const { target } = anchor;
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self') &&
    !anchor.hasAttribute('download')
  );
}

/** The router once the app has mounted; null in a test render or before hydration. */
const mountedRouter = () => Router?.router ?? null;

/**
 * Follows a click on a link to one of our pages on the client, as next/link does; returns whether
 * it did.
 */
function followInApp(event: MouseEvent<HTMLElement>, anchor: HTMLAnchorElement): boolean {
  const href = anchor.getAttribute('href');
  const router = mountedRouter();
  if (event.defaultPrevented || !href || !isOwnPath(href) || !router) return false;
  if (!isPlainClick(event, anchor)) return false;
  event.preventDefault();
  void router.push(href);
  return true;
}

/** Starts loading a page of ours the visitor is about to open (the router skips it in development). */
export function prefetchPage(href: string | null): void {
  const router = mountedRouter();
  if (href && isOwnPath(href) && router) {
    router.prefetch(href).catch(() => undefined);
  }
}

/**
 * The shop's internal link: a plain anchor that navigates on the client through the router, as
 * next/link does, without its 2 kB (viewport observer, merged refs, locale handling) in every page's
 * first load. A page is prefetched when its link is hovered, focused or touched rather than as soon
 * as it scrolls into view: the header and footer alone hold some thirty links, and fetching them all
 * on every page load would waste a phone's data and compete with the page itself.
 */
export default function AppLink({
  href,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...rest
}: AppLinkProps) {
  const prefetch = <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) =>
    function onIntent(event: E) {
      handler?.(event);
      prefetchPage(href);
    };

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    followInApp(event, event.currentTarget);
  };

  return (
    <a
      href={href}
      onClick={navigate}
      onMouseEnter={prefetch(onMouseEnter)}
      onFocus={prefetch(onFocus)}
      onTouchStart={prefetch(onTouchStart)}
      {...rest}
    />
  );
}

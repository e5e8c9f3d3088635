import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useRouter, type NextRouter } from 'next/router';
import {
  lazy,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { useIsClient } from './hooks/use-is-client';
import { theme } from './theme';

/**
 * React.lazy over `load`; a chunk that cannot be loaded fetches the page from the server instead,
 * as Next does when a page's own code fails to load.
 */
export function lazyOrReload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        window.location.reload();
        throw error;
      },
    ),
  );
}

interface LazyHydrationOptions<P> {
  /** The part, on the server only (a `*.server-html` module: `null` in the browser's build). */
  server: ComponentType<P> | null;
  /** The same part's code, loaded in the browser once the page has hydrated. */
  load: () => Promise<ComponentType<P>>;
}

// The wrapper takes no box of its own: the part lays out as if it were its parent's child.
const NO_BOX: CSSProperties = { display: 'contents' };
// Empty inner HTML on the client: React neither hydrates nor replaces what the server sent.
const KEEP_SERVER_HTML = { __html: '' };

/** What a part hydrated in a root of its own needs from the page's tree. */
function PageContext({ router, children }: { router: NextRouter; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
    </ThemeProvider>
  );
}

let partCount = 0;

/**
 * Renders nothing; calls `then` once the part has hydrated and has rendered again with what its
 * own mount effects set (say, a value typed into the server's HTML), so a replayed click meets
 * handlers that know it. Its first effect's update is batched with those effects' updates.
 */
function WhenSettled({ then }: { then: () => void }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) then();
    // The one extra commit is the point: it comes after the mount effects' own updates.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else setSettled(true);
  }, [settled, then]);
  return null;
}

/**
 * Holds a click on one of the part's buttons made before its code is there, and gives it back
 * once the part is hydrated, as React does for parts it hydrates itself. Links need nothing: they
 * work as plain links meanwhile.
 */
function holdEarlyClicks(container: HTMLElement) {
  let held: HTMLButtonElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  container.addEventListener('click', hold, true);
  return {
    stop: () => container.removeEventListener('click', hold, true),
    replay: () => {
      container.removeEventListener('click', hold, true);
      if (held?.isConnected) held.click();
      held = null;
    },
  };
}

type Shown<P> = { props: P; router: NextRouter };
type Part<P> = { root: Root | null; follow: ((shown: Shown<P>) => void) | null };

/**
 * The part's own root: hydrates with what the page held when the server rendered it (a static
 * page's router is not ready yet, say), then at once follows what the page holds now, and from
 * then on whatever `follow` is given.
 */
function PartRoot<P extends object>({
  Component,
  atHydration,
  connect,
  settled,
}: {
  Component: ComponentType<P>;
  atHydration: Shown<P>;
  connect: (follow: (shown: Shown<P>) => void) => void;
  settled: () => void;
}) {
  const [shown, setShown] = useState(atHydration);
  // Batched with the part's own mount effects' updates, after the hydration has committed.
  useEffect(() => connect(setShown), [connect]);
  return (
    <PageContext router={shown.router}>
      <Component {...shown.props} />
      <WhenSettled then={settled} />
    </PageContext>
  );
}

function HydrateWhenLoaded<P extends object>({
  load,
  props,
}: {
  load: () => Promise<ComponentType<P>>;
  props: P;
}) {
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  // What the server rendered the part with: the page's props and router as it hydrates.
  const [atHydration] = useState<Shown<P>>(() => ({ props, router }));
  const part = useRef<Part<P> | null>(null);
  const latest = useRef<Shown<P>>(atHydration);
  useEffect(() => {
    latest.current = { props, router };
  });

  useEffect(() => {
    let unmounted = false;
    const node = container.current!;
    const clicks = holdEarlyClicks(node);
    load().then(
      (Component) => {
        if (unmounted) return;
        const entry: Part<P> = { root: null, follow: null };
        const connect = (follow: (shown: Shown<P>) => void) => {
          entry.follow = follow;
          follow(latest.current);
        };
        part.current = entry;
        entry.root = hydrateRoot(
          node,
          <PartRoot
            Component={Component}
            atHydration={atHydration}
            connect={connect}
            settled={clicks.replay}
          />,
          // Its own ids, never the same as the page's or another part's.
          { identifierPrefix: `part${(partCount += 1)}-` },
        );
      },
      () => {
        // As Next does when a page's code fails to load: fetch the page from the server instead.
        if (!unmounted) window.location.reload();
      },
    );
    return () => {
      unmounted = true;
      clicks.stop();
      const root = part.current?.root;
      part.current = null;
      // Not while the page's own root is committing (React refuses a synchronous unmount then).
      if (root) setTimeout(() => root.unmount());
    };
  }, [load, atHydration]);

  // The page re-rendered (new props, or a navigation): the part follows.
  useEffect(() => {
    part.current?.follow?.({ props, router });
  });

  return (
    <div
      ref={container}
      style={NO_BOX}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}

/**
 * An interactive part whose code is not in the page's first-load JS: the server renders it, the
 * browser paints that HTML and hydrates the page around it, and then loads the part's code and
 * hydrates the part in a React root of its own (with the page's theme and router). For what is on
 * screen at once but not needed before the page is interactive: the header, the consent banner.
 * Until its code is there, the part's links work as plain links, and a click on one of its
 * buttons is held and given back once the part is hydrated. Give the part fixed ids rather than
 * useId's: ids made in a root of its own differ from the server's.
 *
 * (A Suspense boundary around a lazy part would do this within the page's root, but React's server
 * renderer moves a boundary's HTML out of place, behind an inline script, once the page is over
 * ~12 kB, and the content security policy allows no inline scripts.)
 *
 * A mount after hydration (a client-side navigation to a page with the part) has no server HTML
 * to keep: the part then renders in the page's tree and holds the navigation until its code is
 * there, as the page's own code does, so nothing flashes empty.
 */
export function lazyHydrated<P extends object>({
  server: Server,
  load,
}: LazyHydrationOptions<P>): ComponentType<P> {
  const Client = lazyOrReload(load);

  function LazyHydrated(props: P) {
    const isClient = useIsClient();
    // Decided on the first render: hydrating (keep the server's HTML meanwhile) or mounted later.
    const [hydrating] = useState(() => !isClient);
    if (Server || !hydrating) {
      return <div style={NO_BOX}>{Server ? <Server {...props} /> : <Client {...props} />}</div>;
    }
    return <HydrateWhenLoaded load={load} props={props} />;
  }
  return LazyHydrated;
}

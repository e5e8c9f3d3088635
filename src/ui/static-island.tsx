import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import type { FlagName } from '@/config/flags';
import { followInApp, prefetchPage } from '@/ui/primitives/app-link';
import { useIsClient } from './hooks/use-is-client';
import { lazyOrReload } from './lazy-hydration';

/** What a click on an element marked `data-action="<name>"` inside the island does. */
export type IslandActions = Record<string, () => void>;

interface IslandOptions<P> {
  /** The content, on the server only (`null` in the browser: see staticIsland). */
  server: ComponentType<P> | null;
  /** The same content's code, for a mount after hydration (a client-side navigation). */
  load: () => Promise<ComponentType<P>>;
  actions?: IslandActions;
  /** Flags whose `data-flag` parts the island shows or hides as the experiments decide. */
  flags?: readonly FlagName[];
  /**
   * After a client-side navigation, keep the previous page on screen until the code has loaded
   * (true: for a page's main content), or show the new page at once and this part when ready
   * (false: for what sits below the fold, like the footer).
   */
  holdsNavigation?: boolean;
}

// Empty inner HTML on the client: React neither hydrates nor replaces what the server sent.
const KEEP_SERVER_HTML = { __html: '' };

function delegateClick(event: MouseEvent<HTMLDivElement>, actions: IslandActions) {
  const target = event.target as Element;
  const anchor = target.closest('a');
  if (anchor && event.currentTarget.contains(anchor)) {
    followInApp(event, anchor);
    return;
  }
  const name = target.closest<HTMLElement>('[data-action]')?.dataset.action;
  if (name && Object.hasOwn(actions, name)) actions[name]!();
}

function delegateIntent(event: MouseEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>) {
  const anchor = (event.target as Element).closest('a');
  if (anchor) prefetchPage(anchor.getAttribute('href'));
}

/** Keeps one flag's `data-flag` parts of server HTML in step with its value (and reports it seen). */
function FlagSync({ name, root }: { name: FlagName; root: RefObject<HTMLDivElement | null> }) {
  const shown = useFlag(name);
  useEffect(() => {
    root.current
      ?.querySelectorAll<HTMLElement>(`[data-flag="${name}"]`)
      .forEach((part) => (part.hidden = !shown));
  }, [name, root, shown]);
  return null;
}

/**
 * Content the browser does not hydrate: the server renders it, and on the first load React keeps
 * that HTML as it is, so the content's code is neither downloaded nor run (it is static: the footer
 * is some 3 kB of every page's JS for links and text). Clicks are handled by delegation on the
 * island: links to our pages navigate on the client, and `data-action` elements call `actions`.
 * When a client-side navigation mounts the island later, there is no server HTML to keep, so the
 * content's code is loaded then and rendered as usual, the navigation waiting for it.
 *
 * `server` comes from a `*.server-html.ts` module (`export { Content as default } from ...`),
 * which the browser's build replaces with `null` (next.config.js), so the browser's bundle holds
 * only `load`'s separate chunk; the `typeof window` test covers test renders in jsdom.
 */
export function staticIsland<P extends object>({
  server: Server,
  load,
  actions = {},
  flags = [],
  holdsNavigation = true,
}: IslandOptions<P>): ComponentType<P> {
  // Without a Suspense boundary of its own, the island suspends the client-side navigation (a
  // transition), so the previous page stays on screen until this code has arrived, as it does
  // for the page's own code.
  const Client = lazyOrReload(load);

  function StaticIsland(props: P) {
    const isClient = useIsClient();
    const root = useRef<HTMLDivElement>(null);
    // Decided on the first render: hydrating (keep the server's HTML) or mounted later (render).
    const [hydrating] = useState(() => !isClient);
    const handlers = {
      onClick: (event: MouseEvent<HTMLDivElement>) => delegateClick(event, actions),
      onMouseOver: delegateIntent,
      onFocus: delegateIntent,
    };

    if (Server) {
      return (
        <div data-static-island="">
          <Server {...props} />
        </div>
      );
    }
    if (!hydrating) {
      return (
        <div data-static-island="" {...handlers}>
          {holdsNavigation ? (
            <Client {...props} />
          ) : (
            <Suspense fallback={null}>
              <Client {...props} />
            </Suspense>
          )}
        </div>
      );
    }
    return (
      <>
        <div
          data-static-island=""
          ref={root}
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
          {...handlers}
        />
        {flags.map((name) => (
          <FlagSync key={name} name={name} root={root} />
        ))}
      </>
    );
  }
  return StaticIsland;
}

/**
 * Part of an island's content shown only while a flag is on. The part is always in the HTML, hidden
 * when the flag is off, so an island the browser does not re-render can still follow the flag.
 */
export function FlagPart({ name, children }: { name: FlagName; children: React.ReactNode }) {
  const shown = useFlag(name);
  return (
    <div data-flag={name} hidden={!shown}>
      {children}
    </div>
  );
}

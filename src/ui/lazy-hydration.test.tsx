import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import styled, { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyHydrated } from './lazy-hydration';
import { theme } from './theme';

const contentRendered = vi.fn();
const Greeting = styled.p`
  color: ${({ theme: shopTheme }) => shopTheme.palette.ink};
`;

/** A part that needs the page's router and theme and has state of its own. */
function Part({ who }: { who: string }) {
  contentRendered();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <header>
      <Greeting>
        Hello {who} on {router.asPath}
      </Greeting>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </button>
      <a href="https://example.org/faq">FAQ</a>
    </header>
  );
}

const routerAt = (asPath: string) => ({ asPath }) as NextRouter;

function Page({
  Shown,
  who,
  path,
}: {
  Shown: ComponentType<{ who: string }>;
  who: string;
  path: string;
}) {
  return (
    <ThemeProvider theme={theme}>
      <RouterContext.Provider value={routerAt(path)}>
        <Shown who={who} />
        <main>Page</main>
      </RouterContext.Provider>
    </ThemeProvider>
  );
}

let resolveLoad: (component: ComponentType<{ who: string }>) => void;
let rejectLoad: (error: Error) => void;
const load = vi.fn(
  () =>
    new Promise<ComponentType<{ who: string }>>((resolve, reject) => {
      resolveLoad = resolve;
      rejectLoad = reject;
    }),
);
const OnServer = lazyHydrated({ server: Part, load });
const InBrowser = lazyHydrated({ server: null, load });

let root: Root | null = null;
let container: HTMLDivElement;

/** The first load: HTML from the server, then React hydrating the browser's build over it. */
async function hydrate() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page Shown={OnServer} who="Maya" path="/" />);
  document.body.append(container);
  contentRendered.mockClear();
  await act(async () => {
    root = hydrateRoot(container, <Page Shown={InBrowser} who="Maya" path="/" />);
  });
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

describe('lazyHydrated, on the first load', () => {
  it("keeps the server's HTML while its code loads, then hydrates it with the page's context", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await hydrate();
    expect(screen.getByText('Hello Maya on /')).toBeInTheDocument();
    expect(contentRendered).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => resolveLoad(Part));
    expect(contentRendered).toHaveBeenCalled();
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Hydrated, not replaced: the same element, and no mismatch reported.
    expect(container.querySelectorAll('header')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('gives a click on a button made before its code arrived back once hydrated', async () => {
    await hydrate();
    const menu = screen.getByRole('button', { name: 'Menu' });
    const early = fireEvent.click(menu);
    expect(early).toBe(false); // held, not lost
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await act(async () => resolveLoad(Part));
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves links to the browser while its code loads', async () => {
    await hydrate();
    // fireEvent returns false when a handler cancelled the click: a link must still be followed.
    expect(fireEvent.click(screen.getByRole('link', { name: 'FAQ' }))).toBe(true);
  });

  it('follows the page when it renders again (new props, a navigation)', async () => {
    await hydrate();
    await act(async () => resolveLoad(Part));
    await act(async () => root!.render(<Page Shown={InBrowser} who="Sam" path="/faqs/" />));
    expect(screen.getByText('Hello Sam on /faqs/')).toBeInTheDocument();
  });

  it('hydrates as the server rendered it, then shows what changed while its code loaded', async () => {
    await hydrate();
    const served = container.querySelector('header');
    // The page moved on before the part's code came (a static page's router becoming ready).
    await act(async () => root!.render(<Page Shown={InBrowser} who="Sam" path="/faqs/" />));
    expect(screen.getByText('Hello Maya on /')).toBeInTheDocument();
    await act(async () => resolveLoad(Part));
    expect(screen.getByText('Hello Sam on /faqs/')).toBeInTheDocument();
    // Hydrated, not rendered anew after a mismatch: the server's element is still there.
    expect(container.querySelector('header')).toBe(served);
  });

  it('unmounts its own root when the page drops it', async () => {
    vi.useFakeTimers();
    try {
      await hydrate();
      await act(async () => resolveLoad(Part));
      act(() => root!.render(<main>Other page</main>));
      act(() => vi.runAllTimers());
      expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
      expect(screen.getByText('Other page')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches the page from the server when its code cannot be loaded', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      await hydrate();
      await act(async () => rejectLoad(new Error('ChunkLoadError')));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Hello Maya on /')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('lazyHydrated, input made before its code arrived', () => {
  it('replays a click once the part has taken in what was typed', async () => {
    function Typed() {
      const [name, setName] = useState('');
      const [sent, setSent] = useState<string | null>(null);
      const input = useRef<HTMLInputElement>(null);
      useEffect(() => {
        if (input.current?.value) setName(input.current.value);
      }, []);
      return (
        <div>
          <input
            ref={input}
            aria-label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="button" onClick={() => setSent(name)}>
            Send
          </button>
          {sent !== null ? <p>Sent {sent}</p> : null}
        </div>
      );
    }
    let resolveTyped!: (component: ComponentType<{ who: string }>) => void;
    const loadTyped = () =>
      new Promise<ComponentType<{ who: string }>>((resolve) => (resolveTyped = resolve));
    const Server = lazyHydrated({ server: Typed, load: loadTyped });
    const Browser = lazyHydrated({ server: null, load: loadTyped });
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page Shown={Server} who="" path="/" />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container!, <Page Shown={Browser} who="" path="/" />);
    });
    (screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value = 'Rex';
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => resolveTyped(Typed));
    expect(screen.getByText('Sent Rex')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rex');
  });
});

describe('lazyHydrated ids', () => {
  it('gives what the part renders after hydration ids of its own root', async () => {
    function WithIds() {
      const id = useId();
      const [shown, setShown] = useState(false);
      return (
        <div>
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
          {shown ? <p id={id}>Shown</p> : null}
        </div>
      );
    }
    const loadWithIds = () => Promise.resolve(WithIds);
    const Server = lazyHydrated<{ who: string }>({ server: WithIds, load: loadWithIds });
    const Browser = lazyHydrated<{ who: string }>({ server: null, load: loadWithIds });
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page Shown={Server} who="" path="/" />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Page Shown={Browser} who="" path="/" />);
    });
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Shown').id).toMatch(/^_part\d+-/);
  });
});

describe('lazyHydrated, mounted after hydration (a client-side navigation)', () => {
  it('renders in the page once its code is there', async () => {
    render(<Page Shown={InBrowser} who="Maya" path="/meal-plans/" />);
    await act(async () => resolveLoad(Part));
    expect(await screen.findByText('Hello Maya on /meal-plans/')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

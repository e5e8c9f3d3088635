import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  publishExperiments,
  resetExperimentsForTests,
} from '@/lib/integrations/experiments/flag-store';
import AppLink from './primitives/app-link';
import { FlagPart, staticIsland } from './static-island';

const router = vi.hoisted(() => ({
  push: vi.fn(() => Promise.resolve(true)),
  prefetch: vi.fn(() => Promise.resolve()),
}));
vi.mock('next/router', () => ({ default: { router } }));

const contentRendered = vi.fn();
function Content({ who }: { who: string }) {
  contentRendered();
  return (
    <footer>
      <p>Hello {who}</p>
      <AppLink href="/faqs/">
        <span>FAQ</span>
      </AppLink>
      <a href="https://example.org/">Elsewhere</a>
      <button type="button" data-action="settings">
        Settings
      </button>
      <FlagPart name="OLLIE_APP_BANNER">
        <p>Get the app</p>
      </FlagPart>
    </footer>
  );
}

const openSettings = vi.fn();
const options = {
  load: () => Promise.resolve(Content),
  actions: { settings: openSettings },
  flags: ['OLLIE_APP_BANNER'] as const,
};
const OnServer = staticIsland({ ...options, server: Content });
const InBrowser = staticIsland({ ...options, server: null });

let root: Root | null = null;
let container: HTMLDivElement;

/** The first load: HTML from the server, then React hydrating the browser's build over it. */
async function hydrate() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<OnServer who="Maya" />);
  document.body.append(container);
  contentRendered.mockClear();
  await act(async () => {
    root = hydrateRoot(container, <InBrowser who="Maya" />);
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  resetExperimentsForTests();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
});

describe('staticIsland, on the first load', () => {
  it("keeps the server's HTML without running the content's code", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await hydrate();
    expect(screen.getByText('Hello Maya')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faqs/');
    expect(contentRendered).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch reported
    errors.mockRestore();
  });

  it('follows links to our pages on the client and leaves other sites to the browser', async () => {
    await hydrate();
    fireEvent.click(screen.getByText('FAQ')); // a click on the link's inner text
    expect(router.push).toHaveBeenCalledWith('/faqs/');
    router.push.mockClear();
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }), { ctrlKey: true });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches a page of ours when its link is hovered', async () => {
    await hydrate();
    fireEvent.mouseOver(screen.getByText('FAQ'));
    expect(router.prefetch).toHaveBeenCalledWith('/faqs/');
  });

  it("runs a data-action element's action when clicked", async () => {
    await hydrate();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(openSettings).toHaveBeenCalledTimes(1);
  });

  it('shows a flag part once the experiments turn the flag on, and hides it again', async () => {
    await hydrate();
    expect(screen.getByText('Get the app')).not.toBeVisible();
    act(() => publishExperiments({ state: 'ready', answers: { OLLIE_APP_BANNER: true } }));
    expect(screen.getByText('Get the app')).toBeVisible();
    act(() => publishExperiments({ state: 'ready', answers: { OLLIE_APP_BANNER: false } }));
    expect(screen.getByText('Get the app')).not.toBeVisible();
  });
});

describe('staticIsland, mounted after hydration (a client-side navigation)', () => {
  it('loads the content and renders it, with the same click handling', async () => {
    render(<InBrowser who="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(openSettings).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(router.push).toHaveBeenCalledWith('/faqs/');
  });

  it('shows the rest of the page at once when it does not hold the navigation', async () => {
    const BelowTheFold = staticIsland({ ...options, server: null, holdsNavigation: false });
    render(
      <>
        <h1>The page</h1>
        <BelowTheFold who="Bo" />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Hello Bo')).not.toBeInTheDocument();
    expect(await screen.findByText('Hello Bo')).toBeInTheDocument();
  });
});

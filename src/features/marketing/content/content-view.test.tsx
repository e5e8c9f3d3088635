import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { CONTENT_PAGES, type ContentPageKey } from './content-pages';
import { ContentView } from './content-view';

vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));

const KEYS = Object.keys(CONTENT_PAGES) as ContentPageKey[];

describe('informational pages', () => {
  // A page module names its text by key and its <head> by meta/<key>: both must agree.
  it.each(KEYS)('%s: the key is the route, and meta/%s is what the text carries', async (key) => {
    const page = CONTENT_PAGES[key];
    expect(page.path).toBe(`/${key}/`);
    const exports = Object.values((await import(`./meta/${key}.ts`)) as Record<string, unknown>);
    expect(exports).toEqual([
      { path: page.path, title: page.title, description: page.description },
    ]);
  });

  it('renders a page’s text by its key: hero, date, sections and the way onward', async () => {
    renderWithTheme(<ContentView page="how-it-works" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How it works' }),
    ).toBeInTheDocument();
    const tailored = screen.getByRole('region', { name: '2. Get a tailored plan' });
    expect(
      within(tailored).getByRole('link', { name: 'See the arithmetic in the portion calculator' }),
    ).toHaveAttribute('href', '/meal-plans/');
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/onboarding/',
    );
  });

  it('dates a legal page', async () => {
    renderWithTheme(<ContentView page="terms" />);
    expect(await screen.findByText(/^Last updated /)).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(CONTENT_PAGES.terms.sections.map((section) => section.heading));
  });

  it('writes the support days as the footer does ("Monday to Friday")', async () => {
    renderWithTheme(<ContentView page="about" />);
    expect(await screen.findByText(/answers real questions/)).toHaveTextContent(
      'Monday to Friday 9 AM to 8 PM ET',
    );
  });
});

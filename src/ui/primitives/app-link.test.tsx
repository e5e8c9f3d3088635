import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AppLink from './app-link';

const router = vi.hoisted(() => ({
  push: vi.fn(() => Promise.resolve(true)),
  prefetch: vi.fn(() => Promise.resolve()),
}));
vi.mock('next/router', () => ({ default: { router } }));

beforeEach(() => vi.clearAllMocks());

const link = (name: string) => screen.getByRole('link', { name });

describe('AppLink', () => {
  it('navigates on the client when one of our pages is clicked', () => {
    render(<AppLink href="/meal-plans/">Meal Plans</AppLink>);
    const event = fireEvent.click(link('Meal Plans'));
    expect(event).toBe(false); // the browser's own navigation was prevented
    expect(router.push).toHaveBeenCalledWith('/meal-plans/');
    expect(link('Meal Plans')).toHaveAttribute('href', '/meal-plans/');
  });

  it.each([
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_, init) => {
    render(<AppLink href="/faqs/">FAQ</AppLink>);
    expect(fireEvent.click(link('FAQ'), init)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves links to other sites, new tabs and downloads to the browser', () => {
    render(
      <>
        <AppLink href="https://example.org/blog/">Blog</AppLink>
        <AppLink href="//example.org/">Elsewhere</AppLink>
        <AppLink href="/press/" target="_blank">
          Press
        </AppLink>
        <AppLink href="/slip.pdf" download>
          Slip
        </AppLink>
      </>,
    );
    for (const name of ['Blog', 'Elsewhere', 'Press', 'Slip']) {
      expect(fireEvent.click(link(name))).toBe(true);
    }
    expect(router.push).not.toHaveBeenCalled();
  });

  it("runs the caller's onClick first and respects its preventDefault", () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <AppLink href="/account/" onClick={onClick}>
        My plan
      </AppLink>,
    );
    fireEvent.click(link('My plan'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches one of our pages on hover, focus or touch, never another site', () => {
    render(
      <>
        <AppLink href="/reviews/">Reviews</AppLink>
        <AppLink href="https://example.org/blog/">Blog</AppLink>
      </>,
    );
    fireEvent.mouseEnter(link('Reviews'));
    fireEvent.focus(link('Reviews'));
    fireEvent.touchStart(link('Reviews'));
    expect(router.prefetch).toHaveBeenCalledTimes(3);
    expect(router.prefetch).toHaveBeenCalledWith('/reviews/');
    fireEvent.mouseEnter(link('Blog'));
    expect(router.prefetch).toHaveBeenCalledTimes(3);
  });
});

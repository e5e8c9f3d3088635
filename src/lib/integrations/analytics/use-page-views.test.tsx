import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentForTests } from '../consent/consent-store';
import { pagePath, usePageViews } from './use-page-views';
import { useTrackOnMount } from './use-track-on-mount';

type Handler = (url: string) => void;
const routerEvents = vi.hoisted(() => {
  const handlers = new Set<(url: string) => void>();
  return {
    handlers,
    on: (_name: string, handler: (url: string) => void) => void handlers.add(handler),
    off: (_name: string, handler: (url: string) => void) => void handlers.delete(handler),
  };
});
vi.mock('next/router', () => ({
  default: { router: null },
  useRouter: () => ({ events: routerEvents }),
}));

beforeEach(() => {
  delete window.dataLayer;
  window.sessionStorage.clear();
  resetConsentForTests();
});
afterEach(() => routerEvents.handlers.clear());

const events = () => (window.dataLayer ?? []).map((entry) => ({ ...entry }));

function PageViews() {
  usePageViews();
  return null;
}

describe('page views', () => {
  it.each([
    ['/onboarding/?email=a@b.c&firstName=Al', '/onboarding/'],
    ['/faqs/#shipping', '/faqs/'],
    ['', '/'],
  ])('records %j as %j', (url, path) => {
    expect(pagePath(url)).toBe(path);
  });

  it('counts the first page and each client-side navigation', () => {
    const { unmount } = render(<PageViews />);
    routerEvents.handlers.forEach((handler: Handler) => handler('/meal-plans/?offer_code=X'));
    expect(events()).toEqual([
      { page_path: '/', event: '[TEST] - Page Viewed' },
      { page_path: '/meal-plans/', event: '[TEST] - Page Viewed' },
    ]);
    unmount();
    expect(routerEvents.handlers.size).toBe(0);
  });
});

function Purchase({ order }: { order: { id: number; total: number } | null }) {
  useTrackOnMount(
    'Purchase',
    order ? { order_id: order.id, value: order.total / 100 } : null,
    order ? `purchase-${order.id}` : undefined,
  );
  return null;
}

describe('useTrackOnMount', () => {
  it('waits for the data, then tracks once per session for a once-key', () => {
    const { rerender, unmount } = render(<Purchase order={null} />);
    expect(events()).toEqual([]);
    rerender(<Purchase order={{ id: 7, total: 12345 }} />);
    unmount();
    render(<Purchase order={{ id: 7, total: 12345 }} />);
    expect(events()).toEqual([{ order_id: 7, value: 123.45, event: '[TEST] - Purchase' }]);
  });
});

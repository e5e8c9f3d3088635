import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetChatForTests } from './chat-store';
import { useChat } from './use-chat';

const router = vi.hoisted(() => {
  const handlers = new Set<(url: string) => void>();
  return {
    asPath: '/',
    events: {
      on: (_: string, handler: (url: string) => void) => handlers.add(handler),
      off: (_: string, handler: (url: string) => void) => handlers.delete(handler),
    },
    navigate(url: string) {
      this.asPath = url;
      handlers.forEach((handler) => handler(url));
    },
  };
});
const session = vi.hoisted(() => ({
  status: 'unauthenticated' as 'loading' | 'authenticated' | 'unauthenticated',
  customer: null as null | { id: number; email: string; firstName: string; accessToken: string },
}));
const api = vi.hoisted(() => ({ getChatIdentity: vi.fn() }));

vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));
vi.mock('@/lib/session/use-customer-session', () => ({
  useCustomerSession: () => session,
}));
vi.mock('@/lib/api-client/chat', () => api);
vi.mock('@/lib/session/api-client', () => ({ browserApiClient: () => ({}) }));
// The browser's idle time is not the subject here.
vi.mock('../when-idle', () => ({ whenIdle: (task: () => void) => task() }));

const ORIGIN = 'http://127.0.0.1:3199';
const IDENTITY = { user_id: '12', email: 'robin@example.test', name: 'Robin', user_hash: 'f00d' };
const ROBIN = { id: 12, email: 'robin@example.test', firstName: 'Robin', accessToken: 't' };

/**
 * Whatever the hook set going has run its course: the identity's lazy imports, the promises after
 * them and React's updates. A check that nothing loaded comes after this, not after a guess of
 * how long loading takes.
 */
const settled = () => act(() => vi.dynamicImportSettled());

const script = () => document.querySelector<HTMLScriptElement>('script[src*="/widget/"]');
const calls = () => window.Intercom?.q ?? [];
const commands = () => calls().map(([command]) => command);
const bootPayload = () => calls().find(([command]) => command === 'boot')?.[1];

describe('useChat', () => {
  beforeEach(() => {
    router.asPath = '/';
    session.status = 'unauthenticated';
    session.customer = null;
    api.getChatIdentity.mockReset();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  // Only the scripts: styled-components' sheet in <head> serves the next file in a shared jsdom.
  afterEach(() => {
    document.querySelectorAll('script').forEach((element) => element.remove());
    delete window.Intercom;
    resetChatForTests();
  });

  it('does nothing at all without an app id', async () => {
    session.status = 'authenticated';
    session.customer = ROBIN;
    renderHook(() => useChat(undefined, ORIGIN));
    await settled();
    expect(script()).toBeNull();
    expect(window.Intercom).toBeUndefined();
    expect(api.getChatIdentity).not.toHaveBeenCalled();
  });

  it('boots a visitor anonymously from the configured origin', async () => {
    renderHook(() => useChat('app-1', ORIGIN));
    await waitFor(() => expect(script()?.src).toBe(`${ORIGIN}/widget/app-1`));
    expect(bootPayload()).toEqual({ app_id: 'app-1', hide_default_launcher: true });
    expect(api.getChatIdentity).not.toHaveBeenCalled();
  });

  it('names a signed-in customer with the hash the identity endpoint signed', async () => {
    session.status = 'authenticated';
    session.customer = ROBIN;
    api.getChatIdentity.mockResolvedValue(IDENTITY);
    renderHook(() => useChat('app-1', ORIGIN));
    await waitFor(() => expect(bootPayload()).toMatchObject({ user_hash: 'f00d' }));
    expect(api.getChatIdentity).toHaveBeenCalledWith(expect.anything(), 12);
    expect(bootPayload()).toMatchObject({ user_id: '12', email: IDENTITY.email, name: 'Robin' });
  });

  it('boots anonymously when the endpoint has nothing to share (no first name or email)', async () => {
    session.status = 'authenticated';
    session.customer = { ...ROBIN, firstName: '' };
    api.getChatIdentity.mockRejectedValue(new Error('404'));
    renderHook(() => useChat('app-1', ORIGIN));
    await waitFor(() => expect(bootPayload()).toBeDefined());
    expect(bootPayload()).toEqual({ app_id: 'app-1', hide_default_launcher: true });
  });

  it('stays away from the mobile app’s web views', async () => {
    window.localStorage.setItem('ollie.isAppSession', 'true');
    renderHook(() => useChat('app-1', ORIGIN));
    await settled();
    expect(script()).toBeNull();
  });

  it('is not loaded on a page a display rule hides, and loads on the next allowed page', async () => {
    router.asPath = '/auth/reset-password/?id=3&token=secret';
    const { rerender } = renderHook(() => useChat('app-1', ORIGIN));
    await settled();
    expect(script()).toBeNull();
    expect(window.Intercom).toBeUndefined();

    router.navigate('/faqs/');
    rerender();
    await waitFor(() => expect(script()).not.toBeNull());
  });

  it('reports allowed page changes to Intercom, and closes it on a hidden page', async () => {
    renderHook(() => useChat('app-1', ORIGIN));
    await waitFor(() => expect(commands()).toContain('boot'));
    router.navigate('/meal-plans/');
    expect(commands().at(-1)).toBe('update');
    router.navigate('/auth/reset-password/?token=secret');
    expect(commands().at(-1)).toBe('hide');
    expect(commands().filter((command) => command === 'update')).toHaveLength(1);
  });

  it('starts afresh for the next person after a sign-out', async () => {
    session.status = 'authenticated';
    session.customer = ROBIN;
    api.getChatIdentity.mockResolvedValue(IDENTITY);
    const { rerender } = renderHook(() => useChat('app-1', ORIGIN));
    await waitFor(() => expect(bootPayload()).toMatchObject({ user_id: '12' }));

    session.status = 'unauthenticated';
    session.customer = null;
    rerender();
    await waitFor(() => expect(commands()).toContain('shutdown'));
    const afterShutdown = calls().slice(commands().indexOf('shutdown'));
    expect(afterShutdown.find(([command]) => command === 'boot')?.[1]).toEqual({
      app_id: 'app-1',
      hide_default_launcher: true,
    });
    expect(document.querySelectorAll('script[src*="/widget/"]')).toHaveLength(1);
  });

  it('on a hidden page, ends the previous session at once and boots the next one later', async () => {
    session.status = 'authenticated';
    session.customer = ROBIN;
    api.getChatIdentity.mockResolvedValue(IDENTITY);
    const { rerender } = renderHook(() => useChat('app-1', ORIGIN));
    await waitFor(() => expect(commands()).toContain('boot'));

    router.navigate('/auth/reset-password/?token=secret');
    session.status = 'unauthenticated';
    session.customer = null;
    rerender();
    expect(commands().at(-1)).toBe('shutdown');
    await settled();
    expect(commands().at(-1)).toBe('shutdown');

    router.navigate('/');
    rerender();
    await waitFor(() => expect(commands().at(-1)).toBe('boot'));
    expect(bootPayload()).toMatchObject({ user_id: '12' });
    expect(calls().at(-1)?.[1]).toEqual({ app_id: 'app-1', hide_default_launcher: true });
  });
});

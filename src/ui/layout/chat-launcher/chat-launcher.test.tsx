import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  campaignTriggered,
  chatClosed,
  chatOpened,
  chatReady,
  resetChatForTests,
  unreadCountChanged,
} from '@/lib/integrations/chat/chat-store';
import { theme } from '@/ui/theme';
import { ChatLauncher } from './chat-launcher';

const router = vi.hoisted(() => ({ asPath: '/' }));
vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));

function renderLauncher(appId = 'app-1') {
  return render(
    <ThemeProvider theme={theme}>
      <ChatLauncher appId={appId} />
    </ThemeProvider>,
  );
}

const launcher = () => screen.getByRole('button', { name: /^Chat with us/ });

describe('ChatLauncher', () => {
  beforeEach(() => {
    router.asPath = '/';
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(() => {
    resetChatForTests();
    delete window.Intercom;
  });

  it('is not there without a configured messenger, nor before the messenger is ready', () => {
    act(chatReady);
    renderLauncher('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    resetChatForTests();
    renderLauncher();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens and closes the messenger, and says whether it is open', async () => {
    const calls: unknown[][] = [];
    window.Intercom = (...args) => {
      calls.push(args);
    };
    act(chatReady);
    renderLauncher();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(launcher());
    expect(calls).toEqual([['show']]);
    act(chatOpened);
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(launcher());
    expect(calls).toEqual([['show'], ['hide']]);
  });

  it('sits above the bottom bar on the quiz, checkout and extras pages only', () => {
    act(chatReady);
    router.asPath = '/onboarding/checkout/';
    const { unmount } = renderLauncher();
    expect(launcher()).toHaveAttribute('data-placement', 'raised');
    expect(launcher()).toHaveStyle({ bottom: '96px', width: '64px', height: '64px' });
    unmount();
    router.asPath = '/faqs/';
    renderLauncher();
    expect(launcher()).toHaveAttribute('data-placement', 'normal');
    expect(launcher()).toHaveStyle({ bottom: '20px' });
  });

  it('is hidden where a display rule says so and in the app session', () => {
    act(chatReady);
    router.asPath = '/auth/reset-password/?token=abc';
    const { unmount } = renderLauncher();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    router.asPath = '/';
    window.localStorage.setItem('ollie.isAppSession', 'true');
    renderLauncher();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a dot after a new message or a campaign, and clears it when opened', () => {
    act(chatReady);
    renderLauncher();
    expect(launcher()).toHaveAccessibleName('Chat with us');

    act(() => unreadCountChanged(2));
    expect(launcher()).toHaveAccessibleName('Chat with us, new message');
    act(chatOpened);
    expect(launcher()).toHaveAccessibleName('Chat with us');
    act(chatClosed);

    act(() => {
      campaignTriggered({ id: 7, actions: [{ content: { message: 'Need help choosing?' } }] });
    });
    expect(launcher()).toHaveAccessibleName('Chat with us, new message');
    act(chatOpened);
    expect(launcher()).toHaveAccessibleName('Chat with us');
  });

  it('ignores campaigns without a message, and each campaign after its first time', () => {
    act(chatReady);
    renderLauncher();
    act(() => {
      campaignTriggered({ id: 1, actions: [{ content: { message: '  ' } }] });
      campaignTriggered({ id: 2, actions: [] });
    });
    expect(launcher()).toHaveAccessibleName('Chat with us');
    act(() => {
      campaignTriggered({ id: 3, actions: [{ content: { message: 'Hi!' } }] });
    });
    act(chatOpened);
    act(chatClosed);
    act(() => {
      campaignTriggered({ id: 3, actions: [{ content: { message: 'Hi!' } }] });
    });
    expect(launcher()).toHaveAccessibleName('Chat with us');
  });

  it('draws its icon in the button’s own colour only (no colour outside the theme)', () => {
    act(chatReady);
    renderLauncher();
    const fills = [...launcher().querySelectorAll('[fill]')].map((node) =>
      node.getAttribute('fill'),
    );
    expect(fills).toEqual(['currentColor']);
  });
});

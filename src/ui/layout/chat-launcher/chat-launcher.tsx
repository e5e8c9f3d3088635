import { useRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { CHAT_SETTINGS } from '@/config/chat-settings';
import { CHAT_BUTTON_PX } from '@/config/constants';
import { browserStore, isAppSession } from '@/lib/visit/visit-params';
import {
  getChatSnapshot,
  getServerChatSnapshot,
  subscribeChat,
} from '@/lib/integrations/chat/chat-store';
import { chatPlacement } from '@/lib/integrations/chat/display-rules';
import { intercom } from '@/lib/integrations/chat/intercom-loader';
import { radius } from '@/ui/theme';

// Above the bottom bars of the quiz, checkout and extras pages; otherwise in the corner.
const BOTTOM_PX = { normal: 20, raised: 96 } as const;

const Launcher = styled.button<{ $raised: boolean }>`
  position: fixed;
  right: 20px;
  bottom: ${({ $raised }) => ($raised ? BOTTOM_PX.raised : BOTTOM_PX.normal)}px;
  z-index: ${({ theme }) => theme.zIndex.chat};
  width: ${CHAT_BUTTON_PX}px;
  height: ${CHAT_BUTTON_PX}px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${radius.round};
  background: ${({ theme }) => theme.palette.kale};
  color: ${({ theme }) => theme.palette.lightest};
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.22);
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.spinach};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 3px;
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 14px;
  height: 14px;
  border-radius: ${radius.round};
  background: ${({ theme }) => theme.palette.watermelon};
  border: 2px solid ${({ theme }) => theme.palette.lightest};
`;

// Three dots cut out of the bubble (even-odd fill), so they always show the button's own colour,
// hovered or not, without a colour of their own.
const DOT_HOLES = [10, 14, 18].map(
  (x) => `M${x - 1.4} 10.5a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0-2.8 0z`,
);

function SpeechBubble() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <path
        fillRule="evenodd"
        fill="currentColor"
        d={`M5 6.5A3.5 3.5 0 0 1 8.5 3h11A3.5 3.5 0 0 1 23 6.5v8a3.5 3.5 0 0 1-3.5 3.5H13l-5.2 4.3A.8.8 0 0 1 6.5 21.7V18A3.5 3.5 0 0 1 5 14.5z${DOT_HOLES.join('')}`}
      />
    </svg>
  );
}

/**
 * Our own 64px chat button (Intercom's default launcher is hidden): shown once the messenger is
 * ready, except where the chat settings' display rules or the app session hide it; a dot marks an
 * unread message or campaign until the messenger is opened.
 */
export function ChatLauncher({ appId }: { appId?: string }) {
  const { asPath } = useRouter();
  const chat = useSyncExternalStore(subscribeChat, getChatSnapshot, getServerChatSnapshot);
  if (!appId || !chat.ready) return null;
  const store = browserStore();
  const placement = chatPlacement(
    asPath,
    CHAT_SETTINGS.displayRules,
    store ? isAppSession(store) : false,
  );
  if (placement === 'hidden') return null;
  return (
    <Launcher
      type="button"
      $raised={placement === 'raised'}
      data-placement={placement}
      aria-label={chat.unread ? 'Chat with us, new message' : 'Chat with us'}
      aria-expanded={chat.open}
      onClick={() => intercom(chat.open ? 'hide' : 'show')}
    >
      <SpeechBubble />
      {chat.unread ? <Dot /> : null}
    </Launcher>
  );
}

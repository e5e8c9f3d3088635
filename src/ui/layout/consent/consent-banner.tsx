import { useCallback } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import {
  CONSENT_CHOSEN_ATTRIBUTE,
  CONSENT_EARLY_ATTRIBUTE,
} from '@/lib/integrations/consent/consent-early-script';
import { chooseConsent } from '@/lib/integrations/consent/consent-store';
import { useConsent } from '@/lib/integrations/consent/use-consent';
import type { ConsentSnapshot } from '@/lib/integrations/consent/consent-store';
import AppLink from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { fontSize, spacing } from '@/ui/theme';

// A card in the bottom-left corner rather than a full-width bar: it never hides the chat launcher
// (bottom right) and, being fixed, it shifts no content when it appears after hydration.
const Card = styled.section`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: 16px;
  z-index: ${({ theme }) => theme.zIndex.consent};
  max-width: 420px;
  padding: ${spacing(5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.palette.line};
  background: ${({ theme }) => theme.palette.lightest};
  color: ${({ theme }) => theme.palette.ink};
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.18);
  h2 {
    font-size: ${fontSize.md};
    margin: ${spacing(0, 0, 2)};
  }
  p {
    margin: ${spacing(0, 0, 4)};
    /* Small print on purpose: the banner asks, the page speaks. */
    font-size: ${fontSize.sm};
    line-height: 1.5;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.palette.focus};
    outline-offset: 2px;
  }
  /* Server-rendered before the choice is known: hidden at once when one is stored (see
     consent-early-script.ts); after hydration the choice itself decides. */
  :root[${CONSENT_CHOSEN_ATTRIBUTE}] &[${CONSENT_EARLY_ATTRIBUTE}] {
    display: none;
  }
`;

/**
 * While the banner is up, the page keeps the space it covers out of the scroll area used to bring
 * a focused field into view, and the page gets as much room below its end, so its last fields
 * can rise above the banner too (WCAG 2.4.11: the banner never hides what has focus). The banner
 * is up while no choice is stored (the early script's attribute, which chooseConsent sets too)
 * or while it is reopened from "Cookie settings" (OPEN_ATTRIBUTE). Static rules, always in the
 * sheet: closing the banner flips an attribute on the root, which restyles the root and body
 * only, where adding or removing rules (or a custom property inherited by every element) would
 * restyle the whole page inside the click (about 20 ms on a phone).
 */
const OPEN_ATTRIBUTE = 'data-consent-open';
const ReserveSpace = createGlobalStyle`
  :root:not([${CONSENT_CHOSEN_ATTRIBUTE}]),
  :root[${OPEN_ATTRIBUTE}] {
    scroll-padding-bottom: var(--consent-banner-space, ${spacing(75)});
  }
  /* Room to scroll the page's last fields above the banner too. */
  :root:not([${CONSENT_CHOSEN_ATTRIBUTE}]) body,
  :root[${OPEN_ATTRIBUTE}] body {
    padding-bottom: var(--consent-banner-space, ${spacing(75)});
  }
`;

/**
 * Measures the banner (it wraps differently per width) into --consent-banner-space, and marks
 * the root while it is up. The measure is left in place when it closes: no rule reads it then.
 */
function measureSpace(element: HTMLElement) {
  const root = document.documentElement;
  root.setAttribute(OPEN_ATTRIBUTE, '');
  // Its height, its 16px from the bottom and a little air above it.
  const update = () =>
    root.style.setProperty('--consent-banner-space', `${element.offsetHeight + 32}px`);
  update();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    root.removeAttribute(OPEN_ATTRIBUTE);
  };
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
`;

/**
 * Asks for consent to analytics, session monitoring and experiment tracking. Shown until the
 * visitor chooses, and again when they open "Cookie settings" in the footer.
 */
/**
 * The banner asks the shop's visitors; the back office (/admin, staff of every role) is a work
 * tool that loads none of the shop's measuring, so it never covers a console page.
 */
export const consentBannerShownOn = (pathname: string): boolean => !/^\/admin(\/|$)/.test(pathname);

export function ConsentBanner() {
  const { known, consent, settingsOpen } = useConsent();
  // Stable per opening: a new callback on each render would focus the banner again each time.
  const attach = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      // Focus moves into the banner when the visitor reopened it from the footer, never on load.
      if (settingsOpen) element.focus();
      return measureSpace(element);
    },
    [settingsOpen],
  );
  // Rendered on the server too, so a first visit paints it with the page rather than later.
  const open = !known || consent === 'unset' || settingsOpen;
  return (
    <>
      <ReserveSpace />
      {open ? (
        <ConsentCard known={known} consent={consent} settingsOpen={settingsOpen} attach={attach} />
      ) : null}
    </>
  );
}

function ConsentCard({
  known,
  consent,
  settingsOpen,
  attach,
}: ConsentSnapshot & { attach: (element: HTMLElement | null) => void }) {
  return (
    <Card
      {...{ [CONSENT_EARLY_ATTRIBUTE]: known ? undefined : '' }}
      aria-labelledby="consent-title"
      aria-describedby="consent-text consent-more"
      tabIndex={-1}
      ref={attach}
    >
      <h2 id="consent-title">Cookies, your call</h2>
      {/* Two short paragraphs, not one long one, so it reads in two glances. */}
      <p id="consent-text">
        The shop needs a few cookies to work. With your okay we also measure visits, record sessions
        with your typing hidden and try out new ideas.
      </p>
      <p id="consent-more">
        Change your mind any time under “Cookie settings”.{' '}
        <AppLink href="/privacy-policy/">Privacy policy</AppLink>
        {settingsOpen ? (
          <> (You currently {consent === 'granted' ? 'allow' : 'don’t allow'} these cookies.)</>
        ) : null}
      </p>
      <Actions>
        <Button onClick={() => chooseConsent('granted')}>Accept all</Button>
        <Button variant="secondary" onClick={() => chooseConsent('denied')}>
          Only necessary
        </Button>
      </Actions>
    </Card>
  );
}

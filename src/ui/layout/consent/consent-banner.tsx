import styled from 'styled-components';
import {
  CONSENT_CHOSEN_ATTRIBUTE,
  CONSENT_EARLY_ATTRIBUTE,
} from '@/lib/integrations/consent/consent-early-script';
import { chooseConsent } from '@/lib/integrations/consent/consent-store';
import { useConsent } from '@/lib/integrations/consent/use-consent';
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(2)};
`;

// Moves focus into the banner when the visitor reopened it from the footer, never on page load.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * Asks for consent to analytics, session monitoring and experiment tracking. Shown until the
 * visitor chooses, and again when they open "Cookie settings" in the footer.
 */
export function ConsentBanner() {
  const { known, consent, settingsOpen } = useConsent();
  // Rendered on the server too, so a first visit paints it with the page rather than later.
  if (known && consent !== 'unset' && !settingsOpen) return null;
  return (
    <Card
      {...{ [CONSENT_EARLY_ATTRIBUTE]: known ? undefined : '' }}
      aria-labelledby="consent-title"
      aria-describedby="consent-text consent-more"
      tabIndex={-1}
      ref={settingsOpen ? focusOnMount : undefined}
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

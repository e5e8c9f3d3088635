import { FocusTrap } from 'focus-trap-react';
import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { SLIDE_PANEL_MAX_WIDTH_PX } from '@/config/constants';
import { useScrollLock } from '@/ui/hooks/use-scroll-lock';
import { IconButton } from '@/ui/primitives/icon-button';
import { fontSize, mediaDown, mediaUp, spacing } from '@/ui/theme';

export interface SlideOutPanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 480 by default; the product menu is 556 wide (spec section 9). */
  maxWidth?: number;
  side?: 'left' | 'right';
  /** What the mobile back button does; closing by default. */
  onBack?: () => void;
  /** The dialog's id, so the button that opens it can point at it with aria-controls. */
  id?: string;
}

const fadeIn = keyframes`
  from { opacity: 0; }
`;

// The panel unrolls from its own edge. A clip rather than a transform keeps its box where it will
// end up, so a click beside it during the animation lands on the overlay. The global
// reduced-motion rule cuts this to nothing.
const slideIn = {
  left: keyframes`
    from { clip-path: inset(0 100% 0 0); }
    to { clip-path: inset(0); }
  `,
  right: keyframes`
    from { clip-path: inset(0 0 0 100%); }
    to { clip-path: inset(0); }
  `,
};

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(29, 27, 25, 0.55);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  animation: ${fadeIn} 200ms ease-out;
`;

const Panel = styled.div<{ $maxWidth: number; $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  background: ${({ theme }) => theme.palette.lightest};
  z-index: ${({ theme }) => theme.zIndex.panel};
  display: flex;
  flex-direction: column;
  box-shadow: 0 0 32px rgba(0, 0, 0, 0.2);
  animation: ${({ $side }) => slideIn[$side]} 240ms ease-out;
  &:focus {
    outline: none;
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${spacing(2)};
  padding: ${spacing(4, 5)};
  border-bottom: 1px solid ${({ theme }) => theme.palette.line};
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
    flex: 1;
  }
`;

const CloseButton = styled(IconButton)`
  ${mediaDown('tablet')} {
    display: none;
  }
`;

const BackButton = styled(IconButton)`
  order: -1;
  ${mediaUp('tablet')} {
    display: none;
  }
`;

const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${spacing(4, 5, 8)};
  flex: 1;
`;

/**
 * A panel that slides over the page: a dialog with a close button on desktop and a back button
 * on mobile. It locks page scroll, traps focus, and closes on Escape, on the overlay and when
 * any link inside is followed.
 */
export function SlideOutPanel({
  open,
  onClose,
  title,
  children,
  maxWidth = SLIDE_PANEL_MAX_WIDTH_PX,
  side = 'left',
  onBack,
  id,
}: SlideOutPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  if (!open) return null;

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) onClose();
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <>
      <Overlay data-testid="panel-overlay" aria-hidden="true" onClick={onClose} />
      <FocusTrap
        focusTrapOptions={{
          // Closing is the panel's own: Escape below, the overlay's click, a followed link.
          escapeDeactivates: false,
          allowOutsideClick: true,
          fallbackFocus: () => panelRef.current!,
        }}
      >
        <Panel
          ref={panelRef}
          id={id}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $maxWidth={maxWidth}
          $side={side}
          onClick={closeOnLink}
          onKeyDown={closeOnEscape}
        >
          <PanelHeader>
            <h2 id={titleId}>{title}</h2>
            <BackButton type="button" aria-label="Back" onClick={onBack ?? onClose}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M12.5 4 6.5 10l6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </BackButton>
            <CloseButton type="button" aria-label="Close" onClick={onClose}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="m5 5 10 10M15 5 5 15"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </CloseButton>
          </PanelHeader>
          <Body>{children}</Body>
        </Panel>
      </FocusTrap>
    </>
  );
}

import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@/config/constants';
import { createAutoClose } from './auto-close';
import { FadeTransition } from './fade-transition';
import { attachToastListener, type ToastMessage } from './notify';
import { CloseButton, ToastFrame, ToastText } from './toast-styles';

const LIVE_REGION_SETTLE_MS = 100;

/**
 * One id per distinct toast (kind, title and text), so asking again for a toast that is still on
 * screen (a second click on a form's submit) restarts its countdown instead of stacking a copy.
 */
function toastIdOf({ kind, title, message }: ToastMessage): string {
  const text = `${title ?? ''}\u0000${message}`;
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1)
    hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return `toast-${kind}-${hash.toString(36)}`;
}

function ToastBody({ title, message }: { title?: string; message: string }) {
  return (
    <ToastText>
      {title ? <strong>{title}</strong> : null}
      {message}
    </ToastText>
  );
}

// react-toastify calls this as a plain function, so it must not use hooks.
function renderCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <CloseButton type="button" aria-label="Dismiss notification" onClick={() => closeToast(true)}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M3 3l10 10M13 3L3 13"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </CloseButton>
  );
}

/**
 * react-toastify's container, loaded on the first toast (see ../toasts.tsx). Four kinds, closed
 * after TOAST_AUTO_CLOSE_MS (8 s) unless the reader is hovering or focused on them, 568px wide at
 * most. Errors are announced as alerts, the rest as polite status messages.
 */
export default function LazyToastContainer() {
  const [autoClose] = useState(() =>
    createAutoClose(TOAST_AUTO_CLOSE_MS, (id) => toast.dismiss(id)),
  );

  useEffect(() => {
    const show = (asked: ToastMessage) => {
      const { kind, message, title } = asked;
      const toastId = toastIdOf(asked);
      if (toast.isActive(toastId)) {
        autoClose.cancel(toastId);
        autoClose.start(toastId);
        return;
      }
      toast(<ToastBody title={title} message={message} />, {
        toastId,
        type: kind,
        role: kind === 'error' ? 'alert' : 'status',
        onClose: () => autoClose.cancel(toastId),
      });
      autoClose.start(toastId);
    };
    // Queued toasts are handed over a moment after mount, not during it. StrictMode's development
    // remount re-registers react-toastify's container and would drop toasts given to the first
    // one; and a screen reader notices a freshly added live region better before it fills.
    let detach = () => {};
    const settle = setTimeout(() => {
      detach = attachToastListener(show);
    }, LIVE_REGION_SETTLE_MS);
    const onVisibility = () =>
      document.hidden ? autoClose.pause('hidden') : autoClose.resume('hidden');
    document.addEventListener('visibilitychange', onVisibility);
    // Countdowns are left running on cleanup: under StrictMode's remount they still belong to
    // toasts on screen, and after a real unmount they only dismiss toasts that are gone.
    return () => {
      clearTimeout(settle);
      detach();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [autoClose]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      autoClose.resume('focus');
  };

  // Escape on a focused toast dismisses it, so keyboard users need not tab to the close button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    const current = (event.target as HTMLElement).closest<HTMLElement>('.Toastify__toast');
    if (current?.id) toast.dismiss(current.id);
  };

  return (
    <ToastFrame
      onMouseEnter={() => autoClose.pause('pointer')}
      onMouseLeave={() => autoClose.resume('pointer')}
      onFocus={() => autoClose.pause('focus')}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <ToastContainer
        position="top-center"
        autoClose={false}
        hideProgressBar
        closeOnClick={false}
        closeButton={renderCloseButton}
        transition={FadeTransition}
        theme="light"
        aria-label="Notifications, Alt+T to reach them"
      />
    </ToastFrame>
  );
}

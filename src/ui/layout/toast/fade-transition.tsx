import { useEffect, useEffectEvent } from 'react';
import type { ToastTransitionProps } from 'react-toastify';

export const TOAST_EXIT_MS = 200;

/**
 * react-toastify's own transitions finish on `animationend`, which never comes when animations are
 * switched off (reduced motion, some test and print environments) and would leave toasts stuck on
 * screen. This one fades through CSS (see toast-styles) but removes the toast on a timer.
 */
export function FadeTransition({
  children,
  isIn,
  done,
  nodeRef,
  preventExitTransition,
}: ToastTransitionProps) {
  // Whatever `done` react-toastify passes last is the one to call; a new one must not restart the exit.
  const finish = useEffectEvent(() => done());

  useEffect(() => {
    if (isIn) return;
    if (preventExitTransition) {
      finish();
      return;
    }
    nodeRef.current?.setAttribute('data-leaving', 'true');
    const handle = setTimeout(finish, TOAST_EXIT_MS);
    return () => clearTimeout(handle);
  }, [isIn, preventExitTransition, nodeRef]);

  return <>{children}</>;
}

/**
 * The app's toast API. The toast container is loaded only when the first toast is asked for (it
 * keeps react-toastify out of every page's first load), so calls made before it is ready wait in a
 * queue and are shown, in order, as soon as it mounts.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface NotifyOptions {
  /** A short bold line above the message, e.g. 'Error' on the logout failure toast. */
  title?: string;
}

export interface ToastMessage extends NotifyOptions {
  kind: ToastKind;
  message: string;
}

type Listener = (toast: ToastMessage) => void;

let listener: Listener | null = null;
let queue: ToastMessage[] = [];
const wakers = new Set<() => void>();

function show(toast: ToastMessage): void {
  // A server render has nobody to show it to, and a module-level queue there would outlive the request.
  if (typeof window === 'undefined') return;
  if (listener) {
    listener(toast);
    return;
  }
  queue.push(toast);
  wakers.forEach((wake) => wake());
}

const kind =
  (name: ToastKind) =>
  (message: string, options: NotifyOptions = {}): void =>
    show({ kind: name, message, title: options.title });

export const notify = {
  success: kind('success'),
  error: kind('error'),
  warning: kind('warning'),
  info: kind('info'),
};

/** The container registers here once loaded and receives everything queued so far. */
export function attachToastListener(next: Listener): () => void {
  listener = next;
  const pending = queue;
  queue = [];
  pending.forEach(next);
  return () => {
    if (listener === next) listener = null;
  };
}

/** Tells the mount point that a toast is waiting, so it can load the container. */
export function onToastRequested(wake: () => void): () => void {
  wakers.add(wake);
  if (queue.length) wake();
  return () => {
    wakers.delete(wake);
  };
}

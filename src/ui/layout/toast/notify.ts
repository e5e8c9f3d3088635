/**
 * The app's toast API. Calls are queued until the toast container has loaded (it is loaded lazily
 * to keep react-toastify out of every page's first load), so nothing said early is lost.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  kind: ToastKind;
  message: string;
  title?: string;
}

type Listener = (toast: ToastMessage) => void;

let listener: Listener | null = null;
let queue: ToastMessage[] = [];
const wakers = new Set<() => void>();

function show(toast: ToastMessage): void {
  if (listener) listener(toast);
  else {
    queue.push(toast);
    wakers.forEach((wake) => wake());
  }
}

type Options = { title?: string };

export const notify = {
  success: (message: string, options: Options = {}) =>
    show({ kind: 'success', message, ...options }),
  error: (message: string, options: Options = {}) => show({ kind: 'error', message, ...options }),
  warning: (message: string, options: Options = {}) =>
    show({ kind: 'warning', message, ...options }),
  info: (message: string, options: Options = {}) => show({ kind: 'info', message, ...options }),
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

/** Lets the mount point know a toast is waiting, so it can load the container. */
export function onToastRequested(wake: () => void): () => void {
  wakers.add(wake);
  if (queue.length) wake();
  return () => wakers.delete(wake);
}

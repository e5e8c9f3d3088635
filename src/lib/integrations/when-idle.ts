/** Runs `task` once the browser is idle after load (at most 5 s later), never during first paint. */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}

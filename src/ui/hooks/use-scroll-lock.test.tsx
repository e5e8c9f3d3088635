import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollLock } from './use-scroll-lock';

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

function Locker() {
  useScrollLock(true);
  return <div role="dialog" aria-label="Locker" />;
}

/** Shows the panel once `arrives` settles, as a lazily loaded panel does when its code comes. */
function Host({ arrives }: { arrives: Promise<void> }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    void arrives.then(() => setShown(true));
  }, [arrives]);
  return shown ? <Locker /> : null;
}

/** Whether the page was locked when the panel first reached the DOM. */
function lockedOnArrival(container: HTMLElement): Promise<boolean> {
  return new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      observer.disconnect();
      resolve(document.body.classList.contains('scroll-locked'));
    }).observe(container, { childList: true, subtree: true });
  });
}

describe('useScrollLock', () => {
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  let container: HTMLElement | undefined;
  let root: Root | undefined;
  // Also after a failure: a lock left behind would follow the next files in this shared jsdom.
  // Unmounting a root twice does nothing, so this is safe after the test's own unmount.
  afterEach(() => {
    flushSync(() => root?.unmount());
    container?.remove();
    root = container = undefined;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('locks the page in the same commit that shows the panel, not a frame later', async () => {
    // As in the browser: the panel opens from an update React does not run at once (its code
    // arriving, a response), not from a test's act().
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const panelRoot = createRoot(host);
    container = host;
    root = panelRoot;
    let arrive = () => {};
    const arrives = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    flushSync(() => panelRoot.render(<Host arrives={arrives} />));
    const arrival = lockedOnArrival(host);
    arrive();
    expect(await arrival).toBe(true);
    flushSync(() => panelRoot.unmount());
    expect(document.body).not.toHaveClass('scroll-locked');
  });
});

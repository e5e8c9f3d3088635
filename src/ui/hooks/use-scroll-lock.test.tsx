import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
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
  afterEach(() => {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    document.body.replaceChildren();
  });

  it('locks the page in the same commit that shows the panel, not a frame later', async () => {
    // As in the browser: the panel opens from an update React does not run at once (its code
    // arriving, a response), not from a test's act().
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    let arrive = () => {};
    const arrives = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    flushSync(() => root.render(<Host arrives={arrives} />));
    const arrival = lockedOnArrival(container);
    arrive();
    expect(await arrival).toBe(true);
    flushSync(() => root.unmount());
    expect(document.body).not.toHaveClass('scroll-locked');
  });
});

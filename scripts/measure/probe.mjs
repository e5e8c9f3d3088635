// What the measurement scripts observe inside the page, installed before any of the page's own
// scripts run (page.addInitScript). Only documented web APIs: PerformanceObserver over
// `largest-contentful-paint`, `event` (Event Timing) and `mark` entries, and a passive listener.

/**
 * The User Timing mark src/pages/_app.tsx sets from its first effect: React has hydrated. React
 * runs a parent's effects after its children's, so the root component's first effect marks the
 * end of the page's hydration commit. Chosen over `document.readyState === 'complete'` (scripts
 * have run, but React may not have committed) and over Next's `reportWebVitals`
 * ('Next.js-hydration', pages router only, reported through a callback the page would have to
 * forward). Parts hydrated later in React roots of their own (src/ui/lazy-hydration.tsx while it
 * exists) are not covered: with plain hydration and next/dynamic the mark covers the whole page.
 */
export const HYDRATED_MARK = 'app-hydrated';

/** Runs in the page (serialized by Playwright): keep it self-contained. */
function installProbe(hydratedMark) {
  const probe = { lcp: 0, hydratedAt: 0, events: [] };
  window.measureProbe = probe;
  let hydrated;
  probe.hydrated = new Promise((resolve) => (hydrated = resolve));
  const observe = (type, options, onEntry) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
      observer.observe({ type, buffered: true, ...options });
      return observer;
    } catch {
      // An entry type this browser lacks: its measure stays empty and the report says so.
      return null;
    }
  };
  observe('largest-contentful-paint', {}, (entry) => {
    probe.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  });
  observe('mark', {}, (entry) => {
    if (entry.name !== hydratedMark || probe.hydratedAt) return;
    probe.hydratedAt = entry.startTime;
    hydrated(entry.startTime);
  });
  // 16 ms is the smallest threshold the Event Timing API accepts; quicker events are not reported.
  const keepEvent = (entry) =>
    probe.events.push({ name: entry.name, duration: entry.duration, id: entry.interactionId });
  probe.eventObserver = observe('event', { durationThreshold: 16 }, keepEvent);
  probe.keepEvent = keepEvent;
  // Whether a click landed before hydration (the link check): passive, it never holds the click.
  // Kept in sessionStorage, which survives the navigation the click starts.
  document.addEventListener(
    'click',
    () => {
      const hydratedYet = performance.getEntriesByName(hydratedMark, 'mark').length > 0;
      const click = { at: Math.round(performance.now()), hydrated: hydratedYet };
      sessionStorage.setItem('measure-click', JSON.stringify(click));
    },
    { capture: true, passive: true },
  );
}

export function addProbe(page) {
  return page.addInitScript(installProbe, HYDRATED_MARK);
}

/** Resolves with the hydration time (ms from navigation start) once React has hydrated. */
export async function hydratedAt(page, timeout = 60_000) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${page.url()} did not hydrate in ${timeout / 1000} s`)),
      timeout,
    );
  });
  try {
    // Awaits the mark in the page: no polling that would take CPU from the page it measures.
    return await Promise.race([page.evaluate(() => window.measureProbe.hydrated), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The page's largest contentful paint so far (it stops changing at the first input). */
export const largestContentfulPaint = (page) => page.evaluate(() => window.measureProbe.lcp);

/**
 * The longest interaction's duration (Event Timing, entries with an interactionId, as INP counts
 * them) since the last call, which starts the next count afresh. An entry is reported after the
 * frame that follows its event, so this first waits two animation frames; none over 16 ms is 0.
 */
export async function worstInteractionSinceLast(page) {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    }
    const probe = window.measureProbe;
    // Entries queued but not yet handed to the observer's callback.
    probe.eventObserver?.takeRecords().forEach(probe.keepEvent);
    const interactions = probe.events.filter((event) => event.id > 0);
    probe.events = [];
    return Math.max(0, ...interactions.map((event) => event.duration));
  });
}

/** The last click a page of this tab saw: when (ms from its start), and whether it had hydrated. */
export const lastClick = (page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('measure-click') ?? 'null'));

// When React has hydrated, observed inside the page (installed before any of the page's own
// scripts run, page.addInitScript) through a documented web API: PerformanceObserver over marks.

/**
 * The User Timing mark src/pages/_app.tsx sets from its first effect: React has hydrated. React
 * runs a parent's effects after its children's, so the root component's first effect marks the
 * end of the page's hydration commit. Chosen over `document.readyState === 'complete'` (scripts
 * have run, but React may not have committed) and over Next's `reportWebVitals`
 * ('Next.js-hydration', pages router only, reported through a callback the page would have to
 * forward). With plain hydration and next/dynamic the mark covers the whole page.
 */
const HYDRATED_MARK = 'app-hydrated';

/** Runs in the page (serialized by Playwright): keep it self-contained. */
function installProbe(hydratedMark) {
  const probe = {};
  window.measureProbe = probe;
  probe.hydrated = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const mark = list.getEntries().find((entry) => entry.name === hydratedMark);
      if (mark) resolve(mark.startTime);
    }).observe({ type: 'mark', buffered: true });
  });
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

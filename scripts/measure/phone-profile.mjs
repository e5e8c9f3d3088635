// The phone profile of `npm run measure:phone` (issue 31), set through the Chrome DevTools
// Protocol on each page: a mid-range phone's CPU (4x slower than this machine) on a slow mobile
// network (150 ms round trip, 1.6 Mbit/s each way); the width (375 px) is browser.mjs's.

export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  // 1.6 Mbit/s in bytes a second, as the protocol takes it.
  throughputBytesPerSecond: 1_600_000 / 8,
};

/** Throttles the page's CPU and network; call before its first navigation. */
export async function throttleLikeAPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.throughputBytesPerSecond,
    uploadThroughput: PHONE.throughputBytesPerSecond,
  });
  return cdp;
}

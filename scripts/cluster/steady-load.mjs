// A steady stream of customers' reads through the balancer (about `perSecond` requests a second,
// each on its own schedule, not waiting for the one before), counting every answer that is not a
// success: during a rolling restart there must be none.
export function steadyLoad(base, paths, perSecond = 50) {
  const stats = { sent: 0, ok: 0, failures: [], slowest: 0 };
  const inFlight = new Set();
  let next = 0;
  const fire = () => {
    const path = paths[next++ % paths.length];
    stats.sent += 1;
    const sentAt = Date.now();
    const request = fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) })
      .then(async (response) => {
        await response.arrayBuffer();
        stats.slowest = Math.max(stats.slowest, (Date.now() - sentAt) / 1000);
        if (response.status === 200) stats.ok += 1;
        else stats.failures.push(`${path}: ${response.status}`);
      })
      .catch((error) => stats.failures.push(`${path}: ${error.cause?.code ?? error.message}`))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const timer = setInterval(fire, 1000 / perSecond);
  return {
    stats,
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      return stats;
    },
  };
}

/**
 * Liveness: this process answers. It reads nothing: a database blip must not make an orchestrator
 * restart every instance (readiness, check-readiness.ts, is where the database is checked).
 */
export function checkHealth(): { status: 'ok' } {
  return { status: 'ok' };
}

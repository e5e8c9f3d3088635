import type PgBoss from 'pg-boss';

export interface HeldJob {
  queue: string;
  id: string;
}

/**
 * The jobs one pg-boss instance's handlers are running right now, so that a worker that must
 * stop knows what to hand back (pg-boss tells how many jobs a worker holds, not which).
 */
export class HeldJobs {
  private readonly running = new Map<string, string>();

  async run<T>(queue: string, id: string, work: () => Promise<T>): Promise<T> {
    this.running.set(id, queue);
    try {
      return await work();
    } finally {
      this.running.delete(id);
    }
  }

  list(): HeldJob[] {
    return [...this.running].map(([id, queue]) => ({ queue, id }));
  }
}

const registry = new WeakMap<PgBoss, HeldJobs>();

export function heldJobsOf(boss: PgBoss): HeldJobs {
  let held = registry.get(boss);
  if (!held) {
    held = new HeldJobs();
    registry.set(boss, held);
  }
  return held;
}

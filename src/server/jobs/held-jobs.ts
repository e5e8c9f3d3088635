import type { JobAttempt, PgBoss } from 'pg-boss';

export interface HeldJob extends JobAttempt {
  queue: string;
}

/**
 * The jobs one pg-boss instance's handlers are running right now, so that a worker that must
 * stop knows what to hand back (pg-boss tells how many jobs a worker holds, not which).
 */
export class HeldJobs {
  private readonly running = new Map<string, HeldJob>();
  private waiters: Array<() => void> = [];

  async run<T>(job: HeldJob, work: () => Promise<T>): Promise<T> {
    this.running.set(job.id, job);
    try {
      return await work();
    } finally {
      this.running.delete(job.id);
      if (this.running.size === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  list(): HeldJob[] {
    return [...this.running.values()];
  }

  /** Resolves once no handler runs (at once when none does). */
  idle(): Promise<void> {
    if (this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
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

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Child {
  process: ChildProcess;
  /** Resolves with the first line (from now on, or already printed) starting with `prefix`. */
  line(prefix: string, timeoutMs?: number): Promise<string>;
  /** Writes one line to the child's stdin. */
  send(line: string): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs a TypeScript fixture in a child process: Node itself with tsx as a loader (not the tsx
 * launcher), so that a signal sent to the child reaches the fixture's own process.
 */
export function spawnFixture(file: string, env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const seen: string[] = [];
  const waiting = new Set<{ prefix: string; resolve: (line: string) => void }>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    seen.push(line);
    for (const waiter of waiting) {
      if (line.startsWith(waiter.prefix)) {
        waiting.delete(waiter);
        waiter.resolve(line);
      }
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const line = (prefix: string, timeoutMs = 40_000) =>
    new Promise<string>((resolve, reject) => {
      const found = seen.find((earlier) => earlier.startsWith(prefix));
      if (found) return resolve(found);
      const waiter = { prefix, resolve };
      waiting.add(waiter);
      const fail = (why: string) => {
        waiting.delete(waiter);
        reject(new Error(`The child never printed "${prefix}" (${why})`));
      };
      // A child that never gets there fails the test with this message instead of hanging it.
      setTimeout(() => fail('timed out'), timeoutMs).unref();
      void exited.then(({ code }) => fail(`it exited with ${code}`));
    });
  return {
    process: child,
    line,
    send: (text) => void child.stdin!.write(`${text}\n`),
    exited,
  };
}

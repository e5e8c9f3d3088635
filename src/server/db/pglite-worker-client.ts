import { Worker } from 'node:worker_threads';
import { PGLITE_WORKER_SOURCE } from './pglite-worker-source';

type Row = Record<string, unknown> | unknown[];
export interface WorkerQueryResult {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}
export interface WorkerTransaction {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<WorkerQueryResult>;
  exec(text: string): Promise<WorkerQueryResult[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Message =
  | {
      op: 'query';
      statement: number;
      text?: string;
      params: unknown[];
      rowMode?: string;
      rawTypes: number[];
    }
  | { op: 'exec'; text: string }
  | { op: 'begin' }
  | { op: 'end'; commit: boolean }
  | { op: 'close' };
const MAX_STATEMENTS = 2000;

type Answer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: object };

/** An error from the worker with its fields (code, detail, constraint...) back on it. */
function revive(plain: object): Error {
  const { message, ...fields } = plain as { message: string };
  return Object.assign(new Error(message), fields);
}

/**
 * Drizzle keeps dates, timestamps and intervals as text by passing a parser per type that returns
 * its input. Functions cannot cross to the worker, so only such identity parsers are accepted and
 * sent as type ids; any other parser is a programming error, refused loudly.
 */
function rawTypes(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse('2000-01-01', Number(type)) !== '2000-01-01')
      throw new Error(`The PGlite worker only keeps type ${type} as text; it cannot run a parser.`);
    return Number(type);
  });
}

/**
 * PGlite on a data directory, run in a worker thread so that query execution uses another core
 * than request handling. Implements what drizzle's pglite driver and the pg-boss executor use of
 * a PGlite client: query (with rowMode and text-keeping parsers), exec, transaction and close.
 * The caller holds the directory's lock; only this worker opens the directory.
 */
export class PgliteWorkerClient {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve(v: unknown): void; reject(e: Error): void }
  >();
  private nextId = 1;
  private failure: Error | undefined;
  // Each distinct SQL text crosses to the worker once; later queries name it by number (drizzle
  // sends the same few kilobytes of SELECT on every request). Bounded: texts built with varying
  // parts past the limit are sent whole each time (statement 0).
  private readonly statements = new Map<string, number>();

  constructor(dataDir: string) {
    this.worker = new Worker(PGLITE_WORKER_SOURCE, { eval: true, workerData: { dataDir } });
    // Kept referenced only while a call is outstanding: an idle database never holds the process open.
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => this.settle(answer));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) =>
      this.fail(new Error(`PGlite is closed (worker exit ${code})`)),
    );
  }

  private settle(answer: Answer): void {
    const waiter = this.pending.get(answer.id);
    if (!waiter) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    if (answer.ok) waiter.resolve(answer.result);
    else waiter.reject(revive(answer.error));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.pending.values()) waiter.reject(this.failure);
    this.pending.clear();
  }

  private call<T>(message: Message & { tx?: number }, onSent?: () => void): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    try {
      this.worker.postMessage({ ...message, id });
    } catch (error) {
      // A parameter that cannot be cloned: this query fails, nothing was sent.
      return Promise.reject(error);
    }
    onSent?.();
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    });
  }

  query(
    text: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: number,
  ): Promise<WorkerQueryResult> {
    const { rowMode, parsers, ...unsupported } = options;
    const extra = Object.keys(unsupported);
    if (extra.length) return Promise.reject(new Error(`Unsupported PGlite option: ${extra}`));
    const types = rawTypes(parsers);
    const known = this.statements.get(text);
    if (known !== undefined)
      return this.call({ op: 'query', statement: known, params, rowMode, rawTypes: types, tx });
    const number = this.statements.size < MAX_STATEMENTS ? this.statements.size + 1 : 0;
    const message = { op: 'query' as const, statement: number, text, params, rowMode, tx };
    return this.call({ ...message, rawTypes: types }, () => {
      if (number) this.statements.set(text, number);
    });
  }

  exec(text: string, tx?: number): Promise<WorkerQueryResult[]> {
    return this.call({ op: 'exec', text, tx });
  }

  /** Commits when fn resolves, rolls back when it throws (or called rollback) — as PGlite does. */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = (commit: boolean) => {
      closed = true;
      return this.call<void>({ op: 'end', tx: id, commit });
    };
    const tx: WorkerTransaction = {
      query: async (text, params, options) => (open(), this.query(text, params, options, id)),
      exec: async (text) => (open(), this.exec(text, id)),
      rollback: async () => (open(), end(false)),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  async close(): Promise<void> {
    if (this.failure) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}

import pino, { type DestinationStream, type Logger } from 'pino';
import { processWide } from '@/server/process-wide';
import { logLevel, type LogLevel } from '@/env/server';
import { currentRequestId } from './request-context';
import { REQUEST_ID_FIELD, scrubFields, scrubSerializedError, sweepLine } from './scrub';

export type { Logger };

interface LoggerState {
  root: Logger;
  service: string;
  /** The process's stdout, shared by every logger it makes (one buffer, flushed as one). */
  stdout?: DestinationStream;
}

/*
 * One logger per process: the custom server's bundle and Next's route bundles may each load this
 * module, and a service name set (or a capture started) through one copy must reach lines
 * written through the other.
 */
const holder = processWide('observability.logger', (): { state?: LoggerState } => ({}));

export interface LoggerOptions {
  /** `web`, `worker`, or a script's name: which process type wrote the line. */
  service?: string;
  level?: LogLevel;
  /** Where JSON lines go; stdout (written asynchronously, see asyncDestination) by default. */
  destination?: DestinationStream;
}

/** Bytes kept before a write; what is kept is written at least every FLUSH_EVERY_MS. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/**
 * Lines written asynchronously: a synchronous write to stdout blocks the event loop whenever the
 * pipe is slow (a log shipper behind), stalling every request of the instance. Lines are
 * buffered up to BUFFER_BYTES and written at least once a second; flushLogs() writes what is left
 * when the process stops (and pino writes it on exit too).
 */
export function asyncDestination(dest: number | string = 1) {
  const stream = pino.destination({ dest, sync: false, minLength: BUFFER_BYTES });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // Closed already (the process is ending): nothing is left to write.
    }
  }, FLUSH_EVERY_MS).unref();
  return stream;
}

/** A pino logger with the shop's base fields and redaction; lines are JSON, one per line. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const service = options.service ?? 'web';
  return pino(
    {
      level: options.level ?? logLevel(),
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        // `level: "info"` rather than 30: readable without pino's tooling.
        level: (label) => ({ level: label }),
        log: (fields) => scrubFields(fields),
      },
      serializers: { err: (error: Error) => scrubSerializedError(pino.stdSerializers.err(error)) },
      hooks: { streamWrite: sweepLine },
      // Every line written while a request is served names it, not only the request line.
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { [REQUEST_ID_FIELD]: reqId } : {};
      },
    },
    options.destination ?? stdout(),
  );
}

function stdout(): DestinationStream {
  const held = holder.state;
  if (held) return (held.stdout ??= asyncDestination());
  return asyncDestination();
}

function state(): LoggerState {
  if (!holder.state) {
    const destination = asyncDestination();
    holder.state = {
      root: createLogger({ destination }),
      service: 'web',
      stdout: destination,
    };
  }
  return holder.state;
}

/**
 * The process's logger. Call it where you log (`logger().info({...}, 'msg')`) rather than keeping
 * it in a module constant, so a capture or a process's service name applies to every line.
 */
export function logger(): Logger {
  return state().root;
}

/**
 * Names this process in every line (`web`, `worker`, `script:db-migrate`...). Entry points call
 * it once at start, before they log.
 */
export function setLogService(service: string): void {
  state().service = service;
  state().root = createLogger({ service });
}

/**
 * Writes every line logged so far; a process calls it before it exits (stop-signals does), so
 * its last lines are not left in the buffer.
 */
export function flushLogs(log: Logger = state().root): Promise<void> {
  return new Promise((resolve) => {
    log.flush(() => resolve());
  });
}

export interface CapturedLogs {
  /** Every line written since the capture began, as written. */
  text(): string;
  /** The lines parsed. */
  lines(): Array<Record<string, unknown>>;
  /** Back to the logger in use before the capture. */
  restore(): void;
}

/**
 * For tests: every line from now on, at `level` and above (all of them by default), goes to
 * memory instead of stdout, through the same formatting and redaction as in production.
 */
export function captureLogs(level: LogLevel = 'trace'): CapturedLogs {
  const previous = state().root;
  const chunks: string[] = [];
  // pino calls write() synchronously for each line: what was logged is readable at once.
  const destination: DestinationStream = { write: (line: string) => void chunks.push(line) };
  state().root = createLogger({ service: state().service, level, destination });
  const text = () => chunks.join('');
  return {
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => {
      state().root = previous;
    },
  };
}

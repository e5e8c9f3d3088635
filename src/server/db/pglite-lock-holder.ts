import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A kernel lock on a file, held for us by a small child process, because Node 20 has no flock().
 *
 * The shell opens the lock file on fd 9, takes flock(2) on it without waiting (util-linux or
 * busybox `flock -n 9`; where there is no flock(1), as on macOS, perl's flock on the same fd),
 * prints one verdict line and, when locked, becomes `cat` reading its stdin: a pipe whose only
 * writer is us. The lock lives as long as that `cat`, and `cat` lives until the pipe reaches its
 * end, which the kernel brings about when we close it or when our process dies in any way
 * (SIGKILL included). It runs in its own session and ignores HUP, INT and TERM, so a Ctrl-C or a
 * service manager's TERM to the whole group cannot drop the lock while we are still closing.
 * Only the kernel decides who holds the lock, so no file contents, pid or host name can lead
 * anyone to take it from a live holder, on this host or another one sharing the volume.
 */
const HOLDER_SCRIPT = `
trap '' HUP INT TERM
exec 9>>"$1"
if [ "$2" != perl ] && command -v flock >/dev/null 2>&1; then
  err=$(flock -n 9 2>&1); status=$?
elif [ "$2" != flock ] && command -v perl >/dev/null 2>&1; then
  err=$(perl -MFcntl=:flock -e 'open(my $fh, ">&=", 9) or die "fd 9: $!\\n"; flock($fh, LOCK_EX | LOCK_NB) and exit 0; exit 1 if $!{EWOULDBLOCK}; die "$!\\n"' 2>&1); status=$?
else
  echo missing; exit 0
fi
if [ "$status" -eq 0 ]; then echo locked; exec cat >/dev/null 2>&1
elif [ "$status" -eq 1 ] && [ -z "$err" ]; then echo busy
else echo "error: $err (exit $status)"; fi
`;

/** Which locking tool the holder uses: the first available, or (for tests) one in particular. */
export type LockTool = 'auto' | 'flock' | 'perl';

export type HoldAttempt =
  | { verdict: 'locked'; child: ChildProcess }
  | { verdict: 'busy' | 'missing' }
  | { verdict: 'error'; detail: string };

const VERDICT = /^(locked|busy|missing|error: .*)$/m;
/** How long a holder may take to start before we give up on it (a loaded machine, not a lock). */
const ANSWER_TIMEOUT_MS = 15_000;

const pauseCell = new Int32Array(new SharedArrayBuffer(4));
/** Blocks this thread; acquisition is synchronous because opening the database is. */
export const pauseSync = (ms: number) => Atomics.wait(pauseCell, 0, 0, ms);

/**
 * One attempt at the lock, answered synchronously: the holder writes its verdict to a file we
 * read back (a child's stdout pipe can only be read asynchronously). The file is unlinked as soon
 * as the holder has it open, so nothing is left behind.
 */
export function tryHoldLock(lockFile: string, tool: LockTool = 'auto'): HoldAttempt {
  const statusFile = join(tmpdir(), `pglite-lock-${randomUUID()}.status`);
  const statusFd = openSync(statusFile, 'w+', 0o600);
  let child: ChildProcess;
  try {
    child = spawn('/bin/sh', ['-c', HOLDER_SCRIPT, 'pglite-lock', lockFile, tool], {
      stdio: ['pipe', statusFd, statusFd],
      detached: true,
    });
  } finally {
    unlinkSync(statusFile);
  }
  // Errors surface below as a missing verdict; these listeners only keep them from crashing us.
  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  // Neither the holder nor its pipe keeps the event loop alive: a process that is done may exit,
  // and its exit ends the holder.
  child.unref();
  try {
    const verdict = readVerdict(statusFd, child);
    if (verdict === 'locked') return { verdict, child };
    child.stdin?.destroy();
    if (verdict === 'busy' || verdict === 'missing') return { verdict };
    return { verdict: 'error', detail: verdict.replace(/^error: /, '') };
  } catch (error) {
    child.stdin?.destroy();
    child.kill('SIGKILL');
    throw error;
  } finally {
    closeSync(statusFd);
  }
}

function readVerdict(statusFd: number, child: ChildProcess): string {
  if (child.pid === undefined) throw new Error('Could not start /bin/sh to lock the database.');
  const buffer = Buffer.alloc(4096);
  const deadline = performance.now() + ANSWER_TIMEOUT_MS;
  for (;;) {
    const text = buffer.subarray(0, readSync(statusFd, buffer, 0, buffer.length, 0)).toString();
    const verdict = VERDICT.exec(text)?.[1];
    if (verdict) return verdict;
    if (performance.now() > deadline) {
      throw new Error(
        `The database lock helper gave no answer in ${ANSWER_TIMEOUT_MS / 1000} s` +
          (text.trim() ? `: ${text.trim()}` : '.'),
      );
    }
    pauseSync(2);
  }
}

import pino from 'pino';

/** How long an exiting process keeps trying to hand its last log lines to a reader that stopped reading. */
export const EXIT_FLUSH_MS = 1_000;
/** Log bytes held in memory while the reader is slow; lines beyond it are dropped, not queued without end. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * The process's log destination: stdout, written without blocking the event loop. A log reader that
 * stops reading (a stuck supervisor, a paused terminal, a starter that died but whose pipe a child
 * still holds) fills the pipe; requests are still served and lines wait in memory up to
 * MAX_BUFFERED_BYTES. pino flushes such a destination synchronously when the process exits, and
 * retries a full pipe there without end: the process never exited, whatever SIGTERM's deadline
 * said. Here that last flush gets EXIT_FLUSH_MS, after which the unwritten lines are dropped.
 */
export function stdoutLogDestination(): ReturnType<typeof pino.destination> {
  let giveUpAt = Number.POSITIVE_INFINITY;
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: 0,
    maxLength: MAX_BUFFERED_BYTES,
    // Called on every EAGAIN: asynchronous writes retry later (no wait on the event loop) until exit.
    retryEAGAIN: () => Date.now() < giveUpAt,
  });
  // Ahead of pino's own exit flush, which would otherwise retry first and forever.
  process.prependListener('exit', () => {
    giveUpAt = Date.now() + EXIT_FLUSH_MS;
    try {
      destination.flushSync();
    } catch {
      // Nobody reads the lines (or it was closed already): drop them; pino's exit flush skips a
      // destroyed destination.
      destination.destroy();
    }
  });
  return destination;
}

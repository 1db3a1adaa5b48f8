/**
 * Runs `action` at most once per `waitMs`; a call inside the window is deferred to its end, so the
 * last scroll position is always looked at.
 */
export function throttle(action: () => void, waitMs: number): { run: () => void; cancel: () => void } {
  let lastRun = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const invoke = () => {
    pending = undefined;
    lastRun = Date.now();
    action();
  };
  return {
    run: () => {
      const remaining = waitMs - (Date.now() - lastRun);
      if (remaining <= 0) invoke();
      else pending ??= setTimeout(invoke, remaining);
    },
    cancel: () => {
      if (pending) clearTimeout(pending);
      pending = undefined;
    },
  };
}

export interface RetryRule {
  /** Wait before the first try (ms). */
  initialDelay: number;
  /** Wait between tries (ms). */
  interval: number;
  /** Tries at most, the first included. */
  attempts: number;
}

/** A vendor's script is waited for: checked every 250 ms, up to 20 times. */
export const vendorRetry: RetryRule = { initialDelay: 0, interval: 250, attempts: 20 };
/** The signup form opens one second after Home loads, then retries like the rest. */
export const signupFormRetry: RetryRule = { ...vendorRetry, initialDelay: 1000 };

/**
 * Runs `action` as soon as `ready()` is true, checking on the rule's schedule, and gives up
 * quietly after the last try. `elapsed` is how much of the first wait has already passed (the
 * first try is never earlier than now). Returns a function that cancels what is still pending.
 */
export function whenReady(
  ready: () => boolean,
  action: () => void,
  rule: RetryRule,
  elapsed = 0,
): () => void {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    tries += 1;
    if (ready()) {
      action();
      return;
    }
    if (tries < rule.attempts) timer = setTimeout(attempt, rule.interval);
  };
  timer = setTimeout(attempt, Math.max(0, rule.initialDelay - elapsed));
  return () => clearTimeout(timer);
}

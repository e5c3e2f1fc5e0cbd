/**
 * Wraps a loader so it runs at most once per page view: every caller shares the first call's
 * promise (later arguments are ignored). A failure is final too: every waiting caller and every
 * later caller gets the same rejection, and nothing is retried until the next full page load.
 */
export function oncePerPageView<Args extends unknown[], T>(
  load: (...args: Args) => Promise<T>,
): (...args: Args) => Promise<T> {
  let promise: Promise<T> | undefined;
  return (...args) => {
    promise ??= load(...args);
    return promise;
  };
}

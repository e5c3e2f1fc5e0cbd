/**
 * How long a client the live streams refused (busy, restarting) waits before it tries again: the
 * server sends it as the stream's `retry:`, and the browser's hook waits about as long.
 */
export const refusedRetryMilliseconds = 30_000;

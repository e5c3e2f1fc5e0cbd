import { useEffect, useRef } from "react";
import { refusedRetryMilliseconds } from "./refused-retry";

/** What to do with each event a topic's stream sends, by event name, given its parsed data. */
export type LiveEventHandlers = Record<string, (data: unknown) => void>;

/**
 * Follows one live topic's stream (`streamUrl`, e.g. `/api/reviews/bone-rock/stream`) from
 * `sinceId` on: each event named in `handlers` is parsed and handed over. The browser reconnects by
 * itself after a dropped stream, sending Last-Event-ID (the newest row id received); a stream the
 * server refused (429, 503) is tried again after about 30 s from that id; the subscription closes
 * when the page is left. The event names are read once, when the stream first opens.
 *
 * New rows are caught up after a drop (by id); changes to rows are not (they carry no id), so
 * `onReconnect` runs each time the stream opens again after a drop: reload what the page shows.
 */
export function useLiveTopic(
  streamUrl: string,
  sinceId: number,
  handlers: LiveEventHandlers,
  onReconnect?: () => void,
) {
  const latest = useRef({ sinceId, handlers, onReconnect });
  useEffect(() => {
    latest.current = { sinceId, handlers, onReconnect };
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let since = latest.current.sinceId;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const connect = () => {
      const current = new EventSource(`${streamUrl}?since=${since}`);
      source = current;
      for (const name of Object.keys(latest.current.handlers)) {
        current.addEventListener(name, (event) => {
          const message = event as MessageEvent<string>;
          const id = Number(message.lastEventId);
          if (Number.isSafeInteger(id) && id > since) since = id;
          try {
            latest.current.handlers[name]?.(JSON.parse(message.data));
          } catch {
            console.error("live updates: ignoring a malformed event");
          }
        });
      }
      current.addEventListener("open", () => {
        // The first open is the page's own start; any later one follows a drop.
        if (opened) latest.current.onReconnect?.();
        opened = true;
      });
      current.addEventListener("error", () => {
        // A refused stream (429/503) is closed for good by the browser: try again later, from
        // the newest row received.
        if (current.readyState !== EventSource.CLOSED) return;
        const jitter = Math.random() * refusedRetryMilliseconds * 0.5;
        retry = setTimeout(connect, refusedRetryMilliseconds + jitter);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [streamUrl]);
}

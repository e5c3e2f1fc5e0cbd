import { randomUUID } from "node:crypto";
import pg from "pg";
import { errorSummary, logger } from "~/lib/logger.server";

/** Waits before each reconnection attempt of a lost LISTEN connection (then stays at the last). */
const listenReconnectDelays = [1_000, 2_000, 5_000, 10_000];

export interface LivenessSettings {
  /** How often the LISTEN connection proves it still carries notifications (default 5 s). */
  probeEveryMs?: number;
  /** How long the proof may take before the connection counts as dead (default 5 s). */
  probeTimeoutMs?: number;
}

interface Registration {
  onPayload: (payload: string) => void;
  onRestored?: () => void;
}

/**
 * The process's one LISTEN connection to PostgreSQL, shared by every channel it listens on.
 *
 * A connection can die without closing: after a failover, or when a NAT or firewall drops an idle
 * flow, nothing arrives and nothing errors. So the connection has TCP keepalive, and every
 * `probeEveryMs` it NOTIFYs a private channel of its own and must hear it back within
 * `probeTimeoutMs`. When that fails, or the connection ends or errors, it is dropped (logged),
 * reopened with backoff and every channel LISTENed again; then each registration's `onRestored`
 * runs, since notifications sent meanwhile were lost. `listening()` is false from the moment it is
 * found dead until it is back (readiness reports it).
 */
export class ChannelListener {
  private readonly channels = new Map<string, Set<Registration>>();
  private readonly probeChannel = `live_probe_${randomUUID().replaceAll("-", "")}`;
  private readonly probeEveryMs: number;
  private readonly probeTimeoutMs: number;
  private client?: pg.Client;
  private connecting?: Promise<void>;
  private stopped = false;
  private lost = false;
  private attempt = 0;
  private retryTimer?: ReturnType<typeof setTimeout>;
  private probeTimer?: ReturnType<typeof setInterval>;
  private probing = false;
  private readonly heard = new Map<string, () => void>();

  constructor(
    private readonly connection: pg.ClientConfig,
    liveness: LivenessSettings = {},
  ) {
    this.probeEveryMs = liveness.probeEveryMs ?? 5_000;
    this.probeTimeoutMs = liveness.probeTimeoutMs ?? 5_000;
  }

  /** Whether notifications reach this process now (false while a lost connection is reopened). */
  listening(): boolean {
    return !this.lost;
  }

  /** Calls `onPayload` for each notification on `channel`; resolves to the unsubscribe function. */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onRestored?: () => void,
  ): Promise<() => Promise<void>> {
    this.stopped = false;
    const registration: Registration = { onPayload, onRestored };
    let registrations = this.channels.get(channel);
    const first = !registrations;
    if (!registrations) this.channels.set(channel, (registrations = new Set()));
    registrations.add(registration);
    try {
      // A connection being opened LISTENs on every channel known by then; one being reopened
      // after a loss will too. LISTEN twice on one channel is harmless.
      if (!this.client && !this.retryTimer) await this.connect();
      else await this.connecting;
      if (first) await this.client?.query(`listen ${channel}`);
    } catch (error) {
      this.forget(channel, registration);
      if (this.channels.size === 0) await this.stop();
      throw error;
    }
    return async () => {
      this.forget(channel, registration);
      if (this.channels.has(channel)) return;
      if (this.channels.size === 0) await this.stop();
      else await this.client?.query(`unlisten ${channel}`).catch(() => undefined);
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.channels.clear();
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    clearInterval(this.probeTimer);
    this.probeTimer = undefined;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private forget(channel: string, registration: Registration): void {
    const registrations = this.channels.get(channel);
    registrations?.delete(registration);
    if (registrations?.size === 0) this.channels.delete(channel);
  }

  private connect(): Promise<void> {
    const opening = this.open().finally(() => {
      if (this.connecting === opening) this.connecting = undefined;
    });
    this.connecting = opening;
    return opening;
  }

  /** Opens the connection and LISTENs on every channel (and the private probe channel). */
  private async open(): Promise<void> {
    const client = new pg.Client({
      ...this.connection,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on("notification", (message) => this.notified(message.channel, message.payload));
    client.on("error", (error) => {
      logger.error({ event: "database_listener_error", ...errorSummary(error) });
      this.reconnect(client);
    });
    client.on("end", () => this.reconnect(client));
    this.client = client;
    await client.connect();
    for (const channel of [this.probeChannel, ...this.channels.keys()]) {
      await client.query(`listen ${channel}`);
    }
    if (this.stopped || this.client !== client) {
      // Stopped (the store is closing) while this connection opened: it is not needed.
      await client.end().catch(() => undefined);
      throw new Error("The LISTEN connection was stopped while it opened.");
    }
    this.attempt = 0;
    clearInterval(this.probeTimer);
    this.probeTimer = setInterval(() => void this.probe(client), this.probeEveryMs);
    this.probeTimer.unref();
  }

  private notified(channel: string, payload: string | undefined): void {
    if (channel === this.probeChannel) {
      if (payload) this.heard.get(payload)?.();
      return;
    }
    if (!payload) return;
    for (const registration of this.channels.get(channel) ?? []) registration.onPayload(payload);
  }

  /** NOTIFYs itself and waits to hear it: a connection that went silent fails this. */
  private async probe(client: pg.Client): Promise<void> {
    if (this.probing || this.client !== client) return;
    this.probing = true;
    const token = randomUUID();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const heard = new Promise<void>((resolve) => this.heard.set(token, resolve));
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("no answer")), this.probeTimeoutMs);
      });
      await Promise.race([
        Promise.all([client.query("select pg_notify($1, $2)", [this.probeChannel, token]), heard]),
        timeout,
      ]);
    } catch (error) {
      if (this.client === client && !this.stopped) {
        logger.error({
          event: "database_listener_silent",
          timeoutMs: this.probeTimeoutMs,
          ...errorSummary(error),
        });
        // A silent socket never answers a goodbye: drop it, which ends the client.
        client.connection.stream.destroy();
        this.reconnect(client);
      }
    } finally {
      clearTimeout(timer);
      this.heard.delete(token);
      this.probing = false;
    }
  }

  private reconnect(lost: pg.Client): void {
    if (this.stopped || this.client !== lost || this.retryTimer) return;
    this.client = undefined;
    this.lost = true;
    clearInterval(this.probeTimer);
    this.probeTimer = undefined;
    lost.end().catch(() => undefined);
    const delay = listenReconnectDelays[Math.min(this.attempt, listenReconnectDelays.length - 1)]!;
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect()
        .then(() => {
          this.lost = false;
          logger.info({ event: "database_listener_restored", channels: this.channels.size });
          for (const registrations of this.channels.values()) {
            for (const registration of registrations) registration.onRestored?.();
          }
        })
        .catch((error: unknown) => {
          if (this.stopped) return;
          logger.warn({ event: "database_listener_retry", ...errorSummary(error) });
          if (this.client) this.reconnect(this.client);
        });
    }, delay);
  }
}

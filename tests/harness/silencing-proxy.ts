import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A loopback TCP proxy in front of PostgreSQL whose open connections can go silent, as after a
 * failover or a NAT's idle timeout: `silenceOpen()` stops carrying anything on the connections
 * open at that moment (nothing is closed, refused or answered), while connections opened later
 * are carried as usual.
 */
export class SilencingProxy {
  private readonly sockets = new Set<Socket>();
  private pairs = new Set<[Socket, Socket]>();
  private readonly server: Server;

  constructor(private readonly target: URL) {
    this.server = createServer((client) => this.carry(client));
  }

  private carry(client: Socket): void {
    const upstream = connect(Number(this.target.port || 5432), this.target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    for (const socket of pair) {
      this.sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        this.sockets.delete(socket);
        this.pairs.delete(pair);
        (socket === client ? upstream : client).destroy();
      });
    }
    client.pipe(upstream).pipe(client);
    this.pairs.add(pair);
  }

  /** Listens on a port the system picks; resolves to the URL that reaches `target` through it. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const url = new URL(this.target);
    url.host = `127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return url.toString();
  }

  /** Connections open and carried now. */
  openCount(): number {
    return this.pairs.size;
  }

  /** The connections open now stop carrying anything, either way; new ones still work. */
  silenceOpen(): number {
    const silenced = this.pairs;
    this.pairs = new Set();
    for (const [client, upstream] of silenced) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
    return silenced.size;
  }

  close(): void {
    for (const socket of this.sockets) socket.destroy();
    this.server.close();
  }
}

import { createServer, connect, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { constants } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledSocketWrites } from "../../tests/harness/socket-writes-loop";
import { socketWriter, type NativeSocketWrites } from "./socket-writes.server";

let server: Server;
const accepted: Socket[] = [];
const clients: Socket[] = [];

beforeAll(async () => {
  server = createServer((socket) => accepted.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  for (const socket of [...accepted, ...clients]) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** A connection: the server's side (written to) and the client's, paused until `received` reads it. */
async function connection() {
  const before = accepted.length;
  const client = connect((server.address() as AddressInfo).port, "127.0.0.1");
  client.pause();
  clients.push(client);
  await new Promise((resolve) => client.once("connect", resolve));
  while (accepted.length === before) await new Promise((resolve) => setImmediate(resolve));
  return { socket: accepted[before]!, client };
}

/** Everything the client receives until `bytes` have come. */
function received(client: Socket, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  return new Promise((resolve) => {
    client.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) resolve(Buffer.concat(chunks));
    });
    client.resume();
  });
}

/** The compiled loop, recording each call: how many descriptors, and what each took. */
function recording(native: NativeSocketWrites) {
  const calls: { descriptors: number; written: number[] }[] = [];
  const loop: NativeSocketWrites = {
    writeToEach(descriptors, bytes, written) {
      native.writeToEach(descriptors, bytes, written);
      calls.push({ descriptors: descriptors.length, written: [...written] });
    },
  };
  return { loop, calls };
}

const event = (text: string) => Buffer.from(`data: ${text}\n\n`);

describe("socketWriter with the compiled loop", () => {
  let native: NativeSocketWrites;
  beforeAll(() => {
    native = compiledSocketWrites();
  });

  it("writes one event to many sockets in one call, each getting exactly its bytes", async () => {
    const connections = [];
    for (let count = 0; count < 40; count++) connections.push(await connection());
    const { loop, calls } = recording(native);
    const bytes = event("one review");
    socketWriter(loop)(connections.map(({ socket }) => ({ socket, bytes })));
    expect(calls).toEqual([{ descriptors: 40, written: Array(40).fill(bytes.length) }]);
    for (const { client } of connections) {
      expect((await received(client, bytes.length)).toString()).toBe(bytes.toString());
    }
  });

  it("keeps a socket's bytes in order when the kernel takes only part of them", async () => {
    const { socket, client } = await connection();
    const { loop, calls } = recording(native);
    const write = socketWriter(loop);
    // Distinct writes to a client that does not read yet, the first larger than the kernel's
    // buffers on both sides: it is taken in part and Node queues the rest and everything after.
    const parts = [16 << 20, 1 << 20, 1 << 20].map((size, index) => Buffer.alloc(size, 97 + index));
    for (const bytes of parts) write([{ socket, bytes }]);
    const first = calls[0]!.written[0]!;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(parts[0]!.length);
    // The later writes found bytes waiting in Node, so they were not made directly.
    expect(calls).toHaveLength(1);
    const all = Buffer.concat(parts);
    expect((await received(client, all.length)).equals(all)).toBe(true);
  });

  it("writes a socket twice in one batch in order, and corked or ended sockets through Node", async () => {
    const twice = await connection();
    const corked = await connection();
    const ended = await connection();
    const { loop, calls } = recording(native);
    const [a, b] = [event("a"), event("b")];
    corked.socket.cork();
    corked.socket.write(event("before"));
    ended.socket.destroy();
    socketWriter(loop)([
      { socket: twice.socket, bytes: a },
      { socket: corked.socket, bytes: a },
      { socket: ended.socket, bytes: a },
      { socket: twice.socket, bytes: a },
      { socket: twice.socket, bytes: b },
    ]);
    corked.socket.uncork();
    // One direct write to `twice` per run: [a, a-corked-ended] then [a] then [b].
    expect(calls.map((call) => call.descriptors)).toEqual([1, 1, 1]);
    expect((await received(twice.client, a.length * 2 + b.length)).toString()).toBe(`${a}${a}${b}`);
    expect((await received(corked.client, event("before").length + a.length)).toString()).toBe(
      `${event("before")}${a}`,
    );
  });

  it("closes a socket the kernel refuses (a reset connection) and still writes the others", async () => {
    const broken = await connection();
    const fine = await connection();
    const refusing: NativeSocketWrites = {
      writeToEach(descriptors, bytes, written) {
        native.writeToEach(descriptors, bytes, written);
        written[0] = -constants.errno.EPIPE;
      },
    };
    const bytes = event("x");
    socketWriter(refusing)([
      { socket: broken.socket, bytes },
      { socket: fine.socket, bytes },
    ]);
    expect(broken.socket.destroyed).toBe(true);
    expect((await received(fine.client, bytes.length)).toString()).toBe(bytes.toString());
  });

  it("hands a write the kernel had no room for (EAGAIN) to Node whole", async () => {
    const { socket, client } = await connection();
    const full: NativeSocketWrites = {
      writeToEach(_descriptors, _bytes, written) {
        written.fill(-constants.errno.EAGAIN);
      },
    };
    const bytes = event("later");
    socketWriter(full)([{ socket, bytes }]);
    expect((await received(client, bytes.length)).toString()).toBe(bytes.toString());
  });
});

describe("socketWriter without the compiled loop", () => {
  it("writes with socket.write, in order, skipping closed sockets", async () => {
    const open = await connection();
    const closed = await connection();
    closed.socket.destroy();
    const [a, b] = [event("a"), event("b")];
    socketWriter(undefined)([
      { socket: open.socket, bytes: a },
      { socket: closed.socket, bytes: a },
      { socket: open.socket, bytes: b },
    ]);
    expect((await received(open.client, a.length + b.length)).toString()).toBe(`${a}${b}`);
  });
});

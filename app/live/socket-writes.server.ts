import { createRequire } from "node:module";
import type { Socket } from "node:net";
import { constants } from "node:os";

/**
 * The compiled fan-out loop (native/socket-writes.c, built into build/native by `npm run build`):
 * one non-blocking send() of the same bytes to each descriptor, and what each took.
 */
export interface NativeSocketWrites {
  writeToEach(descriptors: Int32Array, bytes: Buffer, written: Int32Array): void;
}

/** The compiled loop at `path`, or undefined when it was not built (no C compiler) or will not load. */
export function loadNativeSocketWrites(path: string): NativeSocketWrites | undefined {
  try {
    const loaded = createRequire(import.meta.url)(path) as Partial<NativeSocketWrites>;
    return typeof loaded.writeToEach === "function" ? (loaded as NativeSocketWrites) : undefined;
  } catch {
    return undefined;
  }
}

/** Bytes to write to one socket. */
export interface SocketWrite {
  socket: Socket;
  bytes: Buffer;
}

/** Node's libuv handle behind a socket (internal to Node: read only for the two fields below). */
interface StreamHandle {
  fd?: number;
  writeQueueSize?: number;
}

/**
 * The socket's descriptor when bytes may go straight to it, or -1: only a plain TCP socket with
 * nothing waiting to be written (in Node's stream, in libuv's queue, or corked), so that bytes
 * written to the descriptor now come after everything written before and before anything after.
 * Read in the same synchronous step as the write, so the descriptor is still this socket's (a
 * closed socket's number can be reused by the next connection).
 */
function directDescriptor(socket: Socket): number {
  if (socket.destroyed || socket.writableLength > 0 || socket.writableCorked > 0) return -1;
  // A TLS socket's bytes must go through the TLS layer (the store normally sits behind a proxy).
  if ("encrypted" in socket) return -1;
  const handle = (socket as unknown as { _handle?: StreamHandle | null })._handle;
  if (!handle || handle.writeQueueSize !== 0) return -1;
  return typeof handle.fd === "number" && handle.fd >= 0 ? handle.fd : -1;
}

/**
 * Where the run of writes starting at `start` ends: the same bytes (one event for many streams),
 * each socket at most once (a second write to a socket must wait for what the first left over).
 */
function runEnd(writes: readonly SocketWrite[], start: number): number {
  const bytes = writes[start]!.bytes;
  const sockets = new Set<Socket>();
  let end = start;
  while (end < writes.length && writes[end]!.bytes === bytes && !sockets.has(writes[end]!.socket)) {
    sockets.add(writes[end]!.socket);
    end++;
  }
  return end;
}

/** Writes one run's bytes to its sockets: the eligible ones in one native call, the rest by Node. */
function writeRun(
  native: NativeSocketWrites,
  writes: readonly SocketWrite[],
  start: number,
  end: number,
) {
  const bytes = writes[start]!.bytes;
  const descriptors = new Int32Array(end - start);
  const direct: Socket[] = [];
  for (let index = start; index < end; index++) {
    const socket = writes[index]!.socket;
    const descriptor = directDescriptor(socket);
    if (descriptor < 0) {
      if (!socket.destroyed) socket.write(bytes);
    } else {
      descriptors[direct.length] = descriptor;
      direct.push(socket);
    }
  }
  if (direct.length === 0) return;
  const written = new Int32Array(direct.length);
  native.writeToEach(descriptors.subarray(0, direct.length), bytes, written);
  for (let index = 0; index < direct.length; index++) {
    const socket = direct[index]!;
    const taken = written[index]!;
    if (taken === bytes.length) continue;
    // The kernel's buffer for this socket is full: Node queues the rest and sends it as it drains.
    if (taken >= 0) socket.write(bytes.subarray(taken));
    else if (-taken === constants.errno.EAGAIN) socket.write(bytes);
    // The connection broke (reset by the client, say): closing it releases its stream.
    else socket.destroy();
  }
}

/**
 * Writes each SocketWrite in order. With the compiled loop, consecutive writes of the same bytes
 * (an event fanned out to every stream) are made by one native call instead of one socket.write()
 * each, which costs Node about half as much again as the system call itself; without it, or for a
 * socket that cannot take bytes directly, by socket.write(). Either way each socket's bytes arrive
 * in the order written.
 */
export function socketWriter(native: NativeSocketWrites | undefined) {
  return (writes: readonly SocketWrite[]) => {
    if (!native) {
      for (const { socket, bytes } of writes) if (!socket.destroyed) socket.write(bytes);
      return;
    }
    for (let start = 0; start < writes.length;) {
      const end = runEnd(writes, start);
      writeRun(native, writes, start, end);
      start = end;
    }
  };
}

export type SocketWriter = ReturnType<typeof socketWriter>;

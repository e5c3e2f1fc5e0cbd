// Slow clients for the crowding benchmark, in a process of their own (so their sockets and timers
// never share an event loop with the load generator): `node slow-clients.mjs PORT COUNT ADDRESSES`
// holds COUNT connections to 127.0.0.1:PORT from ADDRESSES loopback addresses (127.0.0.10 and up).
// Each sends a request slowly, a byte every 4 s (half headers, half a body) and is opened again
// 250 ms after the store closes it. Prints {"open":N,"closed":N} every 500 ms; SIGTERM ends it.
import { connect } from "node:net";

const [port, count, addresses] = process.argv.slice(2).map(Number);
const open = new Set();
let closed = 0;
let stopped = false;

function start(n) {
  if (stopped) return;
  const socket = connect({
    port,
    host: "127.0.0.1",
    localAddress: `127.0.0.${10 + (n % addresses)}`,
  });
  socket.on("error", () => undefined);
  socket.on("connect", () => {
    open.add(socket);
    socket.write(
      n % 2 === 0
        ? "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"
        : "GET / HTTP/1.1\r\nHost: x\r\n",
    );
  });
  const drip = setInterval(() => socket.write("a"), 4_000);
  socket.on("close", () => {
    clearInterval(drip);
    open.delete(socket);
    closed++;
    if (!stopped) setTimeout(() => start(n), 250);
  });
}

for (let n = 0; n < count; n++) setTimeout(() => start(n), Math.floor(n / 100) * 50);
setInterval(() => process.stdout.write(`${JSON.stringify({ open: open.size, closed })}\n`), 500);
process.on("SIGTERM", () => {
  stopped = true;
  for (const socket of open) socket.destroy();
  process.exit(0);
});

// The machine's limit for the live-feed benchmark: node:http holding Server-Sent-Events streams and,
// for each POST, answering 201 and then writing one event of a stored review's shape to every
// stream, straight to its socket as one HTTP chunk (the fewest system calls a fan-out can make).
// No database, no framework, no caps. Started as its own process: node bare-fanout-server.mjs <port>
import { createServer } from "node:http";

const [port] = process.argv.slice(2);
const streams = new Set();
let nextId = 1_000_000;

/** One SSE event as an HTTP/1.1 chunk: size, CRLF, event, CRLF. */
function chunkOf(text) {
  const body = Buffer.from(text);
  return Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from("\r\n")]);
}

function fanOut(id, posted) {
  const review = {
    id,
    reviewKey: posted.reviewKey,
    name: posted.name,
    rating: posted.rating,
    reviewText: posted.reviewText,
    createdAt: new Date().toISOString(),
    helpful: 0,
    verified: false,
    reply: null,
    photos: [],
  };
  const chunk = chunkOf(`event: review\nid: ${id}\ndata: ${JSON.stringify(review)}\n\n`);
  for (const response of streams) response.socket?.write(chunk);
}

const server = createServer((req, res) => {
  if (req.method === "GET" && (req.url ?? "").includes("/stream")) {
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-store" });
    res.write("retry: 3000\n\n");
    streams.add(res);
    res.on("close", () => streams.delete(res));
    return;
  }
  if (req.method === "GET" && (req.url ?? "").startsWith("/api/reviews?")) {
    // The newest id a stream starts from, as the store's review list says it.
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ newestId: nextId - 1 }));
    return;
  }
  if (req.method === "POST") {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const id = nextId++;
      res.writeHead(201, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ id }));
      const posted = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      setImmediate(() => fanOut(id, posted));
    });
    return;
  }
  res.writeHead(404).end();
});
server.listen(Number(port), "127.0.0.1", () => console.log(`listening on ${port}`));

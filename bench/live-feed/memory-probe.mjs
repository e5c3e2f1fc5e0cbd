// Preloaded into the store by the live-feed benchmark (`node --expose-gc --import …`), never in
// production: on SIGUSR2 it collects garbage fully and writes the process's memory use, split into
// V8's heap, memory outside it and resident memory, to MEMORY_PROBE_FILE.
import { writeFileSync } from "node:fs";

const file = process.env.MEMORY_PROBE_FILE;
if (file && typeof globalThis.gc === "function") {
  process.on("SIGUSR2", () => {
    for (let round = 0; round < 3; round++) globalThis.gc();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}

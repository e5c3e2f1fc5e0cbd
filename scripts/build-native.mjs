// Compiles the live feed's fan-out loop (native/socket-writes.c) into build/native (or the path
// given as the one argument), the last step of `npm run build`, after React Router's build (which
// empties build/). It needs a C compiler (`cc`, or the one CC names); without one the store still
// runs and writes each event with Node's socket.write(), only slower at thousands of streams, so a
// failed compile is reported and the build goes on. Node-API's headers come from the node-api-headers
// package, so no Node.js source or download is needed.
import { execFileSync } from "node:child_process";
import { mkdirSync, renameSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import nodeApiHeaders from "node-api-headers";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const source = join(root, "native", "socket-writes.c");
const output = process.argv[2] ?? join(root, "build", "native", "socket-writes.node");

mkdirSync(dirname(output), { recursive: true });
const partial = `${output}.${process.pid}`;
try {
  // Node-API's functions are resolved from the node process that loads the module.
  execFileSync(
    process.env.CC || "cc",
    [
      "-O2",
      "-Wall",
      "-Werror",
      "-shared",
      "-fPIC",
      "-I",
      nodeApiHeaders.include_dir,
      "-o",
      partial,
      source,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  renameSync(partial, output);
} catch (error) {
  console.warn(
    `Could not compile native/socket-writes.c (${error.code ?? `exit ${error.status}`}); the live ` +
      "feed will write with Node's socket.write(). Install a C compiler (Debian: gcc) and rebuild.",
  );
}

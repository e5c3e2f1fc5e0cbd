import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadNativeSocketWrites, type NativeSocketWrites } from "~/live/socket-writes.server";
import { projectRoot } from "./production-build";

let compiled: NativeSocketWrites | undefined;

/**
 * The live feed's compiled fan-out loop, compiled for this test run by the build's own script
 * (into a folder of its own, so a test never depends on, or changes, the store's build). Throws
 * when it cannot be compiled or loaded: on the machines the tests run on, the store uses it.
 */
export function compiledSocketWrites(): NativeSocketWrites {
  if (compiled) return compiled;
  const output = join(mkdtempSync(join(tmpdir(), "socket-writes-")), "socket-writes.node");
  execFileSync(process.execPath, [join(projectRoot, "scripts", "build-native.mjs"), output], {
    stdio: "pipe",
  });
  compiled = loadNativeSocketWrites(output);
  if (!compiled) throw new Error(`native/socket-writes.c did not compile or load (${output})`);
  return compiled;
}

import type { OwnerClient } from "./owner-client";
import { runOwnerCli, type OwnerCliIo } from "./program";

/**
 * Runs the command line in-process, as `npm run owner -- …args` would, for tests: no terminal to
 * ask on and no file to read unless `io` gives them; answers the exit code and what it printed.
 */
export async function runInProcess(
  args: readonly string[],
  connect: () => Promise<OwnerClient>,
  io: Partial<OwnerCliIo> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runOwnerCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    interactive: false,
    ask: async () => "",
    connect,
    readFile: async () => "",
    ...io,
  });
  return { code, stdout, stderr };
}

/**
 * The store owner's tools: `npm run owner -- --help`. See docs/owner-guide.md.
 */
async function main(): Promise<number> {
  try {
    // Loaded here so that a bad environment is one line on stderr, not a stack trace.
    const { loadConfig } = await import("~/env.server");
    // Parsed once, when the first command needs it (`--help` runs without a valid environment).
    let loaded: ReturnType<typeof loadConfig> | undefined;
    const config = () => (loaded ??= loadConfig());
    const { connectOwnerClient } = await import("./owner/owner-client");
    const { processIo, runOwnerCli } = await import("./owner/program");
    const connect = async () => {
      const env = config();
      return connectOwnerClient({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    };
    const settings = () => {
      const env = config();
      return { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, backupDir: env.BACKUP_DIR };
    };
    return await runOwnerCli(process.argv.slice(2), processIo(connect, settings));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`error: ${message.replace(/\n\s*/g, " ")}\n`);
    return 1;
  }
}

export {};

process.exitCode = await main();

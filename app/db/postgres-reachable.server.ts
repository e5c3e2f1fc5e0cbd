import pg from "pg";

/** A PostgreSQL address as it may be shown: host, port, database and user, never the password. */
function describePostgresAddress(url: string): string {
  try {
    const address = new URL(url);
    const host = address.hostname || "localhost";
    const port = address.port || "5432";
    const database = decodeURIComponent(address.pathname.replace(/^\//, "")) || "(default)";
    const user = decodeURIComponent(address.username) || "(default)";
    return `${host}:${port} (database ${database}, user ${user})`;
  } catch {
    return "the address given (it cannot be read as a URL)";
  }
}

/** Why a connection failed, in the owner's words: refused, no such database, not allowed in, … */
function connectionFailureReason(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  switch (code) {
    case "ECONNREFUSED":
      return "the connection was refused: is PostgreSQL running there, on that port?";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "no such host";
    case "3D000":
      return `the database does not exist (${message ?? "unknown database"}): create it first`;
    case "28P01":
    case "28000":
      return `authentication failed (${message ?? "refused"}): check the user and password`;
    case "ETIMEDOUT":
      return "the server did not answer in time";
    default:
      if (/timeout/i.test(message ?? "")) return "the server did not answer in time";
      return (message ?? String(error)).split("\n")[0]!;
  }
}

/** A PostgreSQL server that cannot be used; the message names it and why, without secrets. */
export class PostgresUnreachableError extends Error {
  override name = "PostgresUnreachableError";
}

/**
 * Opens one connection to `url` and runs a query, so a command finds out before it does any
 * work that the server is there, the database exists and the user may sign in.
 */
export async function checkPostgresReachable(url: string, timeoutMs = 5_000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // An error after connecting (the server going away) must not be unhandled.
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new PostgresUnreachableError(
      `Could not connect to PostgreSQL at ${describePostgresAddress(url)}: ${connectionFailureReason(error)}.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

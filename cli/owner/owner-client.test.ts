import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lockFileName } from "~/db/data-dir-lock.server";
import { OwnerError } from "~/owner/owner-types";
import { chooseOwnerTransport, connectOwnerClient, endpointClient } from "./owner-client";

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ownerFile = { port: 4321, token: "t".repeat(64), pid: 42 };

describe("choosing how the owner tools reach the data", () => {
  it("connects to PostgreSQL directly when DATABASE_URL is set", () => {
    const probe = { lockHolder: () => 42, readOwnerFile: () => ownerFile };
    expect(
      chooseOwnerTransport({ databaseUrl: "postgres://db/shop", dataDir: "./data" }, probe),
    ).toEqual({
      kind: "postgres",
      url: "postgres://db/shop",
    });
  });

  it("opens the embedded database itself when no store holds DATA_DIR", () => {
    const probe = { lockHolder: () => undefined, readOwnerFile: () => ownerFile };
    expect(chooseOwnerTransport({ dataDir: "./data" }, probe)).toEqual({
      kind: "embedded",
      dataDir: "./data",
    });
  });

  it("goes through the running store's endpoint when it holds DATA_DIR", () => {
    const probe = { lockHolder: () => 42, readOwnerFile: () => ownerFile };
    expect(chooseOwnerTransport({ dataDir: "./data" }, probe)).toEqual({
      kind: "endpoint",
      pid: 42,
      port: 4321,
      token: ownerFile.token,
    });
  });

  it("never opens a held DATA_DIR, even before the store has announced its endpoint", () => {
    const none = { lockHolder: () => 42, readOwnerFile: () => undefined };
    expect(chooseOwnerTransport({ dataDir: "./data" }, none)).toEqual({
      kind: "starting",
      pid: 42,
    });
    // owner.json left by an earlier store process is not this one's
    const stale = { lockHolder: () => 43, readOwnerFile: () => ownerFile };
    expect(chooseOwnerTransport({ dataDir: "./data" }, stale)).toEqual({
      kind: "starting",
      pid: 43,
    });
  });
});

describe("connecting", () => {
  it("names an unreachable PostgreSQL server in one line", async () => {
    const attempt = connectOwnerClient({
      databaseUrl: "postgres://postgres@127.0.0.1:1/none",
      dataDir: "./data",
    });
    await expect(attempt).rejects.toBeInstanceOf(OwnerError);
    await expect(attempt).rejects.toThrow(
      /^Could not open the database \(DATABASE_URL\): connect ECONNREFUSED 127\.0\.0\.1:1\.$/,
    );
  });

  it("does not create a database in a DATA_DIR that holds none", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "owner-empty-"));
    await expect(connectOwnerClient({ dataDir })).rejects.toThrow(/No store database in/);
  });

  it("gives up on a store that holds DATA_DIR but never opens its endpoint", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "owner-held-"));
    writeFileSync(join(dataDir, lockFileName), String(process.ppid));
    await expect(connectOwnerClient({ dataDir }, { waitMilliseconds: 300 })).rejects.toThrow(
      `The store (pid ${process.ppid}) holds ${dataDir} but its owner endpoint is not available`,
    );
  });

  it("names a running store it cannot reach", async () => {
    const port = await freePort();
    const client = endpointClient({ port, pid: 42, token: "t" });
    await expect(client.run("list-messages", {})).rejects.toThrow(
      `Could not reach the running store (pid 42) on port ${port}: connect ECONNREFUSED`,
    );
  });
});

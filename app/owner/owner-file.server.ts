import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * While a store runs on the embedded database, it alone may open DATA_DIR, so the owner tools
 * reach its data through its owner endpoint. This file in DATA_DIR tells them where and with
 * which secret; only the store's own user can read it (mode 0600).
 */
export const ownerFileName = "owner.json";

export interface OwnerFile {
  /** The port the store listens on (the owner endpoint answers on loopback only). */
  port: number;
  /** Secret the owner tools send as `Authorization: Bearer …`. */
  token: string;
  /** The store process, the same as the data directory lock's holder. */
  pid: number;
}

export function newOwnerToken(): string {
  return randomBytes(32).toString("hex");
}

export function writeOwnerFile(dataDir: string, contents: OwnerFile): void {
  const path = join(dataDir, ownerFileName);
  const staging = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(staging, JSON.stringify(contents), { mode: 0o600 });
    chmodSync(staging, 0o600); // in case the file existed with wider rights
    renameSync(staging, path); // readers never see a half-written file
  } catch (error) {
    // A full disk leaves no half-written staging file behind.
    rmSync(staging, { force: true });
    throw error;
  }
}

/** Removes an owner.json left by another process (one that ended without removing it). */
export function removeStaleOwnerFile(dataDir: string): void {
  const file = readOwnerFile(dataDir);
  if (file && file.pid !== process.pid) rmSync(join(dataDir, ownerFileName), { force: true });
}

export function readOwnerFile(dataDir: string): OwnerFile | undefined {
  try {
    const value = JSON.parse(
      readFileSync(join(dataDir, ownerFileName), "utf8"),
    ) as Partial<OwnerFile>;
    const valid =
      Number.isInteger(value.port) &&
      Number.isInteger(value.pid) &&
      typeof value.token === "string" &&
      value.token.length > 0;
    return valid ? (value as OwnerFile) : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the file if it is still the one holding `token` (never another process's). */
export function removeOwnerFile(dataDir: string, token: string): void {
  if (readOwnerFile(dataDir)?.token === token)
    rmSync(join(dataDir, ownerFileName), { force: true });
}

import { createHash, randomBytes } from "node:crypto";

/** A new secret for a URL or cookie: 256 random bits, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a secret: its sha256, hex. A leaked table opens nothing. */
export function secretHash(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

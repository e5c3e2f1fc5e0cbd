import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey held in memory, answering WebAuthn ceremonies as a platform authenticator would (ES256,
 * user verified, "none" attestation), so raw-HTTP tests can sign in without a browser. The browser
 * tests use Chromium's virtual authenticator instead.
 */
export class SoftwarePasskey {
  readonly id = randomBytes(16).toString("base64url");
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private counter = 0;
  private userHandle = "";

  constructor(readonly origin: string) {}

  private get rpIdHash(): Buffer {
    return createHash("sha256").update(new URL(this.origin).hostname).digest();
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  private counterBytes(): Buffer {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(this.counter);
    return bytes;
  }

  /** The answer to registration options (`{ challenge, user: { id } }`). */
  register(options: { challenge: string; user: { id: string } }): object {
    this.userHandle = options.user.id;
    const jwk = (this.keys.publicKey as KeyObject).export({ format: "jwk" });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]);
    const credentialId = Buffer.from(this.id, "base64url");
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash,
      Buffer.from([0x45]), // user present, user verified, attested credential data
      this.counterBytes(),
      Buffer.alloc(16), // AAGUID
      length,
      credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge).toString("base64url"),
        attestationObject: Buffer.from(attestationObject).toString("base64url"),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to authentication options (`{ challenge }`). */
  authenticate(options: { challenge: string }): object {
    this.counter += 1;
    const clientData = this.clientData("webauthn.get", options.challenge);
    const authData = Buffer.concat([this.rpIdHash, Buffer.from([0x05]), this.counterBytes()]);
    const signed = Buffer.concat([authData, createHash("sha256").update(clientData).digest()]);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: clientData.toString("base64url"),
        authenticatorData: authData.toString("base64url"),
        signature: sign("sha256", signed, this.keys.privateKey).toString("base64url"),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

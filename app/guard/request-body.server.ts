export type ParsedBody =
  { kind: "json"; value: Record<string, unknown> } | { kind: "form"; value: FormData };

/** Why a body was refused: its answer's status, the log line's reason and the message. */
interface BodyRefusal {
  ok: false;
  status: 400 | 411 | 413 | 415;
  reason: "body_too_large" | "bad_body" | "unsupported_type" | "no_length";
  error: string;
}

/** A body read for a write: what the write takes from it, or why it was refused. */
export type BodyRead<Body> = { ok: true; body: Body } | BodyRefusal;

export type ReadBodyResult = BodyRead<ParsedBody>;

/** A write's body reader: reads the request's body within the write's limits. */
export type BodyReader<Body> = (request: Request) => Promise<BodyRead<Body>>;

const tooLarge = (maxBytes: number): BodyRefusal => ({
  ok: false,
  status: 413,
  reason: "body_too_large",
  error: `The request is larger than ${maxBytes / 1024} KB.`,
});

/**
 * Reads at most `maxBytes` of a request body: a declared Content-Length above it is refused before
 * a byte is read, and a body without one (chunked) is counted as it arrives and abandoned at the
 * limit, so no request can make the server hold more than that in memory.
 */
async function readCapped(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const unreadable: BodyRefusal = {
  ok: false,
  status: 400,
  reason: "bad_body",
  error: "The request body could not be read.",
};

/** Reads the raw bytes of a body of at most `maxBytes`, whatever its type (a signed webhook's). */
export function rawBody(maxBytes: number): BodyReader<Uint8Array<ArrayBuffer>> {
  return async (request) => {
    let bytes: Uint8Array<ArrayBuffer> | undefined;
    try {
      bytes = await readCapped(request, maxBytes);
    } catch {
      return unreadable;
    }
    return bytes ? { ok: true, body: bytes } : tooLarge(maxBytes);
  };
}

/** Reads a JSON object or a form post (URL-encoded or multipart) of at most `maxBytes`. */
export function formOrJson(maxBytes: number): BodyReader<ParsedBody> {
  return (request) => readBody(request, maxBytes);
}

/** Reads a JSON object or a form post (URL-encoded or multipart) of at most `maxBytes`. */
export async function readBody(request: Request, maxBytes: number): Promise<ReadBodyResult> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  const known =
    type === "application/json" ||
    type === "application/x-www-form-urlencoded" ||
    type === "multipart/form-data";
  if (!known) {
    return {
      ok: false,
      status: 415,
      reason: "unsupported_type",
      error: "Send the request as JSON (Content-Type: application/json) or as a form post.",
    };
  }
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  try {
    bytes = await readCapped(request, maxBytes);
  } catch {
    return unreadable;
  }
  if (!bytes) return tooLarge(maxBytes);
  if (type === "application/json") {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return {
        ok: false,
        status: 400,
        reason: "bad_body",
        error: "The request body is not valid JSON.",
      };
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      return {
        ok: false,
        status: 400,
        reason: "bad_body",
        error: "The request body must be a JSON object.",
      };
    }
    return { ok: true, body: { kind: "json", value: value as Record<string, unknown> } };
  }
  try {
    const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
    return { ok: true, body: { kind: "form", value: form } };
  } catch {
    return {
      ok: false,
      status: 400,
      reason: "bad_body",
      error: "The form data could not be read.",
    };
  }
}

/** A field of a JSON object or a form, whichever the body was. */
export function bodyField(body: ParsedBody, key: string): unknown {
  return body.kind === "form" ? body.value.get(key) : body.value[key];
}

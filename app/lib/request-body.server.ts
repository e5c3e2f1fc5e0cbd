export type RequestBody =
  | { ok: true; kind: "json"; value: Record<string, unknown> }
  | { ok: true; kind: "form"; value: FormData }
  | { ok: false; status: 400 | 415; error: string };

/** Reads a JSON object or a form post; anything else gets a clear 400 or 415. */
export async function readRequestBody(request: Request): Promise<RequestBody> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json") {
    let value: unknown;
    try {
      value = JSON.parse(await request.text());
    } catch {
      return { ok: false, status: 400, error: "The request body is not valid JSON." };
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      return { ok: false, status: 400, error: "The request body must be a JSON object." };
    }
    return { ok: true, kind: "json", value: value as Record<string, unknown> };
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    try {
      return { ok: true, kind: "form", value: await request.formData() };
    } catch {
      return { ok: false, status: 400, error: "The form data could not be read." };
    }
  }
  return {
    ok: false,
    status: 415,
    error: "Send the request as JSON (Content-Type: application/json) or as a form post.",
  };
}

/** A browser's own form submission (no JavaScript), which expects a page back, not JSON. */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}

export function jsonError(
  status: number,
  error: string,
  fields?: Record<string, string | undefined>,
) {
  return Response.json(fields ? { error, fields } : { error }, { status });
}

export type PostResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fields: Record<string, string> };

/** Posts JSON to one of the store's /api/ endpoints; a network failure comes back as status 0. */
export async function postJson<T>(url: string, body: unknown): Promise<PostResult<T>> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as {
      error?: string;
      fields?: Record<string, string>;
    };
    if (response.ok) return { ok: true, status: response.status, data: data as T };
    return {
      ok: false,
      status: response.status,
      error: data.error ?? `HTTP ${response.status}`,
      fields: data.fields ?? {},
    };
  } catch (error) {
    return {
      ok: false,
      status: 0,
      error: error instanceof Error ? error.message : String(error),
      fields: {},
    };
  }
}

import { request as httpRequest } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address (127.0.0.x): the store sees the request coming from it. */
  from?: string;
  /** Declares this Content-Length but sends only `body`, to see whether the server waits for the rest. */
  declaredLength?: number;
}

/**
 * One HTTP request exactly as written: the path is sent as is (no normalising of case, `%xx` or
 * dots), from a chosen loopback source address, with no proxy headers.
 */
export function send(baseURL: string, options: RawRequest): Promise<RawResponse> {
  const url = new URL(baseURL);
  const body = options.body ?? "";
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "POST",
        path: options.path,
        localAddress: options.from,
        agent: false,
        headers: {
          ...options.headers,
          "Content-Length": String(options.declaredLength ?? Buffer.byteLength(body)),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error(`timed out: ${options.path}`)));
    request.on("error", reject);
    request.write(body);
    // With a declared length larger than the body, the request stays open: the server must answer
    // without waiting for the rest.
    if (options.declaredLength === undefined) request.end();
  });
}

/** The store's owner endpoint (embedded database), for counting what was really stored. */
export function ownerClient(baseURL: string, dataDir: string) {
  return async <T>(operation: string, input: object = {}): Promise<T> => {
    const { token } = JSON.parse(readFileSync(join(dataDir, "owner.json"), "utf8")) as {
      token: string;
    };
    const response = await fetch(`${baseURL}/internal/owner/${operation}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });
    if (!response.ok) throw new Error(`${operation}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { result: T }).result;
  };
}

/** The ways a form's fields are sent. */
export const contentTypes = ["json", "urlencoded", "multipart"] as const;
export type ContentType = (typeof contentTypes)[number];

/**
 * What puts a form's fields in a request body of a content type (in JSON the rating is a number),
 * with the multipart parts between `boundary` lines.
 */
export function formEncoder(boundary: string) {
  return (fields: Record<string, string>, type: ContentType) => encodeForm(fields, type, boundary);
}

function encodeForm(fields: Record<string, string>, type: ContentType, boundary: string) {
  if (type === "json") {
    const value = { ...fields, ...(fields.rating ? { rating: Number(fields.rating) } : {}) };
    return { body: JSON.stringify(value), contentType: "application/json" };
  }
  if (type === "urlencoded") {
    return {
      body: new URLSearchParams(fields).toString(),
      contentType: "application/x-www-form-urlencoded",
    };
  }
  const parts = Object.entries(fields).map(
    ([key, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: `${parts.join("")}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Fresh loopback source addresses, from 127.0.`third`.2 on, one a use: each a client with a
 * rate-limit budget of its own.
 */
export function freshClients(third: number): () => string {
  let nextClient = 0;
  return () => {
    nextClient += 1;
    return `127.0.${third + Math.floor(nextClient / 250)}.${1 + (nextClient % 250)}`;
  };
}

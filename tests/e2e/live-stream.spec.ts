import http from "node:http";
import { expect, test } from "./test";

interface Head {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first bytes of the body (a stream never ends by itself). */
  start: string;
}

/** Asks as a browser would (any compression welcome) and reads the head and first bytes. */
function get(url: string, method = "GET"): Promise<Head> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { "Accept-Encoding": "gzip, deflate, br", Accept: "text/event-stream" } },
      (response) => {
        let start = "";
        const done = () => {
          resolve({ status: response.statusCode!, headers: response.headers, start });
          request.destroy();
        };
        response.setEncoding("latin1");
        response.on("data", (chunk: string) => {
          start += chunk;
          if (start.length > 0) done();
        });
        response.on("end", done);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

test("a live review stream is never compressed, though pages are", async ({ baseURL }) => {
  const page = await get(`${baseURL}/`);
  expect(page.headers["content-encoding"]).toMatch(/^(br|gzip|deflate)$/);

  for (const path of ["/api/reviews/bone-rock/stream", "/API/Reviews/bone-rock/Stream/"]) {
    const stream = await get(`${baseURL}${path}?since=999999`);
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.headers["x-content-type-options"]).toBe("nosniff");
    expect(stream.headers["x-request-id"]).toMatch(/^[\w-]{8,64}$/);
    // Served ahead of the front door and its compression (a page's policy headers mean nothing here).
    expect(stream.headers["content-security-policy"]).toBeUndefined();
    // Plain text as it is written: the first event is readable without decompressing.
    expect(stream.start).toContain("retry: 3000");
  }
});

test("a live review stream answers GET only", async ({ baseURL }) => {
  for (const method of ["POST", "PUT", "DELETE"]) {
    const answer = await get(`${baseURL}/api/reviews/bone-rock/stream`, method);
    expect(answer.status, method).toBe(405);
  }
  const head = await get(`${baseURL}/api/reviews/bone-rock/stream`, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
});

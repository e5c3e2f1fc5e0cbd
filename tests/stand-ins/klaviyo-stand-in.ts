import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /client/subscriptions?company_id=AbC123. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface StandInAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface KlaviyoStandIn {
  /** Its origin, for KLAVIYO_API_URL. */
  url: string;
  requests: RecordedRequest[];
  /** Answers given in turn to the next requests; after them, 202 Accepted. */
  answerNext(...answers: StandInAnswer[]): void;
  close(): Promise<void>;
}

/** A stand-in for Klaviyo's API on loopback: records every request, answers as scripted. */
export async function startKlaviyoStandIn(port = 0): Promise<KlaviyoStandIn> {
  const requests: RecordedRequest[] = [];
  const scripted: StandInAnswer[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body,
      });
      const answer = scripted.shift() ?? { status: 202 };
      response.writeHead(answer.status, {
        ...(answer.body === undefined ? {} : { "content-type": "application/vnd.api+json" }),
        ...answer.headers,
      });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerNext: (...answers) => scripted.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

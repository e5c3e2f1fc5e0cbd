import { afterAll, beforeAll, beforeEach } from "vitest";
import { startKlaviyoStandIn, type KlaviyoStandIn } from "../stand-ins/klaviyo-stand-in";

/**
 * The Klaviyo stand-in of the tests in this describe block: started before them, stopped after
 * them, its recorded requests cleared before each. Use it in tests and hooks, where it runs.
 */
export function suiteKlaviyoStandIn(): KlaviyoStandIn {
  let klaviyo: KlaviyoStandIn | undefined;
  const running = () => {
    if (!klaviyo) throw new Error("The Klaviyo stand-in starts before the tests: use it in a test");
    return klaviyo;
  };
  beforeAll(async () => {
    klaviyo = await startKlaviyoStandIn();
  }, 60_000);
  afterAll(async () => {
    await klaviyo?.close();
  });
  beforeEach(() => {
    running().requests.length = 0;
  });
  return {
    get url() {
      return running().url;
    },
    get requests() {
      return running().requests;
    },
    answerNext: (...answers) => running().answerNext(...answers),
    close: () => running().close(),
  };
}

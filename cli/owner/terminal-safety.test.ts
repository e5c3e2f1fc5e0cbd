import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/contact/contact-messages.server";
import type { Database } from "~/db/database.server";
import { openTestDatabase } from "~/db/test-database";
import { createReview } from "~/reviews/reviews.server";
import { databaseClient } from "./owner-client";
import { printable } from "./output";
import { runInProcess } from "./run-in-process";

// An OSC 52 clipboard write, a screen clear and colour, a carriage return that overwrites the
// line, a C1 CSI, DEL and a backspace, around ordinary text with a newline and a tab.
const name = "Eve\u001b]52;c;ZXZpbA==\u0007 Smith";
const message = "Hi\u001b[2J\u001b[31mthere\rFAKE\u009b31m\u007f\u0008\nline two\tend";
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe("owner tools print visitor text safely", () => {
  let database: Database;
  const ids = { message: 0, review: 0 };

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    ids.message = (
      await saveContactMessage(database.db, { name, email: "eve@example.com", phone: "", message })
    ).id;
    ids.review = (
      await createReview(database, {
        reviewKey: "bone-rock",
        name,
        rating: 4,
        reviewText: message,
      })
    ).id;
  });
  afterAll(async () => {
    await database.close();
  });

  /** What a command printed, on stdout and stderr alike; it must succeed. */
  const run = async (args: string) => {
    let printed = "";
    const collect = (text: string) => void (printed += text);
    const { code } = await runInProcess(
      args.split(" "),
      async () => databaseClient(database, async () => undefined),
      { stdout: collect, stderr: collect },
    );
    expect(code).toBe(0);
    return printed;
  };

  it("strips control characters other than newline and tab from tables and details", async () => {
    for (const args of [
      "messages",
      `messages show ${ids.message}`,
      "reviews",
      `reviews hide ${ids.review}`,
      `reviews unhide ${ids.review}`,
    ]) {
      const output = await run(args);
      expect(output, args).not.toMatch(controls);
      expect(output, args).toContain("Eve]52;c;ZXZpbA== Smith");
    }
    const detail = await run(`messages show ${ids.message}`);
    expect(detail).toContain("Hi[2J[31mthereFAKE31m\nline two\tend");
  });

  it("keeps the exact text in --json and --csv", async () => {
    const [fromJson] = JSON.parse(await run("messages --json")) as {
      name: string;
      message: string;
    }[];
    expect(fromJson).toMatchObject({ name, message });
    const exported = await run("messages export --csv");
    expect(exported).toContain(name);
    expect(exported).toContain(message);
    const [review] = JSON.parse(await run("reviews --json")) as { reviewText: string }[];
    expect(review!.reviewText).toBe(message);
  });

  it("printable drops C0 (but newline and tab), DEL and C1", () => {
    expect(printable("\u0000a\u0001b\u001bc\u0085d\u009fe\u007ff\ng\th\u00a0i")).toBe(
      "abcdef\ng\th\u00a0i",
    );
  });
});

import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { database } from "~/db/connection.server";
import type { Db } from "~/db/database.server";
import {
  idempotencyKeyField,
  idempotencyKeyHeader,
  invalidIdempotencyKeyMessage,
  readIdempotencyKey,
} from "~/forms/idempotency-key";
import { errorSummary, logger } from "~/lib/logger.server";
import type { FormWrite } from "./form-write.server";

/** The writes that take an idempotency key. */
export type KeyedWrite = "review" | "contact" | "sign-up";

/** The key a post carries: its `Idempotency-Key` header, else its form's hidden field. */
function postedIdempotencyKey(
  request: Request,
  posted: FormData | Record<string, unknown>,
): string | undefined | null {
  const header = request.headers.get(idempotencyKeyHeader);
  if (header !== null) return readIdempotencyKey(header);
  const field =
    posted instanceof FormData ? posted.get(idempotencyKeyField) : posted[idempotencyKeyField];
  return readIdempotencyKey(field);
}

/** A post being handled longer than this was cut off (its process ended): a retry takes it over. */
const abandonedAfterSeconds = 60;
/** How long a retry waits for the first post, still being handled, to be answered. */
const waitForFirstMs = 10_000;
/** Keys are remembered this long. */
const keptHours = 24;

const stillHandledMessage =
  "This was sent a moment ago and is still being handled: wait a little, then send it again.";

type Answer = { status: number; outcome: unknown };

async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Claims the post for this request (undefined), or answers what the first post with it was
 * answered; `busy` when the first is still being handled after a wait.
 */
async function claim(db: Db, id: string): Promise<Answer | "busy" | undefined> {
  const deadline = Date.now() + waitForFirstMs;
  for (;;) {
    const claimed = await rows(
      db,
      sql`insert into idempotent_writes (id) values (${id}) on conflict (id) do nothing returning id`,
    );
    if (claimed.length) {
      if (Math.random() < 0.02) {
        await db.execute(
          sql`delete from idempotent_writes
              where claimed_at < now() - make_interval(hours => ${keptHours})`,
        );
      }
      return undefined;
    }
    const [earlier] = await rows<{ status: number | null; outcome: unknown }>(
      db,
      sql`select status, outcome from idempotent_writes where id = ${id}`,
    );
    if (earlier?.status != null) return { status: earlier.status, outcome: earlier.outcome };
    const takenOver = await rows(
      db,
      sql`update idempotent_writes set claimed_at = now()
          where id = ${id} and status is null
            and claimed_at < now() - make_interval(secs => ${abandonedAfterSeconds})
          returning id`,
    );
    if (takenOver.length) return undefined;
    if (Date.now() > deadline) return "busy";
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs `write` once per idempotency key: a post sent again with the same key and the same
 * `fields` is answered with the first one's stored answer and stores nothing; one sent while the
 * first is still being handled waits for it. Only a stored write (201) is remembered: after a
 * refusal or a failure the retry is handled afresh. A key with other fields is another post. A
 * post without a key is written as it comes; a malformed key is refused (400), a retry while
 * the first is handled past the wait answered 409 (`refusal` shapes both).
 */
export async function writeOnce<Outcome>(
  post: {
    kind: KeyedWrite;
    request: Request;
    posted: FormData | Record<string, unknown>;
    fields: unknown;
  },
  write: () => Promise<FormWrite<Outcome>>,
  refusal: (refused: { message: string; status: number }) => FormWrite<Outcome>,
): Promise<FormWrite<Outcome>> {
  const key = postedIdempotencyKey(post.request, post.posted);
  if (key === undefined) return write();
  if (key === null) return refusal({ message: invalidIdempotencyKeyMessage, status: 400 });
  const id = createHash("sha256")
    .update(JSON.stringify([post.kind, key, post.fields]))
    .digest("hex");
  let db: Db;
  let earlier: Awaited<ReturnType<typeof claim>>;
  try {
    db = (await database()).db;
    earlier = await claim(db, id);
  } catch (error) {
    // The database is away: the write itself will answer so (503).
    logger.warn({ event: "idempotency_key_unchecked", ...errorSummary(error) });
    return write();
  }
  if (earlier === "busy") return refusal({ message: stillHandledMessage, status: 409 });
  if (earlier) return { status: earlier.status, outcome: earlier.outcome as Outcome };
  let answer: FormWrite<Outcome> | undefined;
  try {
    answer = await write();
    return answer;
  } finally {
    await settle(db, id, answer).catch((error: unknown) =>
      logger.warn({ event: "idempotency_key_not_settled", ...errorSummary(error) }),
    );
  }
}

/** Keeps a stored write's answer under its key; anything else frees the key for a retry. */
async function settle(db: Db, id: string, answer: FormWrite<unknown> | undefined) {
  if (answer?.status === 201) {
    await db.execute(
      sql`update idempotent_writes set status = ${answer.status},
            outcome = ${JSON.stringify(answer.outcome)}::jsonb where id = ${id}`,
    );
  } else {
    await db.execute(sql`delete from idempotent_writes where id = ${id}`);
  }
}

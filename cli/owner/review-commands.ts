import { Option, type Command } from "commander";
import { OwnerError } from "~/owner/owner-types";
import { basename } from "node:path";
import {
  productList,
  withFormats,
  rating,
  since,
  recordCommand,
  type CommandKit,
  type FormatOptions,
} from "./command-kit";
import { json } from "./output";
import { importSummary, reviewColumns, reviewLabel } from "./views";

/** `reviews`: list, moderate, reply to, delete, export and import reviews. */
export function addReviewCommands(program: Command, kit: CommandKit): void {
  const reviews = addReviewList(program, kit);
  addModeration(reviews, kit);
  addDeletion(reviews, kit);
  addReply(reviews, kit);
  addImport(reviews, kit);
}

/** The options of `reviews` itself. */
interface ReviewListOptions extends FormatOptions {
  product?: string;
  rating?: number;
  since?: string;
  until?: string;
  hidden?: boolean;
  shown?: boolean;
}

/** `reviews` itself: the reviews, hidden ones included, newest first, with its filters. */
function addReviewList(program: Command, { listAction }: CommandKit): Command {
  return withFormats(
    productList(program, "reviews", "list reviews, hidden ones included, newest first")
      .option("--rating <n>", "only reviews with this many stars (1-5)", rating)
      .option("--since <date>", "only reviews written since this date (UTC)", since)
      .option("--until <date>", "only reviews written before this date (UTC)", since)
      .addOption(new Option("--hidden", "only hidden reviews").conflicts("shown"))
      .option("--shown", "only reviews shown on the store"),
  ).action(
    listAction(
      (client, options: ReviewListOptions) =>
        client.run("list-reviews", {
          product: options.product,
          rating: options.rating,
          since: options.since,
          until: options.until,
          hidden: options.hidden ? true : options.shown ? false : undefined,
        }),
      reviewColumns,
      "No reviews.",
    ),
  );
}

/** `reviews hide` and `reviews unhide`. */
function addModeration(reviews: Command, { io, withClientAction }: CommandKit): void {
  const moderation = [
    [
      "hide",
      "hide-review",
      "hide a review from the store (kept for the record)",
      "is hidden: it no longer appears on the store.",
    ],
    [
      "unhide",
      "unhide-review",
      "show a hidden review on the store again",
      "is shown on the store again.",
    ],
  ] as const;
  for (const [name, operation, description, outcome] of moderation) {
    recordCommand(reviews, name, description, "review id")
      .option("--json", "print the review as JSON")
      .action(
        withClientAction(async (client, reviewId: number, options: { json?: boolean }) => {
          const review = await client.run(operation, { id: reviewId });
          io.stdout(options.json ? json(review) : `The ${reviewLabel(review)} ${outcome}\n`);
        }),
      );
  }
}

/** `reviews delete`: asks first, unless --yes. */
function addDeletion(reviews: Command, { io, withClientAction, confirmed }: CommandKit): void {
  recordCommand(
    reviews,
    "delete",
    "delete a review for good (asks first, unless --yes)",
    "review id",
  )
    .option("-y, --yes", "delete without asking")
    .option("--json", "print the deleted review as JSON")
    .action(
      withClientAction(
        async (client, reviewId: number, options: { yes?: boolean; json?: boolean }) => {
          const review = await client.run("show-review", { id: reviewId });
          const question = `Delete review ${review.id} by ${review.name}?`;
          const refusal = {
            addYes: "Add --yes to delete it.",
            declined: `Review ${review.id} was not deleted.`,
          };
          if (!(await confirmed(question, options.yes, `deleting review ${review.id}`, refusal))) {
            return;
          }
          const deleted = await client.run("delete-review", { id: reviewId });
          io.stdout(options.json ? json(deleted) : `Deleted the ${reviewLabel(deleted)}.\n`);
        },
      ),
    );
}

/** `reviews reply`: the store's public reply under a review, set, replaced or removed. */
function addReply(reviews: Command, { io, fail, withClient }: CommandKit): void {
  recordCommand(
    reviews,
    "reply",
    "set or replace the store's public reply under a review (--remove: remove it)",
    "review id",
  )
    .argument("[text...]", "the reply, shown under the review as the store's response")
    .option("--remove", "remove the reply")
    .option("--json", "print the review as JSON")
    .action(
      async (reviewId: number, words: string[], options: { remove?: boolean; json?: boolean }) => {
        const text = words.join(" ").trim();
        if (!options.remove && !text) {
          return fail("Give the reply's text, or --remove to remove the reply.");
        }
        await withClient(async (client) => {
          const review = await client.run("reply-review", {
            id: reviewId,
            text: options.remove ? null : text,
          });
          io.stdout(
            options.json
              ? json(review)
              : `The ${reviewLabel(review)} ${review.reply ? "has the store's reply" : "has no reply now"}.\n`,
          );
        });
      },
    );
}

/** `reviews import`: reviews exported from the original store, from a CSV or JSON file. */
function addImport(reviews: Command, { io, withClient }: CommandKit): void {
  reviews
    .command("import")
    .description("import reviews exported from the original store; importing again adds nothing")
    .addHelpText(
      "after",
      "\nThe file is a CSV with a header row, or a JSON array of objects, with the original store's\n" +
        "columns id, product_id, name, rating, review_text and created_at. Every row is checked; the\n" +
        "report names each rejected row and why. Rows whose id was imported before are skipped.\n",
    )
    .argument("<file>", "the export, .csv or .json")
    .option("--json", "print the report as JSON")
    .action(async (file: string, options: { json?: boolean }) => {
      let text: string;
      try {
        text = await io.readFile(file);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new OwnerError(`Cannot read ${file}${code ? ` (${code})` : ""}.`);
      }
      await withClient(async (client) => {
        const report = await client.run("import-reviews", { fileName: basename(file), text });
        io.stdout(options.json ? json(report) : importSummary(report));
      });
    });
}

import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Functions longer than this are counted; a few may be, where splitting them would not help. */
const long = 80;
/** How many functions outside the tests may run over `long` lines. */
const longAllowed = 12;
/** No function outside the tests runs over this; ESLint's own rule enforces it too. */
const tooLong = 150;

/** The project's code outside the tests: the folders the layer rule draws, and the tools'. */
const sources = ["app", "server", "cli", "bench", "generators", "scripts", "server.js"];
const testFiles = ["**/*.test.{ts,tsx}", "tests/**"];

interface LongFunction {
  where: string;
  lines: number;
}

/** Every function outside the tests over `long` lines, counted as ESLint counts them (every line). */
async function longFunctions(): Promise<LongFunction[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { ignores: ["build/", ".react-router/", "public/", ...testFiles] },
      {
        files: ["**/*.{ts,tsx,js,mjs,cjs}"],
        languageOptions: { parser: tseslint.parser },
        linterOptions: { reportUnusedDisableDirectives: "off" },
        rules: { "max-lines-per-function": ["warn", { max: long, IIFEs: true }] },
      },
    ],
  });
  const results = await eslint.lintFiles(sources);
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === "max-lines-per-function")
      .map((message) => ({
        where: `${result.filePath.slice(root.length)}:${message.line}`,
        lines: Number(/\((\d+)\)/.exec(message.message)?.[1]),
      })),
  );
}

describe("function length", () => {
  it(`keeps every function under ${tooLong} lines and at most ${longAllowed} over ${long}`, async () => {
    const found = await longFunctions();
    const listed = found.map(({ where, lines }) => `${where} (${lines} lines)`);
    expect(
      found.filter(({ lines }) => lines > tooLong).map(({ where }) => where),
      listed.join("\n"),
    ).toEqual([]);
    expect(found.length, listed.join("\n")).toBeLessThanOrEqual(longAllowed);
  });
});

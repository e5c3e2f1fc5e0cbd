import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** The project's folders a document may cite a path in. */
const projectFolders = [
  "app",
  "server",
  "cli",
  "bench",
  "generators",
  "tests",
  "docs",
  "migrations",
  "scripts",
  "deploy",
  "public",
  ".ci",
];

/**
 * Files at the project's root a document may cite by name alone: its configuration files (a
 * `*.config.ts`, a dotfile such as `.dependency-cruiser.cjs`), the server's entry and the package
 * manifests. Other bare file names (`entry.server.tsx`, `owner.json`) name a file in some folder.
 */
const rootFile =
  /^(?:[\w-]+\.config\.[cm]?[jt]s|\.[\w-]+\.[cm]?js|server\.js|package(?:-lock)?\.json|tsconfig\.json|knip\.jsonc)$/;

/** Folders the build writes (not in git): a document may name them before they exist. */
const generatedFolders = ["public/images/previews/", "public/icons/", "build/"];

/** Every Markdown file of the project's own documentation. */
function documents(): string[] {
  const inDocs = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? inDocs(join(folder, entry.name))
        : entry.name.endsWith(".md")
          ? [join(folder, entry.name)]
          : [],
    );
  return ["README.md", "CONTRIBUTING.md", ...inDocs("docs")];
}

/**
 * The file paths a document cites in code spans: those that start with one of the project's
 * folders, and the root's files named alone. A span with a wildcard, a placeholder or a range (`app/**`, `{slug}`, `001–106`) names
 * no one file and is left out.
 */
function citedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return spans
    .map((span) => span.replace(/[.,:;)]+$/, "").replace(/:\d+$/, ""))
    .filter(
      (span) =>
        projectFolders.some((folder) => span.startsWith(`${folder}/`)) || rootFile.test(span),
    )
    .filter((span) => !/[*{}<>…–|]|\bN\b|\.\.\./.test(span))
    .filter((span) => !generatedFolders.some((folder) => span.startsWith(folder)));
}

describe("the documentation", () => {
  it("finds the paths a document cites", () => {
    expect(citedPaths("see `app/db/` and `server/main.ts`, not `app/**/x` or `{id}`")).toEqual([
      "app/db/",
      "server/main.ts",
    ]);
    expect(
      citedPaths(
        "`vite.config.ts`, `.dependency-cruiser.cjs`, `server.js`; not `entry.server.tsx`",
      ),
    ).toEqual(["vite.config.ts", ".dependency-cruiser.cjs", "server.js"]);
  });

  it.each(documents())("%s cites only files that exist", (document) => {
    const missing = citedPaths(read(document)).filter((path) => !existsSync(join(root, path)));
    expect(missing, `paths cited in ${relative(root, join(root, document))}`).toEqual([]);
  });
});

describe("the README", () => {
  const lines = read("README.md").split("\n");

  it("is short enough for a newcomer to read at once (at most 200 lines)", () => {
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it("has no table row over 160 characters", () => {
    const long = lines.filter((line) => line.startsWith("|") && line.length > 160);
    expect(long).toEqual([]);
  });
});

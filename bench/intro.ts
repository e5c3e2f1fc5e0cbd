/** The opening of docs/benchmarks.md, naming every part the harness has. */
export const intro = (partNames: readonly string[]) => `
Figures from the project's own benchmark suite, on a production build of this machine.
\`npm run bench\` runs every part (30 to 40 minutes on a 2-core machine, the sum of the parts' own times below) and
rewrites this file; \`npm run bench -- <part>\`
(${partNames.map((name) => `\`${name}\``).join(", ")}) runs one part and rewrites
only its section and the budget table. The harness is in \`bench/\` (\`run.ts\` is the
entry); this file is generated, so edit the harness, not the figures.

How every part runs: the harness copies the working tree (without node_modules, build/ and
other ignored files) to a temporary directory, builds it there for production
(\`react-router build --sourcemapClient hidden\`: the same JavaScript as \`npm run build\`, plus
source maps kept outside \`build/client\`), and starts \`node server.js\` from that copy with
\`NODE_ENV=production\` on a free loopback port, a fresh data directory and \`LOG_LEVEL=warn\`, so a
run measures one version of the code even while the tree changes. Load comes from the same
machine (loopback only), so the load generator and the server share its two cores: absolute
figures are lower than on a server with a separate client, ratios between a page and its static
copy are what compares. Every loop is bounded in time and count; every process and temporary
schema is removed at the end. One run: medians and ratios from that run, not an average of runs.
`;

/**
 * Where a browser's CPU profile (the DevTools protocol's Profiler domain) spent its time, by the
 * source file each sampled function came from: the client build's hidden source maps turn a
 * hashed chunk's line and column back into app/… or node_modules/… .
 */
import { decodeVlqSegment, type RawSourceMap } from "../js-weight/sourcemap";

/** The source (index into `map.sources`) of a generated position, both zero-based; or null. */
export function sourceAt(map: RawSourceMap, line: number, column: number): string | null {
  const mappingLines = map.mappings.split(";");
  let sourceIndex = 0;
  let found: number | null = null;
  for (let lineNumber = 0; lineNumber <= line && lineNumber < mappingLines.length; lineNumber++) {
    let generatedColumn = 0;
    for (const segment of mappingLines[lineNumber]!.split(",")) {
      if (!segment) continue;
      const fields = decodeVlqSegment(segment);
      generatedColumn += fields[0] ?? 0;
      if (fields.length >= 4) sourceIndex += fields[1]!;
      if (lineNumber === line && generatedColumn <= column) {
        found = fields.length >= 4 ? sourceIndex : null;
      }
    }
  }
  return found === null ? null : (map.sources[found] ?? null);
}

/** A source path as the report shows it: from app/ or the package's name. */
export function shortSource(path: string): string {
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (module) return module;
  const app = /(?:^|\/)(app\/.*)$/.exec(path)?.[1];
  return app ?? path.replace(/^(\.\.\/)+/, "");
}

export interface BrowserProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface SourceShare {
  source: string;
  ms: number;
}

/**
 * Self time per source file (ms), largest first; `resolve` maps a frame's script URL and position
 * to its source path (undefined: the script's URL, shortened, stands for itself). The browser's
 * own work keeps its name: (program), (garbage collector); a function without a script URL is
 * marked (built-in); (idle) is left out.
 */
export function selfTimeBySource(
  profile: BrowserProfile,
  resolve: (url: string, line: number, column: number) => string | null | undefined,
  top = 6,
): SourceShare[] {
  const selfTime = new Map<number, number>();
  (profile.samples ?? []).forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0));
  });
  const bySource = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = selfTime.get(node.id);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (!time || functionName === "(idle)" || functionName === "(root)") continue;
    const source = url
      ? shortSource(
          resolve(url, lineNumber, columnNumber) ??
            url.replace(/^https?:\/\/[^/]+\/(assets\/)?/, ""),
        )
      : /^\(.*\)$/.test(functionName)
        ? functionName
        : `${functionName || "(anonymous)"} (built-in)`;
    bySource.set(source, (bySource.get(source) ?? 0) + time / 1000);
  }
  return [...bySource]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([source, ms]) => ({ source, ms }));
}

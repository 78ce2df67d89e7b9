// The import cycles among a project's own modules. A cycle makes the order modules start in depend on who imports
// first (a value read before its module has run is undefined), and a folder in a cycle cannot be moved or tested
// on its own. Every import counts: static, `export … from`, dynamic `import()` and `import type` (a type-only
// cycle is the same knot in the design, even if it costs nothing at run time).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const resolution: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/** The .ts and .tsx files under the folders (those that exist), as absolute paths. */
function sourceFiles(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) => {
    let entries: string[];
    try {
      entries = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return entries
      .filter((entry) => /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && !entry.split(path.sep).includes('node_modules'))
      .map((entry) => path.join(root, folder, entry));
  });
}

/** For each file, the files of the same set it imports. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((specifier) => ts.resolveModuleName(specifier.fileName, file, resolution, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && known.has(path.resolve(target)))
      .map((target) => path.resolve(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles among the modules under the folders: each strongly connected group of files (Tarjan's algorithm),
 * as paths relative to `root`, sorted. None means the imports form a tree-like order.
 */
export function importCycles(root: string, folders: readonly string[]): string[][] {
  const graph = importGraph(sourceFiles(root, folders));
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(target)!));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) {
      cycles.push(group.map((each) => path.relative(root, each).split(path.sep).join('/')).sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

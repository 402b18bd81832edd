#!/usr/bin/env node
// `npm run lint` step: fails when the source of the apps and packages has an import cycle.
// A cycle makes a module's load order matter (a value read before its module ran is
// `undefined`) and ties code that should change apart. Value imports, re-exports and dynamic
// `import()` count; `import type` does not (it is erased before anything runs).
// Reads each file's imports with the TypeScript parser and resolves them the way `tsc` does
// (decision 0021); no type checking, so it takes about a second.
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const SOURCE_ROOTS = ['apps', 'packages'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.next', '.data', 'drizzle']);
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  jsx: ts.JsxEmit.Preserve,
  resolveJsonModule: true,
};

function listSources(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listSources(path, out);
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** True when every name the declaration brings in is a type (`import { type A }`). */
function onlyTypes(clause) {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    clause.name === undefined &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

/** Module names a file loads at run time: value imports, re-exports and `import()`. */
function runtimeImports(path) {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const names = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!onlyTypes(node.importClause)) names.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) names.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      names.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

const files = SOURCE_ROOTS.flatMap((dir) => listSources(join(root, dir)));
const known = new Set(files);
const resolutionCache = ts.createModuleResolutionCache(root, (name) => name, compilerOptions);
const graph = new Map();
for (const file of files) {
  const targets = new Set();
  for (const name of runtimeImports(file)) {
    const { resolvedModule } = ts.resolveModuleName(
      name,
      file,
      compilerOptions,
      ts.sys,
      resolutionCache,
    );
    if (!resolvedModule) continue;
    // Workspace packages resolve through their node_modules link to the real source file.
    const target = realpathSync(resolvedModule.resolvedFileName);
    if (known.has(target)) targets.add(target);
  }
  graph.set(file, [...targets]);
}

// Tarjan's strongly connected components: every component of two or more files is a cycle.
function stronglyConnected() {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const connect = (start) => {
    // Iterative, so deep import chains cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node);
      if (next < edges.length) {
        frame[1] += 1;
        const target = edges[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component);
      }
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return components;
}

/** One shortest loop through the component, to show which imports close it. */
function loopThrough(component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node)) {
      if (!members.has(target)) continue;
      if (target === start) {
        const loop = [node];
        while (previous.get(loop[0]) !== null) loop.unshift(previous.get(loop[0]));
        return [...loop, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

const repoPath = (file) => relative(root, file).split(sep).join('/');
const cycles = stronglyConnected();
if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}); break each by moving the shared part down:`);
  for (const component of cycles) {
    console.error(`\n  ${component.length} files, for example:`);
    for (const file of loopThrough(component)) console.error(`    ${repoPath(file)}`);
  }
  process.exit(1);
}
console.info(`No import cycles in ${files.length} files.`);

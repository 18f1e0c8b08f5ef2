// The import rule of ARCHITECTURE.md, enforced: which folder may import which,
// that browser code takes only types from the TypeBox schemas (contract/api)
// and that nothing a partner page downloads pulls in a server package.
import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';

/** Each layer and the layers it may import at run time. Type-only imports follow `types`. */
const rules: Record<string, { imports: string[]; types?: string[]; packages?: RegExp }> = {
  contract: { imports: [], packages: /^typebox$/ },
  content: { imports: ['contract'], packages: /^$/ },
  'widgets/kit': { imports: ['contract', 'content'], packages: /^(preact|react)(\/.*)?$/ },
  'widgets/*': { imports: ['widgets/kit', 'contract', 'content'], packages: /^(preact|react)(\/.*)?$/ },
  loader: { imports: ['contract'], types: ['widgets/kit'], packages: /^$/ },
  // widgets/kit: the lead desk (site/dashboard) uses the one API client and session (issue 8).
  site: { imports: ['content', 'contract', 'widgets/kit'], packages: /^(preact|preact-render-to-string|react|react-dom|wouter|@floating-ui\/react|node:.*)(\/.*)?$/ },
  server: { imports: ['contract', 'content'] },
  build: { imports: ['contract', 'content', 'build'] },
  bench: { imports: ['server', 'contract', 'content'] },
  types: { imports: [] },
};

/** Build-time code inside a layer, allowed to reach the build tools. */
const exceptions = new Set([
  'site/render-site.ts -> build',
  // The loader draws the chatbot's launcher itself (issue 11) from the chatbot's Preact-free launcher-dom.ts.
  'loader/registry.ts -> widgets/*',
  // The form's first paint is rendered at build time from the real component (issue 11).
  'build/prepaint.tsx -> widgets/*',
]);

/** Layers whose code runs in a partner's or visitor's browser. */
const browser = new Set(['widgets/kit', 'widgets/*', 'loader', 'site', 'content']);

function layer(file: string): string {
  const [first, second] = file.split('/');
  if (first === 'widgets') return second === 'kit' ? 'widgets/kit' : 'widgets/*';
  return first;
}

interface Edge {
  from: string;
  to: string;
  spec: string;
  typeOnly: boolean;
}

const files = execSync("git ls-files -co --exclude-standard -- '*.ts' '*.tsx' '*.mjs' '*.mts'", { encoding: 'utf8' })
  .trim()
  .split('\n')
  .filter((f) => !f.startsWith('test/') && !f.startsWith('dist/') && layer(f) in rules);

/** `import { type A, type B } from …` brings in types only, like `import type`. */
function allTypes(statement: string): boolean {
  const names = /^\s*(?:import|export)\s*\{([^}]*)\}/.exec(statement)?.[1];
  if (!names) return false;
  const list = names.split(',').map((n) => n.trim()).filter(Boolean);
  return list.length > 0 && list.every((n) => n.startsWith('type '));
}

function edges(file: string): Edge[] {
  const src = readFileSync(file, 'utf8');
  const out: Edge[] = [];
  const statements = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const m of src.matchAll(statements)) {
    const spec = m[3] ?? m[4];
    const typeOnly = !!m[2] || allTypes(m[0]);
    const to = spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)) : spec;
    out.push({ from: file, to, spec, typeOnly });
  }
  return out;
}

const all = files.flatMap(edges);
const local = all.filter((e) => e.spec.startsWith('.'));
const packages = all.filter((e) => !e.spec.startsWith('.'));

test('the scan sees the code (a rule nothing is checked against proves nothing)', () => {
  expect(files.length).toBeGreaterThan(100);
  expect(local.some((e) => layer(e.from) === 'server' && layer(e.to) === 'contract')).toBe(true);
  expect(local.some((e) => layer(e.from) === 'widgets/*' && e.to.startsWith('contract/api/') && e.typeOnly)).toBe(true);
});

test('each folder imports only the folders below it', () => {
  const bad = local
    .filter((e) => layer(e.from) !== layer(e.to))
    .filter((e) => {
      const rule = rules[layer(e.from)];
      if (rule.imports.includes(layer(e.to))) return false;
      if (e.typeOnly && rule.types?.includes(layer(e.to))) return false;
      return !exceptions.has(`${e.from} -> ${layer(e.to)}`);
    })
    .map((e) => `${e.from} imports ${e.to}${e.typeOnly ? ' (types)' : ''}`);
  expect(bad).toEqual([]);
});

test('one widget never imports another widget', () => {
  const bad = local
    .filter((e) => layer(e.from) === 'widgets/*' && layer(e.to) === 'widgets/*' && e.from.split('/')[1] !== e.to.split('/')[1])
    .map((e) => `${e.from} imports ${e.to}`);
  expect(bad).toEqual([]);
});

test('browser code takes only types from the TypeBox schemas (contract/api), so no schema ships to a partner page', () => {
  const bad = local
    .filter((e) => browser.has(layer(e.from)) && e.to.startsWith('contract/api/') && !e.typeOnly)
    .map((e) => `${e.from} imports ${e.to} at run time`);
  expect(bad).toEqual([]);
});

test('contract/ outside api/ imports nothing at run time, so a widget importing a limit gets only that value', () => {
  const bad = all
    .filter((e) => e.from.startsWith('contract/') && !e.from.startsWith('contract/api/') && !e.typeOnly)
    .map((e) => `${e.from} imports ${e.spec}`);
  expect(bad).toEqual([]);
});

test('each layer uses only the packages it may (no server package in browser code)', () => {
  const bad = packages
    .filter((e) => {
      const allowed = rules[layer(e.from)].packages;
      return allowed && !e.typeOnly && !allowed.test(e.spec);
    })
    .map((e) => `${e.from} imports ${e.spec}`);
  expect(bad).toEqual([]);
});

// custom-elements.json (Custom Elements Manifest, schema 2.0.0) from the doc
// comment every element carries (STYLE §3): a block that starts with
// `<bfsi-name>: summary` and lists `@attr [{type}] name - text`,
// `@event name - text`, `@csspart name - text`, `@cssprop --a, --b (note) - text`.
// Event payload types come from widgets/kit/emit.ts; observed attributes from
// loader/registry.ts must match the documented ones.
//
//   node build/manifest.mjs          write custom-elements.json
//   node build/manifest.mjs --check  exit 1 if it is stale or a doc is missing
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'custom-elements.json');

/** Tag → observed attributes, read from loader/registry.ts without running TypeScript. */
function observed() {
  const src = readFileSync(join(root, 'loader/registry.ts'), 'utf8');
  const block = src.slice(src.indexOf('tagAttributes'), src.indexOf('};', src.indexOf('tagAttributes')));
  const tags = {};
  for (const m of block.matchAll(/'(bfsi-[a-z-]+)':\s*\[([^\]]*)\]/g)) tags[m[1]] = [...m[2].matchAll(/'([^']+)'/g)].map((a) => a[1]);
  return tags;
}

/** Event name → detail type text, from the BfsiEventMap in kit/emit.ts. */
function eventTypes() {
  const src = readFileSync(join(root, 'widgets/kit/emit.ts'), 'utf8');
  const map = src.slice(src.indexOf('interface BfsiEventMap'), src.indexOf('\n}', src.indexOf('interface BfsiEventMap')));
  const types = {};
  for (const m of map.matchAll(/'(bfsi-[a-z-]+)':\s*(\{[^}]*\}|[^;]+);/g)) types[m[1]] = m[2].trim();
  return types;
}

function docBlocks(file) {
  const src = readFileSync(file, 'utf8');
  return [...src.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((m) => m[1].split('\n').map((l) => l.replace(/^\s*\* ?/, '')));
}

function splitDesc(text) {
  const m = text.match(/^(.*?)\s+-(?:\s+(.*)|\s*)$/);
  return m ? [m[1].trim(), (m[2] ?? '').trim()] : [text.trim(), ''];
}

function parse(lines) {
  const first = lines.find((l) => l.trim());
  const head = first?.match(/^<(bfsi-[a-z-]+)>:\s*(.*)$/);
  if (!head) return null;
  const el = { tag: head[1], summary: '', attributes: [], events: [], cssParts: [], cssProperties: [] };
  const summary = [];
  let current = null;
  let inSummary = true;
  for (const line of lines.slice(lines.indexOf(first))) {
    const tagLine = line.match(/^@(\w+)\s+(?:\{([^}]*)\}\s+)?(.*)$/);
    if (tagLine) {
      inSummary = false;
      const [, kind, type, rest] = tagLine;
      const [names, description] = splitDesc(rest);
      current = { kind, type, names, description };
      add(el, current);
      continue;
    }
    if (inSummary) {
      if (!line.trim()) inSummary = false;
      else summary.push(line.trim());
      continue;
    }
    if (current && /^\s{2,}\S/.test(line)) {
      current.item.forEach((item) => (item.description = `${item.description} ${line.trim()}`.trim()));
    } else current = null;
  }
  el.summary = summary.join(' ').replace(/^<bfsi-[a-z-]+>:\s*/, '');
  return el;
}

function add(el, entry) {
  const { kind, type, names, description } = entry;
  entry.item = [];
  const push = (list, item) => {
    list.push(item);
    entry.item.push(item);
  };
  if (kind === 'attr') push(el.attributes, { name: names, description, ...(type ? { type: { text: type.replace(/'/g, '"') } } : {}) });
  else if (kind === 'event') push(el.events, { name: names, description });
  else if (kind === 'csspart') push(el.cssParts, { name: names, description });
  else if (kind === 'cssprop') {
    for (const part of names.split(',')) {
      const m = part.trim().match(/^(--[\w-]+)\s*(?:\((.*)\))?$/);
      if (m) push(el.cssProperties, { name: m[1], description: [m[2], description].filter(Boolean).join('; ') });
    }
  }
}

export function buildManifest() {
  const problems = [];
  const attrs = observed();
  const events = eventTypes();
  const modules = [];
  for (const name of readdirSync(join(root, 'widgets')).sort()) {
    const dir = join(root, 'widgets', name);
    if (name === 'kit' || !existsSync(join(dir, 'index.ts'))) continue;
    const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).sort();
    let el = null;
    for (const f of files) {
      for (const block of docBlocks(join(dir, f))) {
        const parsed = parse(block);
        if (parsed && parsed.tag === `bfsi-${name}`) el = { ...parsed, file: `widgets/${name}/${f}` };
      }
    }
    if (!el) {
      problems.push(`widgets/${name}: no doc comment starting with <bfsi-${name}>:`);
      continue;
    }
    const documented = el.attributes.map((a) => a.name).sort();
    const watched = [...(attrs[el.tag] ?? [])].sort();
    if (JSON.stringify(documented) !== JSON.stringify(watched)) {
      problems.push(`${el.tag}: documented attributes [${documented}] differ from observed [${watched}] (loader/registry.ts)`);
    }
    for (const e of el.events) {
      if (!events[e.name]) problems.push(`${el.tag}: event ${e.name} is not in kit/emit.ts BfsiEventMap`);
      e.type = { text: `CustomEvent<${events[e.name] ?? 'unknown'}>` };
    }
    const className = name.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());
    modules.push({
      kind: 'javascript-module',
      path: `widgets/${name}/index.ts`,
      declarations: [
        {
          kind: 'class',
          name: className,
          tagName: el.tag,
          customElement: true,
          summary: el.summary,
          description: `Defined by the loader (widgets/loader.js); code from ${el.file}, fetched when an instance appears.`,
          attributes: el.attributes,
          events: el.events,
          cssParts: el.cssParts,
          cssProperties: el.cssProperties,
          superclass: { name: 'HTMLElement' },
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: el.tag, declaration: { name: className, module: `widgets/${name}/index.ts` } }],
    });
  }
  for (const tag of Object.keys(attrs)) {
    if (!modules.some((m) => m.declarations[0].tagName === tag)) problems.push(`${tag}: observed by the loader but no widget documents it`);
  }
  return { manifest: { schemaVersion: '2.0.0', readme: 'EMBED-API.md', modules }, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { manifest, problems } = buildManifest();
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const stale = !existsSync(out) || readFileSync(out, 'utf8') !== text;
    if (stale) problems.push('custom-elements.json is stale: run node build/manifest.mjs');
  } else {
    writeFileSync(out, text);
    console.log(`wrote custom-elements.json (${manifest.modules.length} elements)`);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

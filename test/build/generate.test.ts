// The files generated from contract/ (npm run generate): host types,
// custom-elements.json, the partner guide and the snippets in the example and
// the e2e fixture. A stale one fails here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { queueSnippet } from '../../contract/snippet';
import { tagAttributes } from '../../contract/elements';
import { bfsiEvents } from '../../contract/events';

const tsx = require.resolve('tsx/cli');

test('every generated file is up to date with contract/', () => {
  const run = spawnSync(process.execPath, [tsx, 'build/generate.ts', '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('the paste-in snippet in the example, the e2e fixture and the guide is the contract\'s, character for character', () => {
  for (const file of ['examples/partner.html', 'test/e2e/fixtures/partner.html', 'docs/partner-guide.md']) {
    expect(readFileSync(file, 'utf8')).toContain(queueSnippet);
  }
  // Nobody keeps a hand-written copy elsewhere in the source.
  const needle = ['window.bfsi.q', 'window.bfsi.q'].join(' = '); // not written out, or this file would match
  const grep = spawnSync('git', ['grep', '--untracked', '-l', '-F', needle, '--', ':!node_modules', ':!dist'], { encoding: 'utf8' });
  expect(grep.stdout.trim().split('\n').sort()).toEqual(['contract/snippet.ts', 'docs/partner-guide.md', 'examples/partner.html', 'test/e2e/fixtures/partner.html']);
});

test('the host types name every tag, attribute and event of the contract', () => {
  const dts = readFileSync('types/bfsi-elements.d.ts', 'utf8');
  for (const [tag, attrs] of Object.entries(tagAttributes)) {
    expect(dts).toContain(`'${tag}': BfsiElement;`);
    for (const a of attrs) expect(dts).toMatch(new RegExp(`\\n  '?${a}'?\\?: `));
  }
  for (const e of Object.keys(bfsiEvents)) expect(dts).toContain(`'${e}': BfsiEvent<'${e}'>;`);
});

test('it describes all six elements with their events, parts and custom properties (schema 2.0.0)', () => {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  expect(manifest.schemaVersion).toBe('2.0.0');
  const els = Object.fromEntries(
    manifest.modules.map((m: { declarations: { tagName: string }[] }) => [m.declarations[0].tagName, m.declarations[0]]),
  ) as Record<string, { events: { name: string }[]; cssParts: { name: string }[]; cssProperties: { name: string }[]; attributes: { name: string }[] }>;
  expect(Object.keys(els).sort()).toEqual(['bfsi-blog-registration', 'bfsi-chatbot', 'bfsi-inquiry-form', 'bfsi-login', 'bfsi-savings-calculator', 'bfsi-smartqc']);
  const names = (list: { name: string }[]) => list.map((x) => x.name).sort();
  expect(names(els['bfsi-inquiry-form'].events)).toEqual(['bfsi-inquiry-failed', 'bfsi-inquiry-sent']);
  expect(names(els['bfsi-chatbot'].events)).toEqual(['bfsi-chat-answer', 'bfsi-chat-close', 'bfsi-chat-open']);
  expect(names(els['bfsi-savings-calculator'].events)).toEqual(['bfsi-estimate', 'bfsi-inquiry-sent']);
  expect(names(els['bfsi-login'].events)).toEqual(['bfsi-login']);
  expect(names(els['bfsi-blog-registration'].events)).toEqual(['bfsi-blog-registered']);
  expect(names(els['bfsi-inquiry-form'].cssParts)).toEqual(['button', 'form']);
  expect(names(els['bfsi-smartqc'].cssParts)).toEqual(['fallback', 'frame']);
  expect(names(els['bfsi-chatbot'].cssParts)).toEqual(expect.arrayContaining(['launcher', 'panel']));
  for (const el of Object.values(els)) {
    expect(names(el.cssProperties)).toEqual(expect.arrayContaining(['--bfsi-radius', '--bfsi-surface']));
  }
  expect(names(els['bfsi-inquiry-form'].attributes)).toEqual(expect.arrayContaining(['email-api-base', 'variant']));
});

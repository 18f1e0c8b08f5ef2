// custom-elements.json is generated from the elements' doc comments
// (build/manifest.mjs) and must match them and the loader's observed
// attributes; a stale or inconsistent manifest fails here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

test('custom-elements.json is up to date with the doc comments and loader/registry.ts', () => {
  const run = spawnSync(process.execPath, ['build/manifest.mjs', '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('it describes all five elements with their events, parts and custom properties (schema 2.0.0)', () => {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  expect(manifest.schemaVersion).toBe('2.0.0');
  const els = Object.fromEntries(
    manifest.modules.map((m: { declarations: { tagName: string }[] }) => [m.declarations[0].tagName, m.declarations[0]]),
  ) as Record<string, { events: { name: string }[]; cssParts: { name: string }[]; cssProperties: { name: string }[]; attributes: { name: string }[] }>;
  expect(Object.keys(els).sort()).toEqual(['bfsi-blog-registration', 'bfsi-chatbot', 'bfsi-inquiry-form', 'bfsi-login', 'bfsi-smartqc']);
  const names = (list: { name: string }[]) => list.map((x) => x.name).sort();
  expect(names(els['bfsi-inquiry-form'].events)).toEqual(['bfsi-inquiry-failed', 'bfsi-inquiry-sent']);
  expect(names(els['bfsi-chatbot'].events)).toEqual(['bfsi-chat-answer', 'bfsi-chat-close', 'bfsi-chat-open']);
  expect(names(els['bfsi-login'].events)).toEqual(['bfsi-login']);
  expect(names(els['bfsi-blog-registration'].events)).toEqual(['bfsi-blog-registered']);
  expect(names(els['bfsi-inquiry-form'].cssParts)).toEqual(['button', 'form']);
  expect(names(els['bfsi-smartqc'].cssParts)).toEqual(['frame']);
  expect(names(els['bfsi-chatbot'].cssParts)).toEqual(expect.arrayContaining(['launcher', 'panel']));
  for (const el of Object.values(els)) {
    expect(names(el.cssProperties)).toEqual(expect.arrayContaining(['--bfsi-radius', '--bfsi-surface']));
  }
  expect(names(els['bfsi-inquiry-form'].attributes)).toEqual(expect.arrayContaining(['email-api-base', 'variant']));
});

// build/build-info.mjs staleReason(): when `npm start` must rebuild before serving.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dist = mkdtempSync(join(tmpdir(), 'bfsi-build-info-'));
// paths.mjs reads DIST_DIR when it is first loaded.
process.env.DIST_DIR = dist;
const { buildEnv, staleReason } = require('../../build/build-info.mjs') as {
  buildEnv(): Record<string, string>;
  staleReason(): string | undefined;
};

const info = (fields: Record<string, unknown>) => writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ id: 'x', env: buildEnv(), ...fields }));

beforeEach(() => {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

test('no build-info.json: no build yet', () => {
  expect(staleReason()).toBe('no build yet');
});

test('a build made with another SITE_URL is stale', () => {
  info({ env: { ...buildEnv(), SITE_URL: 'https://elsewhere.example' }, startedAt: new Date(Date.now() + 3600_000).toISOString() });
  expect(staleReason()).toBe('SITE_URL changed since the build');
});

test('a build started after every source was saved is fresh; one started before a save is stale', () => {
  info({ startedAt: new Date(Date.now() + 3600_000).toISOString() });
  expect(staleReason()).toBeUndefined();
  // The sources were all saved after 1970: a build that started then read none of their current text.
  info({ startedAt: new Date(0).toISOString() });
  expect(staleReason()).toMatch(/ changed since the build$/);
});

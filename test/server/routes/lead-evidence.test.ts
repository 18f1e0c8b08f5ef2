// GET /api/staff/leads/:id/evidence (server/routes/lead-evidence.ts), through
// app.inject on an app configured as main.ts does (app.ts registers the route
// with its storage; the test opens the same database to read the ledger).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../../server/config';
import { createLogger } from '../../../server/lib/logger';
import { serverOptions } from '../../../server/server-options';
import app from '../../../server/app';
import { openStorage, type Storage } from '../../../server/db/index';
import { readLeadEvidence } from '../../../server/leads/evidence';
import { signedIn, type TestApp } from '../../support/app';
import { until } from '../../support/wait';
import { inquiry } from '../helpers';

let server: FastifyInstance;
let storage: Storage;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bfsi-evidence-'));
  mkdirSync(join(dataDir, 'web'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_ROOT: join(dataDir, 'web'), OUTBOX_THREAD: 'false', OUTBOX_POLL_MS: '100', LOG_FORMAT: 'json', LOG_LEVEL: 'silent' }, false);
  server = Fastify(serverOptions(config, createLogger(config, { write: () => undefined })));
  await server.register(app, { config });
  storage = await openStorage(config);
  await server.ready();
});

afterAll(async () => {
  await server.close();
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('staff download a lead\'s evidence; the download is recorded with them as actor; no token is a 401, an unknown lead a 404', async () => {
  const sent = await server.inject({ method: 'POST', url: '/api/Email/SendEmail', payload: { ...inquiry(), consent: { noticeVersion: '2026-11-23', optIn: true } } });
  expect(sent.statusCode).toBe(202);
  const id = sent.json().id as string;
  const url = `/api/staff/leads/${id}/evidence`;

  const anonymous = await server.inject({ url });
  expect(anonymous.statusCode).toBe(401);

  const { user, authorization } = await signedIn(server as TestApp);
  expect((await server.inject({ url: '/api/staff/leads/no-such-lead/evidence', headers: { authorization } })).statusCode).toBe(404);

  await until('the mail in the ledger', async () => (await readLeadEvidence(storage.db, id))?.events.some((e) => e.type === 'mailed'));
  const r = await server.inject({ url, headers: { authorization } });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-disposition']).toBe(`attachment; filename="lead-${id}-evidence.json"`);
  const doc = r.json();
  expect(doc.lead.id).toBe(id);
  expect(doc.consent).toEqual({ noticeVersion: '2026-11-23', optIn: true, at: doc.lead.receivedAt });
  expect(doc.events.map((e: { type: string }) => e.type)).toEqual(['received', 'mailed']);
  expect(doc.ledger.ok).toBe(true);
  const after = await readLeadEvidence(storage.db, id);
  expect(after!.events.at(-1)).toMatchObject({ type: 'exported', actor: user.id });
});

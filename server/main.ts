// Starts the server: configuration checked at boot, pino JSON logs with a
// request id, timeouts, graceful shutdown on SIGTERM/SIGINT.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import app from './app';

let config: Config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(`Configuration error: ${e.message}`);
    process.exit(78);
  }
  throw e;
}

const server = Fastify({
  logger: { level: config.logLevel },
  requestIdHeader: 'x-request-id',
  genReqId: (req) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(given) ? given : randomUUID();
  },
  trustProxy: config.trustProxy,
  bodyLimit: 64 * 1024,
  // Errors Fastify raises before routing (a malformed URL, a bad Content-Type
  // header) get the same { error, message } shape as every other error.
  frameworkErrors: (err, _req, reply) => {
    const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 400;
    (reply as FastifyReply).code(status).type('application/json; charset=utf-8').send({ error: 'BadRequest', message: err.message });
  },
  connectionTimeout: 30_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  return503OnClosing: true,
  forceCloseConnections: 'idle',
  ajv: { customOptions: { coerceTypes: false, allErrors: false } },
});

server.addHook('onSend', async (req, reply) => {
  reply.header('x-request-id', req.id);
});

await server.register(app, { config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  server.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    server.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  try {
    await server.close();
    process.exit(0);
  } catch (err) {
    server.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await server.listen({ port: config.port, host: config.host });
} catch (err) {
  server.log.error({ err }, 'could not start');
  process.exit(1);
}

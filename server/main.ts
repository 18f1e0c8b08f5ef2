// Starts the server: configuration checked at boot, the logger LOG_FORMAT
// asks for, one start banner, graceful shutdown on SIGTERM/SIGINT. A start
// that cannot succeed (a bad setting, DATA_DIR not writable, the database out
// of reach, a migration failing, the port taken) prints one line naming the
// setting and the cause and exits with a sysexits code, never a stack trace. What the
// server does is app.ts's; how the instance is configured is server-options.ts's.
import Fastify from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './lib/logger';
import { serverOptions } from './server-options';
import { bannerText, fixedCaptchaWarning, startSummary } from './start-banner';
import app from './app';
import { EXIT, StartupError, causeOf } from './lib/startup-error';

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

function startFailed(message: string, code: number): never {
  console.error(`Start-up error: ${message}`);
  process.exit(code);
}

const server = Fastify(serverOptions(config, createLogger(config)));
try {
  await server.register(app, { config });
} catch (e) {
  if (e instanceof StartupError) startFailed(e.message, e.exitCode);
  throw e;
}

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

// Fastify logs one "Server listening" line per network interface; the banner
// below says it once, so those lines are held back while it listens.
const level = server.log.level;
server.log.level = 'warn';
try {
  await server.listen({ port: config.port, host: config.host });
} catch (err) {
  await server.close().catch(() => undefined);
  startFailed(`PORT ${config.port} on HOST ${config.host}: cannot listen: ${causeOf(err)}`, EXIT.unavailable);
} finally {
  server.log.level = level;
}

const address = server.server.address();
const summary = startSummary(config, typeof address === 'object' && address ? address.port : config.port);
if (config.logFormat === 'pretty') {
  process.stdout.write(bannerText(summary, config));
} else {
  const { fixedCaptcha, ...fields } = summary;
  server.log.info(fields, `listening at ${summary.url}`);
  if (fixedCaptcha) server.log.warn(fixedCaptchaWarning(fixedCaptcha));
}

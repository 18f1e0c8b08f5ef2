// One way to make the logger, for the HTTP process and the outbox thread:
// pino JSON lines for machines (LOG_FORMAT=json), or one readable line per
// event for a person at a terminal (LOG_FORMAT=pretty). The setting decides,
// never NODE_ENV (STYLE §9): a production box with a terminal attached can
// still be read, and a laptop piping into a collector still gets JSON.
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

export type LogSettings = Pick<Config, 'logLevel' | 'logFormat'>;

export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  if (settings.logFormat === 'json') return destination ? pino({ level: settings.logLevel }, destination) : pino({ level: settings.logLevel });
  return pino(
    { level: settings.logLevel },
    pretty({
      destination: destination ?? 1,
      // Synchronous, so the last lines before process.exit() are not lost.
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      singleLine: true,
      // Request ids and process fields matter to a log collector, not to a reader.
      ignore: 'pid,hostname,reqId,component,thread',
      messageFormat: '{if component}[{component}] {end}{msg}',
    }),
  );
}

// A reason the server cannot start that the operator can act on: the message
// names the setting and the cause, main.ts prints it on one line and exits
// with a sysexits code (like ConfigError's 78), never with a stack trace.
export const EXIT = {
  /** A setting points at something unusable (EX_CONFIG). */
  config: 78,
  /** A service the server needs does not answer (EX_UNAVAILABLE). */
  unavailable: 69,
  /** The schema could not be brought up to date (EX_SOFTWARE). */
  software: 70,
} as const;

export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.config,
  ) {
    super(message);
  }
}

/** "ENOTDIR: not a directory, mkdir '/x'" → the code and the words, once. */
export function causeOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
}

// The real server as a child process (node --import tsx server/main.ts) on
// 127.0.0.1 and a free port, with its own temporary DATA_DIR unless one is
// given. stop() sends SIGTERM to its PID, then SIGKILL after a grace period;
// a server a test leaves running is killed when the test file ends, and the
// file fails.
// No import.meta here: jest compiles test code to CommonJS.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '../..');

/** A server still running, and how to end it: kill it and remove the DATA_DIR it was given. */
interface Running {
  pid: number;
  end(): Promise<void>;
}
// Every server this test file spawned that has not exited yet: the test environment
// (test/support/servers-environment.mjs) ends those a file leaves, and fails the file.
const running = ((globalThis as { __serversRunning?: Set<Running> }).__serversRunning ??= new Set<Running>());

export interface StartedServer {
  url: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Everything the server wrote to stdout and stderr so far (pino JSON lines). */
  logs(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  child: ChildProcess;
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => res(port));
    });
  });
}

export async function startServer(env: Record<string, string> = {}): Promise<StartedServer> {
  // A free port is free when asked, not always when the server binds it: another test file running beside this one
  // may take it in between (the kernel hands a just-released port out again). Then a new port, twice at most.
  const chosen = !!env.PORT && env.PORT !== '0';
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env);
    } catch (err) {
      if (chosen || attempt >= 3 || !/EADDRINUSE/.test(String((err as Error).message))) throw err;
    }
  }
}

async function startOnce(env: Record<string, string>): Promise<StartedServer> {
  const ownDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR || mkdtempSync(join(tmpdir(), 'bfsi-server-'));
  const port = env.PORT && env.PORT !== '0' ? Number(env.PORT) : await freePort();
  const childEnv: Record<string, string> = {
    ...(process.env as Record<string, string>),
    LOG_LEVEL: 'info',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  // NODE_ENV=test from jest must not leak in by accident; pass it explicitly if wanted.
  if (!('NODE_ENV' in env)) delete childEnv.NODE_ENV;

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((res) => child.once('exit', (code, signal) => res(code ?? signal ?? -1)));
  const killNow = async () => {
    child.kill('SIGKILL');
    await exited;
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const entry: Running = { pid: child.pid!, end: killNow };
  running.add(entry);
  void exited.then(() => running.delete(entry));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let ended: number | string | undefined;
  void exited.then((c) => (ended = c));
  const quiet = /^(?:warn|error|fatal|silent)$/i.test(childEnv.LOG_LEVEL ?? '');
  for (;;) {
    if (ended !== undefined) {
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited (${ended}) before it was healthy:\n${output.slice(-4000)}`);
    }
    try {
      // Another test file's server on the port this one failed to bind would answer too: this one's own start line
      // (or banner) names the address. A log level that hides that line leaves only the answer to go by.
      const r = await fetch(`${url}/healthz`);
      if (r.ok && (output.includes(url) || quiet)) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await killNow();
      throw new Error(`server did not become healthy within 60 s:\n${output.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (ended === undefined && child.pid) {
        try {
          process.kill(child.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
        const timer = setTimeout(() => {
          try {
            process.kill(child.pid!, 'SIGKILL');
          } catch {
            /* already gone */
          }
        }, 10_000);
        await exited;
        clearTimeout(timer);
      }
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    })());

  return { url, pid: child.pid!, dataDir, stop, logs: () => output, exited, child };
}

// bfsi(): the one global function (docs/partner-guide.md). The paste-in snippet only
// queues calls in bfsi.q; the loader replays them in order and then puts the
// real function in the stub's place, so later calls run directly.
import type { BfsiGlobal, Settings } from '../widgets/kit/settings';

type Command = (arg: unknown) => void;

function setChatOpen(open: boolean): Command {
  // The chatbot honours its `open` attribute (present = panel open), whether
  // or not its code has arrived yet, so the attribute is the whole contract.
  return () => document.querySelectorAll('bfsi-chatbot').forEach((el) => el.toggleAttribute('open', open));
}

export function createBfsi(base: Pick<BfsiGlobal, 'script' | 'origin' | 'version'> = {}): BfsiGlobal {
  const config: Partial<Settings> = {};
  const commands: Record<string, Command> = {
    config(arg) {
      // Reported as "bfsi: config failed" by the wrapper below.
      if (!arg || typeof arg !== 'object') throw TypeError();
      Object.assign(config, arg);
    },
    'open-chat': setChatOpen(true),
    'close-chat': setChatOpen(false),
  };
  const bfsi = function (name: unknown, arg?: unknown) {
    const command = typeof name === 'string' && Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!command) {
      console.warn(`bfsi: unknown command ${String(name)}`);
      return;
    }
    // One bad command never stops the queue or the host's script.
    try {
      command(arg);
    } catch (error) {
      console.warn(`bfsi: ${name} failed`, error);
    }
  } as BfsiGlobal;
  return Object.assign(bfsi, base, { config });
}

/** Replays the stub's queued calls in order on the real function, then installs it. */
export function installBfsi(real: BfsiGlobal, win: { bfsi?: unknown } = window as never): BfsiGlobal {
  const stub = win.bfsi as BfsiGlobal | undefined;
  const queued = (typeof stub === 'function' && stub.q) || [];
  // Each entry is the stub's `arguments`, iterable.
  for (const args of queued) real(...(args as unknown[]));
  win.bfsi = real;
  return real;
}

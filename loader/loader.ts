// The partner-page loader (docs/partner-guide.md, "The loader"): a classic async
// script with no Preact in it. init() reads the script tag's settings, puts
// the real bfsi() in place of the queueing stub (replaying its calls), and
// defines the five tags; each tag's code is imported when an instance appears.
// main.ts, the built entry, only calls init(); tests call it themselves.
import { settingNames } from '../contract/settings';
import type { BfsiGlobal, Settings } from '../widgets/kit/settings';
import { createBfsi, installBfsi } from './queue';
import { defineElements, type ChunkImporter, type WidgetModule } from './registry';

/**
 * tag without `bfsi-` → the tag's entry chunk, then every chunk it imports statically (the
 * whole closure), relative to loader.js, space-separated and without `.js`;
 * written in by the build.
 */
declare const __BFSI_MANIFEST__: Record<string, string>;
/** Build id, kept on window.bfsi.version so support can tell what runs. */
declare const __BFSI_VERSION__: string;

export interface InitOptions {
  /** The loader's own script tag; default document.currentScript. */
  script?: HTMLScriptElement | null;
  /** How a tag's chunk is fetched; default import() of the manifest's file beside the script. */
  load?: ChunkImporter;
  version?: string;
}

export function init({
  script = document.currentScript as HTMLScriptElement | null,
  load: importer,
  version = typeof __BFSI_VERSION__ === 'string' ? __BFSI_VERSION__ : 'dev',
}: InitOptions = {}): BfsiGlobal {
  const win = window as unknown as { bfsi?: BfsiGlobal };
  const src = script?.src || location.href;
  const settings: Partial<Settings> = {};
  // data-api-base, data-email-api-base, data-blog-api-base
  for (const name of settingNames) {
    const value = script?.dataset[name];
    if (value) settings[name] = value;
  }

  // Loaded twice: the first copy to run owns the global (it has a version) and
  // the definitions. Two async tags run in either order, so this copy's data-*
  // still fills what the first tag left out.
  const existing = win.bfsi;
  if (typeof existing === 'function' && existing.version) {
    existing.script = { ...settings, ...existing.script };
    // Two different builds on one page: the first one's elements stay; say so (Shoelace does too).
    if (existing.version !== version) console.warn(`bfsi: ${existing.version} already loaded, ${version} ignored`);
    return existing;
  }
  const load: ChunkImporter =
    importer ??
    ((tag) => {
      const files = __BFSI_MANIFEST__[tag.slice(5)];
      // Every chunk of the tag at once, not entry → kit → runtime one hop at a
      // time: import() is the preload that works under a strict CSP (script-src
      // covers it) on every browser with modules, and each module still runs
      // once, in graph order. new URL(…, src): the chunks sit beside loader.js.
      // A tag this build has no chunk for is reported by the registry's "could not load" warning.
      return files
        ? Promise.all(files.split(' ').map((file) => import(/* webpackIgnore: true */ new URL(file + '.js', src).href))).then((mods) => mods[0] as WidgetModule)
        : Promise.reject(tag);
    });

  const real = createBfsi({
    script: settings,
    origin: new URL(src).origin,
    version,
  });
  installBfsi(real, win);
  defineElements(load);
  return real;
}

// Settings, most specific first (EMBED-API.md): the element's attribute, then
// bfsi('config'), then the loader tag's data-* attributes, then the loader's
// own origin. Resolved at call time, so a late bfsi('config') still applies.

export interface Settings {
  /** Core API, e.g. https://SITE/api */
  apiBase: string;
  /** Inquiry e-mail API; defaults to apiBase. */
  emailApiBase: string;
  /** Blog API; defaults to apiBase. */
  blogApiBase: string;
}

export type SettingName = keyof Settings;

/** What the loader keeps on its one global, window.bfsi. */
export interface BfsiGlobal {
  (...args: unknown[]): void;
  q?: ArrayLike<unknown>[];
  /** Page-wide settings merged from bfsi('config', {...}). */
  config?: Partial<Settings>;
  /** Settings read from the loader's script tag data-* attributes. */
  script?: Partial<Settings>;
  /** The origin the loader was served from. */
  origin?: string;
  /** Build id, so support can tell what runs. */
  version?: string;
}

export const settingNames: SettingName[] = ['apiBase', 'emailApiBase', 'blogApiBase'];

export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function bfsiGlobal(): BfsiGlobal | undefined {
  const g = (window as unknown as { bfsi?: BfsiGlobal }).bfsi;
  return typeof g === 'function' ? g : undefined;
}

function clean(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v ? v.replace(/\/+$/, '') : undefined;
}

/** The first layer that names this setting, or undefined. */
function lookup(host: Element | null, name: SettingName): string | undefined {
  const g = bfsiGlobal();
  return (
    clean(host?.getAttribute(kebab(name))) ??
    clean(g?.config?.[name]) ??
    clean(g?.script?.[name])
  );
}

export function resolveSettings(host: Element | null): Settings {
  const origin = bfsiGlobal()?.origin || window.location.origin;
  const apiBase = lookup(host, 'apiBase') ?? `${origin.replace(/\/+$/, '')}/api`;
  return {
    apiBase,
    emailApiBase: lookup(host, 'emailApiBase') ?? apiBase,
    blogApiBase: lookup(host, 'blogApiBase') ?? apiBase,
  };
}

// Settings, most specific first (docs/partner-guide.md): the element's attribute, then
// bfsi('config'), then the loader tag's data-* attributes, then the loader's
// own origin. Resolved at call time, so a late bfsi('config') still applies.

import { settingNames, type Bfsi, type BfsiSettings, type SettingName } from '../../contract/settings';

export { settingNames, type SettingName };

/** Every setting, resolved. */
export type Settings = Required<BfsiSettings>;

/** window.bfsi as the loader keeps it: the public shape, callable with anything (unknown commands warn). */
export type BfsiGlobal = ((...args: unknown[]) => void) & Omit<Bfsi, never>;

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

// The settings every widget resolves (docs/partner-guide.md "Settings") and the
// commands of the one global, window.bfsi, written once as data; the host
// types and the partner guide are generated from them.

/** The names alone, for the loader (which reads data-api-base, …). */
export const settingNames = ['apiBase', 'emailApiBase', 'blogApiBase'] as const;

export type SettingName = (typeof settingNames)[number];

export const settingDocs: Record<SettingName, string> = {
  apiBase: "Core API, e.g. https://SITE/api. Default: the loader's origin + /api.",
  emailApiBase: 'Inquiry e-mail API. Default: apiBase.',
  blogApiBase: 'Blog API. Default: apiBase.',
};

/** Page-wide settings (bfsi('config', …)). */
export type BfsiSettings = { [K in SettingName]?: string };

export const commandDocs = {
  config: 'merges an object of settings into the page-wide settings',
  'open-chat': 'opens every chatbot panel on the page',
  'close-chat': 'closes every chatbot panel on the page',
} as const;

/** window.bfsi: the one global. */
export interface Bfsi {
  (command: 'config', settings: BfsiSettings): void;
  (command: 'open-chat' | 'close-chat'): void;
  /** Calls queued by the snippet before the loader arrived. */
  q?: ArrayLike<unknown>[];
  /** Settings merged from bfsi('config', …). */
  config?: BfsiSettings;
  /** Settings read from the loader tag's data-* attributes. */
  script?: BfsiSettings;
  /** The origin the loader was served from. */
  origin?: string;
  /** Build id of the running loader, so support can tell what runs. */
  version?: string;
}

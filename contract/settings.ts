// The settings every widget resolves (EMBED-API.md "Settings") and the one
// global the loader installs. The generated host types copy these interfaces.

/** Page-wide settings (bfsi('config', …)); each defaults as EMBED-API.md says. */
export interface BfsiSettings {
  /** Core API, e.g. https://SITE/api. Default: the loader's origin + /api. */
  apiBase?: string;
  /** Inquiry e-mail API. Default: apiBase. */
  emailApiBase?: string;
  /** Blog API. Default: apiBase. */
  blogApiBase?: string;
}

export type SettingName = keyof BfsiSettings;

export const settingNames: SettingName[] = ['apiBase', 'emailApiBase', 'blogApiBase'];

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

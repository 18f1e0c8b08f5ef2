// The seam between the launcher (plain DOM, always loaded) and the panel
// (plain DOM too, imported on first intent). The panel imports only types from
// here; values cross as props, so the panel chunk needs nothing from the
// launcher's chunk and rollup keeps the launcher in one file.

export interface PanelProps {
  host: HTMLElement;
  /** The panel's id (PANEL_ID), which the launcher's aria-controls names. */
  id: string;
  open: boolean;
  /** The bot-title attribute; empty or absent = siteConfig.botTitle. */
  title?: string;
  /** Bumped by the launcher whenever focus should move into the panel. */
  focusRequest: number;
  /** The visitor asked to close (close button). */
  onClose(): void;
}

export interface PanelModule {
  /** Adds the panel's sheet after the launcher's on the host's shadow root. */
  adoptStyles(host: HTMLElement): void;
  renderPanel(container: HTMLElement, props: PanelProps): void;
  unmountPanel(container: HTMLElement): void;
}

/** The panel's element id inside the shadow root, for the launcher's aria-controls. */
export const PANEL_ID = 'bfsi-chat-panel';

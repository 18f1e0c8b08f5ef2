// The seam between the launcher (plain DOM, always loaded) and the panel
// (Preact, imported on first intent). Types only: nothing here reaches the
// launcher's bytes.

export interface PanelProps {
  host: HTMLElement;
  open: boolean;
  /** The bot-title attribute; empty or absent = siteConfig.botTitle. */
  title?: string;
  /** Bumped by the launcher whenever focus should move into the panel. */
  focusRequest: number;
  /** The visitor asked to close (close button). */
  onClose(): void;
}

export interface PanelModule {
  /** Adopts the launcher's and the panel's sheets on the host's shadow root. */
  adoptStyles(host: HTMLElement): void;
  renderPanel(container: HTMLElement, props: PanelProps): void;
  unmountPanel(container: HTMLElement): void;
}

/** The panel's element id inside the shadow root, for the launcher's aria-controls. */
export const PANEL_ID = 'bfsi-chat-panel';

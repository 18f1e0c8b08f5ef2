// Types for pages that embed the widgets (EMBED-API.md is the contract):
// the five tags in HTMLElementTagNameMap and in TSX (React and Preact), their
// attributes, the events they fire (typed on addEventListener), and bfsi().
//
//   // tsconfig "types" or a triple-slash reference, then:
//   document.addEventListener('bfsi-inquiry-sent', (e) => e.detail.variant);
//   <bfsi-inquiry-form variant="product" />
//
// A TSX host without React's or Preact's types installed should keep
// skipLibCheck on (the usual default): the augmentation of the framework it
// lacks is then ignored.

/** Published inquiry variants; anything else falls back to 'home' at run time. */
export type BfsiInquiryVariant =
  | 'home'
  | 'loanxpress'
  | 'product'
  | 'consulting'
  | 'technology'
  | 'operations'
  | 'customer-experience';

/** Event name → `detail`. None carries a password, token or the text of an inquiry. */
export interface BfsiEventDetailMap {
  /** An inquiry was stored by the server (its mail is on the way). */
  'bfsi-inquiry-sent': { variant: BfsiInquiryVariant };
  /** Sending an inquiry failed; the form keeps what the visitor typed. status 0 = network. */
  'bfsi-inquiry-failed': { variant: BfsiInquiryVariant; status: number };
  /** A staff member signed in. */
  'bfsi-login': { userId: string };
  /** A blog was registered. */
  'bfsi-blog-registered': { blogName: string };
  /** The chat panel opened (by the visitor or by bfsi('open-chat')). */
  'bfsi-chat-open': Record<string, never>;
  /** The chat panel closed (by the visitor or by bfsi('close-chat')). */
  'bfsi-chat-close': Record<string, never>;
  /** The bot replied; answered is false for fallbacks and errors. */
  'bfsi-chat-answer': { question: string; answered: boolean };
}

export type BfsiEvent<K extends keyof BfsiEventDetailMap> = CustomEvent<BfsiEventDetailMap[K]>;

/** Page-wide settings (bfsi('config', …)); each defaults as EMBED-API.md says. */
export interface BfsiSettings {
  /** Core API, e.g. https://SITE/api. Default: the loader's origin + /api. */
  apiBase?: string;
  /** Inquiry e-mail API. Default: apiBase. */
  emailApiBase?: string;
  /** Blog API. Default: apiBase. */
  blogApiBase?: string;
}

/** window.bfsi: the one global. */
export interface Bfsi {
  (command: 'config', settings: BfsiSettings): void;
  (command: 'open-chat' | 'close-chat'): void;
  /** Calls queued by the snippet before the loader arrived. */
  q?: ArrayLike<unknown>[];
  config?: BfsiSettings;
  script?: BfsiSettings;
  origin?: string;
  /** Build id of the running loader. */
  version?: string;
}

// Attributes per tag, as written in markup (kebab-case).
export interface BfsiChatbotAttributes {
  'api-base'?: string;
  'bot-title'?: string;
  /** Present = panel open. */
  open?: boolean;
}
export interface BfsiInquiryFormAttributes {
  variant?: BfsiInquiryVariant;
  'email-api-base'?: string;
  'api-base'?: string;
}
export interface BfsiLoginAttributes {
  'api-base'?: string;
  /** Where to go after sign-in; none = stay and only fire bfsi-login. */
  redirect?: string;
}
export interface BfsiBlogRegistrationAttributes {
  'blog-api-base'?: string;
}
export interface BfsiSmartqcAttributes {
  /** The QC app address; embed=true is added. */
  src?: string;
  /** CSS pixels, default 1000. */
  height?: number | `${number}`;
  loading?: 'lazy' | 'eager';
  'frame-title'?: string;
}

export interface BfsiElementAttributes {
  'bfsi-chatbot': BfsiChatbotAttributes;
  'bfsi-inquiry-form': BfsiInquiryFormAttributes;
  'bfsi-login': BfsiLoginAttributes;
  'bfsi-blog-registration': BfsiBlogRegistrationAttributes;
  'bfsi-smartqc': BfsiSmartqcAttributes;
}

/** The elements add no properties or methods a host may rely on beyond HTMLElement. */
export type BfsiElement = HTMLElement;

type ReactProps<A> = import('react').HTMLAttributes<HTMLElement> & import('react').RefAttributes<HTMLElement> & A & { class?: string };
type PreactProps<A> = import('preact').JSX.HTMLAttributes<HTMLElement> & A;

declare global {
  interface HTMLElementTagNameMap {
    'bfsi-chatbot': BfsiElement;
    'bfsi-inquiry-form': BfsiElement;
    'bfsi-login': BfsiElement;
    'bfsi-blog-registration': BfsiElement;
    'bfsi-smartqc': BfsiElement;
  }
  interface GlobalEventHandlersEventMap {
    'bfsi-inquiry-sent': BfsiEvent<'bfsi-inquiry-sent'>;
    'bfsi-inquiry-failed': BfsiEvent<'bfsi-inquiry-failed'>;
    'bfsi-login': BfsiEvent<'bfsi-login'>;
    'bfsi-blog-registered': BfsiEvent<'bfsi-blog-registered'>;
    'bfsi-chat-open': BfsiEvent<'bfsi-chat-open'>;
    'bfsi-chat-close': BfsiEvent<'bfsi-chat-close'>;
    'bfsi-chat-answer': BfsiEvent<'bfsi-chat-answer'>;
  }
  interface Window {
    bfsi?: Bfsi;
  }
}

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'bfsi-chatbot': PreactProps<BfsiChatbotAttributes>;
      'bfsi-inquiry-form': PreactProps<BfsiInquiryFormAttributes>;
      'bfsi-login': PreactProps<BfsiLoginAttributes>;
      'bfsi-blog-registration': PreactProps<BfsiBlogRegistrationAttributes>;
      'bfsi-smartqc': PreactProps<BfsiSmartqcAttributes>;
    }
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'bfsi-chatbot': ReactProps<BfsiChatbotAttributes>;
      'bfsi-inquiry-form': ReactProps<BfsiInquiryFormAttributes>;
      'bfsi-login': ReactProps<BfsiLoginAttributes>;
      'bfsi-blog-registration': ReactProps<BfsiBlogRegistrationAttributes>;
      'bfsi-smartqc': ReactProps<BfsiSmartqcAttributes>;
    }
  }
}

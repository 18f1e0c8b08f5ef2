// The widget tags the site mounts (EMBED-API.md), typed for JSX.
import 'preact';

type WidgetAttrs = import('preact').JSX.HTMLAttributes<HTMLElement>;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'bfsi-chatbot': WidgetAttrs & { 'api-base'?: string; 'bot-title'?: string; open?: boolean };
      'bfsi-inquiry-form': WidgetAttrs & { variant: string; 'email-api-base'?: string };
      'bfsi-login': WidgetAttrs & { 'api-base'?: string; redirect?: string };
      'bfsi-blog-registration': WidgetAttrs & { 'blog-api-base'?: string };
      'bfsi-smartqc': WidgetAttrs & { src?: string; height?: string };
    }
  }
}

// Type test (STYLE §8, preact-custom-element test/types): checked by
// `tsc --noEmit`, never run. Misuse must fail to compile: every expect-error
// directive below breaks the type check if its line ever compiles.


import type { BfsiEvent, BfsiInquiryVariant, BfsiLeadVariant } from '../../types/bfsi-elements';

export function PreactHost() {
  return (
    <main>
      <bfsi-chatbot bot-title="Ask us" open />
      <bfsi-inquiry-form variant="product" email-api-base="https://mail.example/api" class="contact" />
      <bfsi-inquiry-form variant="customer-experience" />
      <bfsi-login redirect="/dashboard" api-base="https://example.com/api" />
      <bfsi-blog-registration blog-api-base="https://example.com/api" />
      <bfsi-smartqc src="https://qc.example/" height={800} loading="lazy" frame-title="QC" />
      <bfsi-smartqc height="640" />
      {/* @ts-expect-error: not a published variant */}
      <bfsi-inquiry-form variant="newsletter" />
      {/* @ts-expect-error: loading is lazy or eager */}
      <bfsi-smartqc loading="soon" />
      {/* @ts-expect-error: height is a number */}
      <bfsi-smartqc height="tall" />
      {/* @ts-expect-error: no such element */}
      <bfsi-newsletter />
    </main>
  );
}

export function tagMapAndEvents() {
  const form: HTMLElement = document.createElement('bfsi-inquiry-form');
  const frame = document.querySelector('bfsi-smartqc');
  frame?.setAttribute('height', '900');
  document.addEventListener('bfsi-inquiry-sent', (e) => {
    // Forms, the chatbot's hand-off ('chat') and the calculator all send inquiries.
    const variant: BfsiLeadVariant = e.detail.variant;
    // @ts-expect-error: 'chat' and 'calculator' are not form variants
    const formOnly: BfsiInquiryVariant = e.detail.variant;
    void formOnly;
    // @ts-expect-error: the event never carries the inquiry text
    void e.detail.message;
    return variant;
  });
  document.addEventListener('bfsi-inquiry-failed', (e) => {
    const status: number = e.detail.status;
    return status;
  });
  form.addEventListener('bfsi-chat-answer', (e: BfsiEvent<'bfsi-chat-answer'>) => e.detail.answered);
  document.addEventListener('bfsi-login', (e) => {
    // @ts-expect-error: no token on the login event
    void e.detail.token;
    return e.detail.userId;
  });
}

export function queue() {
  window.bfsi?.('config', { apiBase: 'https://example.com/api', emailApiBase: 'https://mail.example/api' });
  window.bfsi?.('open-chat');
  window.bfsi?.('close-chat');
  // @ts-expect-error: unknown command
  window.bfsi?.('launch');
  // @ts-expect-error: config takes the settings object
  window.bfsi?.('config', 'https://example.com/api');
  // @ts-expect-error: not a setting
  window.bfsi?.('config', { apiUrl: 'https://example.com/api' });
}

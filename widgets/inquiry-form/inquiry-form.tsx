/**
 * <bfsi-inquiry-form>: the contact forms of SPEC.md (§2 pages, §4 states,
 * §5 validation, §8 errors), one component drawing any of the seven variants.
 *
 * Beyond SPEC, whose failed send was only logged (the lead was lost without
 * the visitor knowing): a failed send keeps everything typed, says so in the
 * widget, and fires bfsi-inquiry-failed.
 *
 * Attributes, events, parts and custom properties: contract/element-docs.ts.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { WidgetProps } from '../kit/element';
import { useWork } from '../kit/use-work';
import { apiFor, ApiError } from '../kit/api';
import { emit } from '../kit/emit';
import { emptyValues, inquiryPayload, missingFields, SEND_EMAIL_PATH, type InquiryValues } from './payload';
import { isInquiryVariant, variantFor, type FieldName, type FieldSpec, type VariantSpec } from './variants';
import { fieldMessage, formatErrors, requestField, serverFieldErrors, type FieldErrors } from './field-errors';
import { INQUIRY_LIMITS } from '../../contract/inquiry';
import { privacyNotice } from '../../content/privacy-notice';
import { rememberLanding } from '../kit/lead-context';

export const SUCCESS_TEXT = 'Inquiry sent successfully!';
/** Only for outages: no answer, a server error (5xx) or too many requests (429). */
export const FAILURE_TEXT = "We couldn't send your inquiry. Please try again in a moment — nothing you typed has been lost.";
/** A refusal (4xx) that names no field this form shows. */
export const CHECK_TEXT = "We couldn't send your inquiry as it is. Please check what you typed — nothing has been lost.";

/** The message box shows a counter from this share of its limit on. */
const COUNTER_FROM = 0.9;

const isOutage = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/** n: which send this is about, so a second identical success is announced again. */
type Status = { kind: 'success' | 'error'; text: string; n: number } | null;

export function InquiryForm({ host, attrs }: WidgetProps) {
  const variant = attrs.variant;
  useEffect(() => {
    if (!isInquiryVariant(variant)) console.warn(`bfsi-inquiry-form: unknown variant "${variant ?? ''}", showing "home"`);
  }, [variant]);
  const spec = variantFor(variant);
  // The landing page's referrer and UTM for this visit (session storage, no identifier).
  useEffect(rememberLanding, []);
  // A new variant is a new form: fresh fields, flags and timers.
  return <InquiryFormView key={spec.variant} host={host} spec={spec} />;
}

export function InquiryFormView({ host, spec }: { host: HTMLElement; spec: VariantSpec }) {
  const id = useId();
  const [values, setValues] = useState<InquiryValues>(emptyValues);
  const [checked, setChecked] = useState<string[]>([]);
  /** The optional "keep me informed" box: unticked until the visitor ticks it. */
  const [optIn, setOptIn] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  /** What the server refused, by field; a field's entry goes when the visitor edits it. */
  const [refused, setRefused] = useState<FieldErrors>({});
  /** Home's sending flag and Product's submitting flag: on for 2 s after a valid press. */
  const [locked, setLocked] = useState(false);
  /** A request on its way: further presses wait for it, so one lead is never sent twice. */
  const [pending, setPending] = useState(false);
  const fieldRefs = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  /** Removing the element stops the lock timer and the request at once. */
  const work = useWork();
  /** Which send a status is about. */
  const sends = useRef(0);

  const missing = missingFields(spec, values);
  const formats = submitted ? formatErrors(spec, values) : {};
  /** Why a field is refused now: empty (SPEC's text), the shared rule, or the server's answer. */
  const errorOf = (field: FieldName): string | undefined =>
    submitted && missing.includes(field) ? 'Required' : (refused[field] ?? formats[field]);
  const focusFirst = (errors: FieldErrors) => {
    const first = spec.fields.find((f) => errors[f.name]);
    if (first) fieldRefs.current[first.name]?.focus();
  };
  const lockMs = spec.sendLockMs ?? spec.submittingMs;

  async function send() {
    if (locked || pending) return;
    setSubmitted(true);
    if (missing.length) {
      // SPEC §4: nothing is sent and the status message is cleared.
      setStatus(null);
      fieldRefs.current[missing[0]]?.focus();
      return;
    }
    // What the server would refuse, said before anything is sent.
    const found = formatErrors(spec, values);
    if (Object.keys(found).length) {
      setStatus(null);
      focusFirst(found);
      return;
    }
    if (lockMs) {
      setLocked(true);
      work.later(() => setLocked(false), lockMs);
    }
    setPending(true);
    try {
      await work.run((signal) => apiFor(host).post('emailApiBase', SEND_EMAIL_PATH, inquiryPayload(spec, values, { interests: checked, optIn }), { signal }));
      setValues(emptyValues);
      setChecked([]);
      setOptIn(false);
      setSubmitted(false);
      setRefused({});
      setStatus({ kind: 'success', text: SUCCESS_TEXT, n: ++sends.current });
      emit(host, 'bfsi-inquiry-sent', { variant: spec.variant });
    } catch (error) {
      const fields = error instanceof ApiError ? serverFieldErrors(spec, error.fields) : {};
      if (Object.keys(fields).length) {
        setRefused(fields);
        setStatus(null);
        focusFirst(fields);
      } else {
        setStatus({ kind: 'error', text: isOutage(error) ? FAILURE_TEXT : CHECK_TEXT, n: ++sends.current });
      }
      emit(host, 'bfsi-inquiry-failed', { variant: spec.variant, status: error instanceof ApiError ? error.status : 0 });
    } finally {
      setPending(false);
    }
  }

  const sending = locked && !!spec.sendingText;
  const ok = status?.kind === 'success';
  const busy = locked || pending;

  function field(f: FieldSpec) {
    const inputId = `${id}-${f.name}`;
    const errorId = `${inputId}-error`;
    const counterId = `${inputId}-count`;
    const code = errorOf(f.name);
    const bad = !!code;
    const limit = INQUIRY_LIMITS[requestField(f.name)];
    const length = values[f.name].length;
    const counted = f.kind === 'textarea' && length >= limit * COUNTER_FROM;
    const describedBy = [bad ? errorId : '', counted ? counterId : ''].filter(Boolean).join(' ') || undefined;
    // Product hides SPEC's required texts (§5); a refusal it does not cover is always shown.
    const shown = code !== 'Required' || spec.fieldMessagesShown;
    const common = {
      id: inputId,
      name: f.name,
      class: 'bfsi-input',
      placeholder: f.placeholder,
      value: values[f.name],
      autocomplete: f.autocomplete ?? 'off',
      'aria-required': spec.required.includes(f.name) ? ('true' as const) : undefined,
      'aria-invalid': bad ? ('true' as const) : undefined,
      'aria-describedby': describedBy,
      ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
        fieldRefs.current[f.name] = el;
      },
      onInput: (event: Event) => {
        const value = (event.currentTarget as HTMLInputElement).value;
        setValues((v) => ({ ...v, [f.name]: value }));
        if (refused[f.name]) setRefused(({ [f.name]: _, ...rest }) => rest);
      },
    };
    return (
      <div class="bfsi-field" key={f.name}>
        <label class="bfsi-label" for={inputId}>
          {f.label}
          {spec.required.includes(f.name) ? (
            <span class="bfsi-required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {f.kind === 'textarea' ? (
          <textarea {...common} rows={5} />
        ) : f.kind === 'email' ? (
          <input {...common} type="email" />
        ) : (
          <input {...common} type="text" />
        )}
        {counted ? (
          <span id={counterId} class={length > limit ? 'bfsi-counter bfsi-counter--over' : 'bfsi-counter'} data-counter={f.name}>
            {length.toLocaleString('en-US')} / {limit.toLocaleString('en-US')} characters
          </span>
        ) : null}
        {bad ? (
          // Product hides the texts (SPEC §5); screen readers still hear why the field is invalid.
          <span id={errorId} class={shown ? 'bfsi-error' : 'bfsi-visually-hidden'} data-field-error={f.name} data-code={code}>
            {fieldMessage(f, code, length)}
          </span>
        ) : null}
      </div>
    );
  }

  return (
    <div class="bfsi bfsi-inquiry" data-variant={spec.variant}>
      <form
        part="form"
        class="bfsi-inquiry__form"
        noValidate
        aria-busy={busy ? 'true' : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {/* Always in the DOM and empty until a send succeeds: a live region
            inserted together with its text is often not announced. The text
            is a keyed node, so a second success in a row is a new addition. */}
        <div role="status" class={ok ? 'bfsi-alert bfsi-alert--success' : undefined} data-status={ok ? 'success' : undefined}>
          {ok ? <span key={status.n}>{status.text}</span> : null}
        </div>
        {status?.kind === 'error' ? (
          // role=alert is assertive and announced when inserted with its text.
          <div class="bfsi-alert bfsi-alert--error" role="alert" data-status="error">
            {status.text}
          </div>
        ) : null}
        {spec.fields.map(field)}
        {spec.interests.length ? (
          <fieldset class="bfsi-inquiry__interests">
            <legend class="bfsi-label">Interested In</legend>
            {spec.interests.map((interest, i) => (
              <label class="bfsi-check" key={interest}>
                <input
                  type="checkbox"
                  name={`interest-${i}`}
                  checked={checked.includes(interest)}
                  onChange={(event) => {
                    const on = (event.currentTarget as HTMLInputElement).checked;
                    setChecked((list) => (on ? [...list, interest] : list.filter((x) => x !== interest)));
                  }}
                />{' '}
                {interest}
              </label>
            ))}
          </fieldset>
        ) : null}
        <label class="bfsi-check bfsi-inquiry__opt-in">
          <input type="checkbox" name="keepInformed" checked={optIn} onChange={(event) => setOptIn((event.currentTarget as HTMLInputElement).checked)} />{' '}
          {privacyNotice.optInLabel}
        </label>
        <button part="button" type="submit" class="bfsi-button" disabled={busy} aria-disabled={busy ? 'true' : undefined}>
          {sending ? (
            <>
              <span class="bfsi-spinner" aria-hidden="true" />
              {spec.sendingText}
            </>
          ) : (
            spec.button
          )}
        </button>
        <p class="bfsi-inquiry__notice" data-notice-version={privacyNotice.version}>
          {privacyNotice.text}
        </p>
      </form>
    </div>
  );
}

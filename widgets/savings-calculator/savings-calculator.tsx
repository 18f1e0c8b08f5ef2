/**
 * <bfsi-savings-calculator>: the site's own LoanXPress figures worked out for
 * the visitor's loan volume, as they type, with the assumptions shown; "Send
 * me this estimate" sends it as a lead (variant 'calculator') through the
 * same durable inquiry path as the forms, carrying inputs, outputs and the
 * assumptions' version.
 *
 * Attributes, events, parts and custom properties: contract/element-docs.ts.
 */
import { useId, useRef, useState } from 'react';
import type { WidgetProps } from '../kit/element';
import { apiFor } from '../kit/api';
import { emit } from '../kit/emit';
import { useWork } from '../kit/use-work';
import { savingsAssumptions as a } from '../../content/savings';
import { widgetConfig } from '../../content/site-config';
import { estimate, estimateFields, readInputs, type EstimateField, type EstimateText } from '../../contract/savings';
import { INQUIRY_TEMPLATE_CODE, SEND_EMAIL_PATH } from '../../contract/send-email';
import type { SendEmailRequest } from '../../contract/api/inquiry';
import { dollars, number, percent } from './format';
import * as m from './messages';

const empty: EstimateText = { loansPerMonth: '', costPerLoan: '', daysToClose: '' };
/** Typing pauses this long before the estimate is announced and reported: one event per thought, not per key. */
const SETTLE_MS = 700;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function SavingsCalculator({ host }: WidgetProps) {
  const id = useId();
  const work = useWork();
  const [text, setText] = useState<EstimateText>(empty);
  const [touched, setTouched] = useState<Partial<Record<EstimateField, boolean>>>({});
  const [announced, setAnnounced] = useState('');
  const settle = useRef(0);

  const read = readInputs(text, a.limits);
  const e = read.inputs ? estimate(read.inputs, a) : null;
  const problem = (f: EstimateField) => (touched[f] || text[f] ? read.problems?.[f] : undefined);

  function onInput(field: EstimateField, value: string) {
    const next = { ...text, [field]: value };
    setText(next);
    setTouched((t) => ({ ...t, [field]: true }));
    const mine = ++settle.current;
    work.later(() => {
      if (mine !== settle.current) return;
      const r = readInputs(next, a.limits);
      if (!r.inputs) return;
      const est = estimate(r.inputs, a);
      setAnnounced(`Yearly savings ${dollars(est.yearlyLow)} to ${dollars(est.yearlyHigh)}.`);
      emit(host, 'bfsi-estimate', {
        loansPerMonth: r.inputs.loansPerMonth,
        yearlyLow: est.yearlyLow,
        yearlyHigh: est.yearlyHigh,
        assumptionsVersion: a.version,
      });
    }, SETTLE_MS);
  }

  function input(field: EstimateField) {
    const inputId = `${id}-${field}`;
    const bad = problem(field);
    const described = `${inputId}-hint${bad ? ` ${inputId}-error` : ''}`;
    return (
      <div class="bfsi-field" key={field}>
        <label class="bfsi-label" for={inputId}>
          {m.labels[field].label}
        </label>
        <input
          id={inputId}
          class="bfsi-input"
          part="input"
          name={field}
          type="text"
          inputMode={field === 'loansPerMonth' ? 'numeric' : 'decimal'}
          autocomplete="off"
          value={text[field]}
          aria-required={field === 'loansPerMonth' ? 'true' : undefined}
          aria-invalid={bad ? 'true' : undefined}
          aria-describedby={described}
          onInput={(event) => onInput(field, (event.currentTarget as HTMLInputElement).value)}
          onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
        />
        <span id={`${inputId}-hint`} class="bfsi-hint">
          {m.labels[field].hint}
        </span>
        {bad ? (
          <span id={`${inputId}-error`} class="bfsi-error" data-field-error={field}>
            {m.problemText(field, bad, a.limits[field])}
          </span>
        ) : null}
      </div>
    );
  }

  return (
    <div class="bfsi bfsi-calc" part="calculator">
      <p class="bfsi-calc__title" id={`${id}-title`}>
        {m.TITLE}
      </p>
      <form class="bfsi-calc__inputs" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
        {estimateFields.map(input)}
      </form>
      <dl class="bfsi-calc__results" part="results" aria-label="Your estimate">
        <div class="bfsi-calc__result bfsi-calc__result--main">
          <dt>Yearly savings</dt>
          <dd data-result="yearly">{e ? `${dollars(e.yearlyLow)} – ${dollars(e.yearlyHigh)}` : '—'}</dd>
        </div>
        <div class="bfsi-calc__result">
          <dt>Per loan</dt>
          <dd data-result="per-loan">{e ? `${dollars(e.perLoanLow)} – ${dollars(e.perLoanHigh)}` : '—'}</dd>
        </div>
        <div class="bfsi-calc__result">
          <dt>Days saved per loan</dt>
          <dd data-result="days">
            {e?.daysSaved != null ? `${number(e.daysSaved)} days (${number(read.inputs!.daysToClose!)} → ${number(e.daysAfter!)})` : `${percent(a.closeTimeReduction.value)} shorter`}
          </dd>
        </div>
        <div class="bfsi-calc__result">
          <dt>Underwriter touches</dt>
          <dd data-result="touches">
            {`< ${number(a.underwriterTouches.value)} per loan`}
            {e ? ` (≤ ${number(e.touchesPerYear)} a year)` : ''}
          </dd>
        </div>
      </dl>
      <div class="bfsi-visually-hidden" role="status">
        {announced}
      </div>
      <details class="bfsi-calc__how" part="assumptions">
        <summary>How we calculate</summary>
        <ul>
          <li>
            Yearly savings = loans per month × 12 × {percent(a.costReductionLow.value)}–{percent(a.costReductionHigh.value)} of your cost per
            loan ({a.costReductionLow.claim.replace(/ \(low end\)$/, '')}).
          </li>
          <li>
            Without your cost per loan we use {dollars(a.savingPerLoan.value / ((a.costReductionLow.value + a.costReductionHigh.value) / 2))}: the
            cost at which "{a.savingPerLoan.claim}" is the middle of that range.
          </li>
          <li>
            Days saved = your days × {percent(a.closeTimeReduction.value)} ({a.closeTimeReduction.claim}); overall cycle time is{' '}
            {percent(a.cycleTimeReduction.value)} shorter.
          </li>
          <li>{a.underwriterTouches.claim}.</li>
          <li>Assumptions version {a.version}. Figures from our LoanXPress results; your own will depend on your loans and process.</li>
        </ul>
      </details>
      <SendEstimate host={host} estimate={e && read.inputs ? { inputs: read.inputs, e } : null} />
    </div>
  );
}

type Ready = { inputs: NonNullable<ReturnType<typeof readInputs>['inputs']>; e: ReturnType<typeof estimate> };

function SendEstimate({ host, estimate: ready }: { host: HTMLElement; estimate: Ready | null }) {
  const id = useId();
  const work = useWork();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<'sent' | 'failed' | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const nameProblem = !name.trim() ? m.NAME_REQUIRED : null;
  const emailProblem = !email.trim() ? m.EMAIL_REQUIRED : !EMAIL.test(email.trim()) ? m.EMAIL_INVALID : null;

  async function send() {
    if (pending || !ready) return;
    setTried(true);
    if (nameProblem || emailProblem) {
      (nameProblem ? nameRef : emailRef).current?.focus();
      return;
    }
    const { inputs, e } = ready;
    const body: SendEmailRequest = {
      templateCode: INQUIRY_TEMPLATE_CODE,
      subjectcriteria: [m.SUBJECT],
      // The figures travel in `estimate`; the server words them in the mail.
      criteria: [name.trim(), email.trim(), m.SUBJECT, m.MESSAGE],
      emailTo: widgetConfig.email,
      variant: 'calculator',
      estimate: {
        assumptionsVersion: a.version,
        inputs,
        outputs: {
          yearlyLow: e.yearlyLow,
          yearlyHigh: e.yearlyHigh,
          perLoanLow: e.perLoanLow,
          perLoanHigh: e.perLoanHigh,
          daysSaved: e.daysSaved,
          touchesPerYear: e.touchesPerYear,
        },
      },
    };
    setPending(true);
    setStatus(null);
    try {
      await work.run((signal) => apiFor(host).post('emailApiBase', SEND_EMAIL_PATH, body, { signal }));
      setStatus('sent');
      setOpen(false);
      emit(host, 'bfsi-inquiry-sent', { variant: 'calculator' });
    } catch {
      setStatus('failed');
    } finally {
      setPending(false);
    }
  }

  const field = (kind: 'name' | 'email', value: string, set: (v: string) => void, problem: string | null) => {
    const inputId = `${id}-${kind}`;
    const bad = tried && problem;
    const common = {
      id: inputId,
      ref: kind === 'name' ? nameRef : emailRef,
      class: 'bfsi-input',
      part: 'input',
      name: kind,
      autocomplete: kind,
      value,
      'aria-required': 'true' as const,
      'aria-invalid': bad ? ('true' as const) : undefined,
      'aria-describedby': bad ? `${inputId}-error` : undefined,
      onInput: (event: Event) => set((event.currentTarget as HTMLInputElement).value),
    };
    return (
      <div class="bfsi-field">
        <label class="bfsi-label" for={inputId}>
          {kind === 'name' ? m.NAME_LABEL : m.EMAIL_LABEL}
        </label>
        {kind === 'email' ? <input {...common} type="email" /> : <input {...common} type="text" />}
        {bad ? (
          <span id={`${inputId}-error`} class="bfsi-error" data-field-error={kind}>
            {problem}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <div class="bfsi-calc__send">
      <div role="status">{status === 'sent' ? <span class="bfsi-alert bfsi-alert--success">{m.SENT_TEXT}</span> : null}</div>
      {status === 'failed' ? (
        <div class="bfsi-alert bfsi-alert--error" role="alert">
          {m.SEND_FAILED}
        </div>
      ) : null}
      {open ? (
        <form
          class="bfsi-calc__form"
          noValidate
          aria-busy={pending ? 'true' : undefined}
          aria-label={m.SEND_LABEL}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          {field('name', name, setName, nameProblem)}
          {field('email', email, setEmail, emailProblem)}
          <button part="button" class="bfsi-button" type="submit" disabled={pending || !ready}>
            {pending ? <span class="bfsi-spinner" aria-hidden="true" /> : null}
            {m.SEND_FORM_LABEL}
          </button>
        </form>
      ) : (
        <button
          part="button"
          class="bfsi-button"
          type="button"
          disabled={!ready}
          aria-describedby={ready ? undefined : `${id}-why`}
          onClick={() => {
            setOpen(true);
            setStatus(null);
            work.later(() => nameRef.current?.focus(), 0);
          }}
        >
          {m.SEND_LABEL}
        </button>
      )}
      {!ready && !open ? (
        <span id={`${id}-why`} class="bfsi-hint">
          Enter your loans per month first.
        </span>
      ) : null}
    </div>
  );
}

// Leads: newest first, each with its delivery; filter by status and date,
// search; open one for everything it carries (interests, page, referrer,
// UTM, consent); retry a failed delivery; export what the filter shows as CSV.
import { dollars } from '../../contract/savings';
import { useEffect, useRef, useState } from 'react';
import { LEADS_CSV_PATH, LEADS_PATH } from '../../contract/lead-desk';
import type { DeliveryStatus, Lead, LeadList, RetryReply } from '../../contract/api/staff';
import { errorText, rel, staffApi } from './client';

const STATUS_LABEL: Record<DeliveryStatus, string> = { queued: 'Queued', sent: 'Sent', retrying: 'Retrying', failed: 'Failed' };

interface Filter {
  status: string;
  from: string;
  to: string;
  q: string;
}

function queryOf(f: Filter): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v.trim()) p.set(k, v.trim());
  const s = p.toString();
  return s ? `?${s}` : '';
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Status({ lead }: { lead: Lead }) {
  const d = lead.delivery;
  return (
    <span class={`desk-status desk-status--${d.status}`}>
      {STATUS_LABEL[d.status]}
      {d.lastError && d.status !== 'sent' ? <span class="desk-status__error">: {d.lastError}</span> : null}
    </span>
  );
}

const ESTIMATE_CHECK: Record<NonNullable<Lead['estimate']>['check'], string> = {
  matches: 'reproduced by the server',
  differs: 'not reproduced: the server works out other figures',
  'unknown-version': 'assumptions unknown to the server',
  'out-of-range': 'inputs outside the calculator limits',
};

/** The savings calculator's quote as the visitor saw it (issue 12). */
function Estimate({ estimate: e }: { estimate: NonNullable<Lead['estimate']> }) {
  return (
    <>
      {dollars(e.outputs.yearlyLow)} – {dollars(e.outputs.yearlyHigh)} a year for {e.inputs.loansPerMonth} loans a month
      {e.inputs.costPerLoan !== undefined ? ` at ${dollars(e.inputs.costPerLoan)} per loan` : ''}
      {e.outputs.daysSaved !== null ? `; ${e.outputs.daysSaved} days saved per loan` : ''} (assumptions {e.assumptionsVersion}, {ESTIMATE_CHECK[e.check]})
    </>
  );
}

function Details({ lead, onRetry, busy }: { lead: Lead; onRetry: () => void; busy: boolean }) {
  const a = lead.attribution;
  const utm = a?.utm ? Object.entries(a.utm).filter(([, v]) => v).map(([k, v]) => `${k}=${v}`).join(', ') : '';
  return (
    <dl class="desk-details">
      <dt>Message</dt>
      <dd class="desk-message">{lead.message || '—'}</dd>
      {lead.interests.length ? (<><dt>Interests</dt><dd>{lead.interests.join(', ')}</dd></>) : null}
      {a?.page ? (<><dt>Page</dt><dd>{a.page}</dd></>) : null}
      {a?.referrer ? (<><dt>Referrer</dt><dd>{a.referrer}</dd></>) : null}
      {utm ? (<><dt>UTM</dt><dd>{utm}</dd></>) : null}
      {a?.partnerOrigin ? (<><dt>Partner site</dt><dd>{a.partnerOrigin}</dd></>) : null}
      {lead.estimate ? (<><dt>Estimate</dt><dd><Estimate estimate={lead.estimate} /></dd></>) : null}
      {lead.consent ? (<><dt>Consent</dt><dd>Notice {lead.consent.noticeVersion}; keep informed: {lead.consent.optIn ? 'yes' : 'no'} ({when(lead.consent.at)})</dd></>) : null}
      <dt>Delivery</dt>
      <dd>
        <Status lead={lead} /> after {lead.delivery.attempts} {lead.delivery.attempts === 1 ? 'try' : 'tries'}
        {lead.delivery.status === 'failed' ? (
          <button type="button" class="desk-button desk-button--small" disabled={busy} onClick={onRetry}>Retry delivery</button>
        ) : null}
      </dd>
    </dl>
  );
}

export function Leads() {
  const [filter, setFilter] = useState<Filter>({ status: '', from: '', to: '', q: '' });
  const [applied, setApplied] = useState<Filter>(filter);
  const [list, setList] = useState<LeadList | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [status, setStatus] = useState('Loading leads…');
  const [busy, setBusy] = useState(false);

  const load = async (f: Filter) => {
    setStatus('Loading leads…');
    try {
      const r = await staffApi.get<LeadList>(rel(LEADS_PATH) + queryOf(f));
      setList(r);
      setStatus(`${r.total} ${r.total === 1 ? 'lead' : 'leads'}${r.data.length < r.total ? `, newest ${r.data.length} shown` : ''}.`);
    } catch (err) {
      setStatus(errorText(err));
    }
  };

  useEffect(() => {
    load(applied);
  }, [applied]);

  // What the fields hold now, even before the next render (a quick submit must not send an older filter).
  const latest = useRef(filter);
  const set = (k: keyof Filter) => (e: Event) => {
    latest.current = { ...latest.current, [k]: (e.currentTarget as HTMLInputElement).value };
    setFilter(latest.current);
  };

  const retry = async (id: string) => {
    setBusy(true);
    try {
      const r = await staffApi.post<RetryReply>(`${rel(LEADS_PATH)}/${encodeURIComponent(id)}/retry`, {});
      setList((l) => l && { ...l, data: l.data.map((x) => (x.id === id ? r.data : x)) });
      setStatus('Delivery queued again.');
    } catch (err) {
      setStatus(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = async () => {
    try {
      const csv = await staffApi.get<string>(rel(LEADS_CSV_PATH) + queryOf(applied), { as: 'text' });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus('CSV exported.');
    } catch (err) {
      setStatus(errorText(err));
    }
  };

  return (
    <section aria-labelledby="desk-leads-title">
      <h2 id="desk-leads-title" class="desk-h2">Leads</h2>
      <form
        class="desk-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied({ ...latest.current });
        }}
      >
        <div class="desk-field">
          <label for="desk-q">Search</label>
          <input id="desk-q" type="search" placeholder="Name, e-mail, subject, message" value={filter.q} onInput={set('q')} />
        </div>
        <div class="desk-field">
          <label for="desk-status">Delivery</label>
          <select id="desk-status" value={filter.status} onInput={set("status")} onChange={set("status")}>
            <option value="">Any</option>
            {Object.entries(STATUS_LABEL).map(([v, l]) => <option key={v} value={v}>{l}</option>)}
          </select>
        </div>
        <div class="desk-field">
          <label for="desk-from">From</label>
          <input id="desk-from" type="date" value={filter.from} onInput={set('from')} />
        </div>
        <div class="desk-field">
          <label for="desk-to">To</label>
          <input id="desk-to" type="date" value={filter.to} onInput={set('to')} />
        </div>
        <div class="desk-actions">
          <button class="desk-button" type="submit">Apply</button>
          <button class="desk-button desk-button--quiet" type="button" onClick={exportCsv}>Export CSV</button>
        </div>
      </form>
      <p class="desk-live" role="status" aria-live="polite">{status}</p>
      <ul class="desk-list">
        {(list?.data ?? []).map((l) => (
          <li key={l.id} class="desk-lead" data-lead-id={l.id}>
            <div class="desk-lead__head">
              <span class="desk-lead__name">{l.name || '(no name)'}</span>
              <Status lead={l} />
            </div>
            <div class="desk-lead__meta">
              <a href={`mailto:${l.email}`}>{l.email}</a>
              <span>{l.variant === 'chat' ? 'Chat' : 'Form'}{l.variant && l.variant !== 'chat' ? ` (${l.variant})` : ''}</span>
              <time dateTime={l.receivedAt}>{when(l.receivedAt)}</time>
            </div>
            {l.subject ? <div class="desk-lead__subject">{l.subject}</div> : null}
            {l.interests.length ? <div class="desk-lead__tags">{l.interests.map((t) => <span key={t} class="desk-tag">{t}</span>)}</div> : null}
            {l.attribution?.page ? <div class="desk-lead__page">From {l.attribution.page}</div> : null}
            <button
              type="button"
              class="desk-link"
              aria-expanded={open === l.id}
              aria-controls={`desk-lead-${l.id}`}
              onClick={() => setOpen(open === l.id ? null : l.id)}
            >
              {open === l.id ? 'Close' : 'Open'}
            </button>
            {open === l.id ? (
              <div id={`desk-lead-${l.id}`}>
                <Details lead={l} busy={busy} onRetry={() => retry(l.id)} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

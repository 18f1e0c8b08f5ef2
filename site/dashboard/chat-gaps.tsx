// Questions the chatbot could not answer and answers visitors marked
// unhelpful (GET CHAT_GAPS_PATH, built by the chatbot's issue): what to add
// to the knowledge next.
import { useEffect, useState } from 'react';
import { ApiError } from '../../widgets/kit/api';
import { CHAT_GAPS_PATH } from '../../contract/lead-desk';
import type { ChatGapList } from '../../contract/api/staff';
import { errorText, rel, staffApi } from './client';

export function ChatGaps() {
  const [list, setList] = useState<ChatGapList | null>(null);
  const [status, setStatus] = useState('Loading chat questions…');

  useEffect(() => {
    staffApi
      .get<ChatGapList>(rel(CHAT_GAPS_PATH))
      .then((r) => {
        setList(r);
        setStatus(`${r.total} ${r.total === 1 ? 'question' : 'questions'} to look at.`);
      })
      .catch((err) => setStatus(err instanceof ApiError && err.status === 404 ? 'Chat questions are not recorded on this server yet.' : errorText(err)));
  }, []);

  return (
    <section aria-labelledby="desk-gaps-title">
      <h2 id="desk-gaps-title" class="desk-h2">Chat questions</h2>
      <p class="desk-live" role="status" aria-live="polite">{status}</p>
      <ul class="desk-list">
        {(list?.data ?? []).map((g) => (
          <li key={g.id} class="desk-lead" data-gap-id={g.id}>
            <div class="desk-lead__head">
              <span class="desk-lead__name">{g.question}</span>
              <span class={`desk-status desk-status--${g.reason === 'fallback' ? 'retrying' : 'failed'}`}>{g.reason === 'fallback' ? 'No answer' : 'Thumbs down'}</span>
            </div>
            {g.previous ? <p class="desk-message">After: {g.previous}</p> : null}
            {g.answer ? <p class="desk-message">Answered: {g.answer}</p> : null}
            <div class="desk-lead__meta">
              {g.pageUrl ? <span>On {g.pageUrl}</span> : null}
              <time dateTime={g.createdAt}>{new Date(g.createdAt).toLocaleString()}</time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

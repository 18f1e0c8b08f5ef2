// Blogs staff registered (BlogRegistration), with who registered each.
import { useEffect, useState } from 'react';
import { BLOGS_PATH } from '../../contract/lead-desk';
import type { BlogList } from '../../contract/api/staff';
import { errorText, rel, staffApi } from './client';

export function Blogs() {
  const [list, setList] = useState<BlogList | null>(null);
  const [status, setStatus] = useState('Loading blogs…');
  useEffect(() => {
    staffApi
      .get<BlogList>(rel(BLOGS_PATH))
      .then((r) => {
        setList(r);
        setStatus(`${r.data.length} registered ${r.data.length === 1 ? 'blog' : 'blogs'}.`);
      })
      .catch((err) => setStatus(errorText(err)));
  }, []);
  return (
    <section aria-labelledby="desk-blogs-title">
      <h2 id="desk-blogs-title" class="desk-h2">Blogs</h2>
      <p class="desk-live" role="status" aria-live="polite">{status}</p>
      <ul class="desk-list">
        {(list?.data ?? []).map((b) => (
          <li key={b.id} class="desk-lead">
            <div class="desk-lead__head">
              <a class="desk-lead__name" href={b.url} rel="noopener noreferrer" target="_blank">{b.name}</a>
            </div>
            <div class="desk-lead__meta">
              <span>by {b.author}</span>
              <span>registered by {b.registeredBy}</span>
              <time dateTime={b.registeredAt}>{new Date(b.registeredAt).toLocaleDateString()}</time>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

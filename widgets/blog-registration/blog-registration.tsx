/**
 * <bfsi-blog-registration>: the 'Register Your Blog' form (SPEC §2
 * BlogRegistration, §4 Blog form, §5, §8). Needs a signed-in staff member:
 * the access token saved by <bfsi-login> in localStorage.
 *
 * Attributes, events, parts and custom properties: contract/element-docs.ts.
 */
import { useMemo, useState } from 'react';
import { apiFor, ApiError } from '../kit/api';
import { emit } from '../kit/emit';
import { useToasts } from '../kit/toast';
import type { WidgetProps } from '../kit/element';
import { useWork } from '../kit/use-work';
import { createBlog } from './create-blog';
import { BLOG_MESSAGES as M } from './messages';

let instances = 0;

export function BlogRegistration({ host }: WidgetProps) {
  const api = useMemo(() => apiFor(host), [host]);
  const { show, view } = useToasts();
  const ids = useMemo(() => `bfsi-blog-${++instances}`, []);
  const [blogName, setBlogName] = useState('');
  const [blogUrl, setBlogUrl] = useState('');
  const [authorName, setAuthorName] = useState('');
  const [submitting, setSubmitting] = useState(false);
  /** Removing the element aborts a pending request at once. */
  const work = useWork();

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (submitting) return;
    // SPEC §5: only non-emptiness is checked; the url type is the only format hint.
    if (!blogName.trim() || !blogUrl.trim() || !authorName.trim()) {
      show({ severity: 'error', summary: M.required, key: 'blog' });
      return;
    }
    setSubmitting(true);
    try {
      await work.run((signal) => createBlog(api, { BlogName: blogName, BlogUrl: blogUrl, AuthorName: authorName }, signal));
      show({ severity: 'success', summary: M.success, key: 'blog' });
      setBlogName('');
      setBlogUrl('');
      setAuthorName('');
      emit(host, 'bfsi-blog-registered', { blogName });
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      if (e?.status === 401) show({ severity: 'error', summary: M.sessionExpired, key: 'blog' });
      else if (e?.status === 0) show({ severity: 'error', summary: M.failed, detail: M.unreachable, key: 'blog' });
      else show({ severity: 'error', summary: M.failed, detail: e?.message, key: 'blog' });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (
    key: string,
    label: string,
    value: string,
    set: (v: string) => void,
    extra: { type?: 'text' | 'url'; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <div class="bfsi-field">
      <label class="bfsi-label" for={`${ids}-${key}`}>
        {label}
      </label>
      <input
        id={`${ids}-${key}`}
        name={key}
        class="bfsi-input"
        // Preact's types narrow <input> by a literal type; both are plain text boxes here.
        type={(extra.type ?? 'text') as 'text'}
        placeholder={extra.placeholder}
        autoComplete={extra.autoComplete ?? 'off'}
        required
        value={value}
        onInput={(e) => set((e.currentTarget as HTMLInputElement).value)}
      />
    </div>
  );

  return (
    <div class="bfsi bfsi-blog">
      {/* noValidate: SPEC §5 wants the 'All Fields are required' toast, not the browser's bubbles. */}
      <form part="form" class="bfsi-blog__form" noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-title`}>
        <h2 class="bfsi-blog__title" id={`${ids}-title`}>
          Register Your Blog
        </h2>
        {field('blogName', 'Blog Name', blogName, setBlogName)}
        {field('blogUrl', 'Blog URL', blogUrl, setBlogUrl, { type: 'url', placeholder: 'https://www.example.com/blog', autoComplete: 'url' })}
        {field('authorName', 'Author Name', authorName, setAuthorName, { autoComplete: 'name' })}
        <button part="button" type="submit" class="bfsi-button bfsi-blog__submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? (
            <>
              <span class="bfsi-spinner" aria-hidden="true" />
              Registering...
            </>
          ) : (
            'Register Blog'
          )}
        </button>
      </form>
      {view}
    </div>
  );
}

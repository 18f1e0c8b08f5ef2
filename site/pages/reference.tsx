// A reference section (the partner guide): prose with `code` spans, snippets
// with a copy button, and a table. The snippets are prerendered; the copy
// buttons work once the page has hydrated.
import { useState } from 'react';
import type { GuideCode, GuideSection } from '../../content/partner-guide';

/** 'Use `bfsi()` here' → text and <code> runs. */
function Inline({ text }: { text: string }) {
  const parts = text.split('`');
  return <>{parts.map((p, i) => (i % 2 ? <code key={i}>{p}</code> : p))}</>;
}

function Snippet({ code, id }: { code: GuideCode; id: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(code.text).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => undefined,
    );
  };
  return (
    <figure class="snippet">
      <figcaption class="snippet__label" id={id}>
        {code.label}
      </figcaption>
      <pre class="snippet__code" tabIndex={0} aria-labelledby={id}>
        <code>{code.text}</code>
      </pre>
      <button type="button" class="btn btn--ghost snippet__copy" onClick={copy} aria-describedby={id}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span class="sr-only" role="status">
        {copied ? `${code.label} copied` : ''}
      </span>
    </figure>
  );
}

export function Reference({ section, level }: { section: GuideSection; level: 1 | 2 }) {
  const H = level === 1 ? 'h1' : 'h2';
  return (
    <section id={section.id} class="block reference-block">
      <div class="block__inner">
        <H>{section.heading}</H>
        {section.paragraphs?.map((p, i) => (
          <p key={i}>
            <Inline text={p} />
          </p>
        ))}
        {section.code?.map((c, i) => <Snippet key={i} code={c} id={`${section.id}-snippet-${i}`} />)}
        {section.table ? (
          <div class="table-scroll" tabIndex={0} role="region" aria-label={`${section.heading}: reference`}>
            <table class="reference-table">
              <thead>
                <tr>
                  {section.table.head.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.table.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j}>
                        <Inline text={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The heavy renderers, each library fetched the first time a page needs it: highlight.js for code blocks and
 * KaTeX for equations. Until then (and if the load fails) the plain text stays readable.
 */
import type HljsApi from 'highlight.js';
import type KatexApi from 'katex';
import { useEffect, useRef, useState } from 'preact/hooks';
import './highlight.css';

type Hljs = typeof HljsApi;
let hljs: Promise<Hljs> | undefined;
const loadHljs = () => (hljs ??= import('highlight.js/lib/common').then((m) => m.default));

export function CodeBlock({ code, language }: { code: string; language: string | undefined }) {
  const el = useRef<HTMLElement>(null);
  const [label, setLabel] = useState(language);
  useEffect(() => {
    let current = true;
    const target = el.current;
    if (target === null) return;
    // Preact does not own the element's children: the text goes in here, and highlight.js replaces it.
    target.textContent = code;
    void loadHljs()
      .then((h) => {
        if (!current) return;
        const known = language !== undefined && h.getLanguage(language) !== undefined;
        // Escaped by highlight.js: the text becomes spans, never markup of its own.
        const result = known ? h.highlight(code, { language }) : h.highlightAuto(code);
        target.innerHTML = result.value;
        target.classList.add('hljs');
        setLabel(known ? language : result.language);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, language]);
  return (
    <figure class="code-block">
      {label && <figcaption class="code-language">{label}</figcaption>}
      <pre tabIndex={0} aria-label={label ? `Code (${label})` : 'Code'}>
        <code ref={el} data-language={language} />
      </pre>
    </figure>
  );
}

type Katex = typeof KatexApi;
let katex: Promise<Katex> | undefined;
const loadKatex = () =>
  (katex ??= Promise.all([import('katex'), import('./katex-style.ts')]).then(([m]) => m.default));

export function MathBlock({ tex }: { tex: string }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    const target = el.current;
    if (target === null) return;
    target.textContent = tex;
    void loadKatex()
      .then((k) => {
        // throwOnError false: a typo shows in red in place, the page goes on.
        if (current) k.render(tex, target, { throwOnError: false, displayMode: true, trust: false });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [tex]);
  return <div class="math-block" ref={el} role="math" aria-label={tex} />;
}

/**
 * A CODE task's editor: a plain textarea at once (usable while CodeMirror loads, or if it cannot load), then
 * CodeMirror 6 with the task's language in its place, keeping what was typed. Keyboard: Tab indents inside the
 * editor; Escape then Tab moves on to the next control.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

export function CodeEditor({
  id,
  label,
  value,
  language,
  readOnly,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  language: string;
  readOnly: boolean;
  onChange: (text: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  // The latest text and handler, read by the editor created once (typing re-renders the card, not the editor).
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useEffect(() => {
    let destroyed = false;
    let destroy: (() => void) | undefined;
    import('./codemirror-setup.ts').then(
      ({ createEditor }) => {
        if (destroyed || host.current === null) return;
        const view = createEditor({
          parent: host.current,
          doc: latest.current.value,
          language,
          readOnly,
          attributes: {
            'aria-labelledby': `${id}-label`,
            'aria-describedby': `${id}-keys`,
            ...(readOnly && { 'aria-readonly': 'true' }),
          },
          onChange: (text) => latest.current.onChange(text),
        });
        destroy = () => view.destroy();
        setReady(true);
      },
      // The chunk could not load (offline, old browser): the textarea stays, which is a working editor.
      () => undefined,
    );
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [id, language, readOnly]);

  return (
    <div class="field">
      <label id={`${id}-label`} for={ready ? undefined : id}>
        {label} <span class="code-language">({language})</span>
      </label>
      {!ready && (
        <textarea
          id={id}
          class="code-fallback"
          value={value}
          readOnly={readOnly}
          spellcheck={false}
          aria-describedby={`${id}-keys`}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
      )}
      <div ref={host} class="code-editor" hidden={!ready} />
      <p class="hint" id={`${id}-keys`}>
        {ready ? 'Tab indents; press Escape then Tab to leave the editor.' : 'Loading the code editor…'}
      </p>
    </div>
  );
}

/**
 * The code editor itself: CodeMirror 6 with the task's language. Its own chunk, imported by code-editor.tsx
 * only when a CODE task is shown, so the first load of the app never carries it.
 */
import { indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { basicSetup, EditorView } from 'codemirror';

export interface EditorOptions {
  parent: HTMLElement;
  doc: string;
  language: string;
  readOnly: boolean;
  /** ARIA attributes of the editable area (its name and description). */
  attributes: Record<string, string>;
  onChange: (text: string) => void;
}

function languageOf(name: string): Extension {
  const lower = name.toLowerCase();
  if (lower.startsWith('python')) return python();
  if (lower === 'typescript' || lower === 'ts') return javascript({ typescript: true });
  if (lower === 'javascript' || lower === 'js' || lower.startsWith('node')) return javascript();
  return [];
}

export function createEditor(options: EditorOptions): EditorView {
  return new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        // CodeMirror arms that escape only when no key binding takes the Escape, and closing a completion (even
        // one still being computed) does. This binding comes first, ahead of basicSetup's at the same
        // precedence, and arms it on every Escape; returning false lets the completion close as usual.
        Prec.highest(
          keymap.of([
            {
              key: 'Escape',
              run: (view) => {
                view.setTabFocusMode(2000);
                return false;
              },
            },
          ]),
        ),
        basicSetup,
        // Tab indents, as code needs; Escape then Tab leaves the editor (CodeMirror's tab-focus escape), so the
        // keyboard is never trapped.
        keymap.of([indentWithTab]),
        languageOf(options.language),
        // Long lines wrap: the editor then never scrolls on its own (a scrolling region would need a tab stop
        // of its own to be reachable by keyboard), and a phone shows the whole line.
        EditorView.lineWrapping,
        EditorState.readOnly.of(options.readOnly),
        EditorView.contentAttributes.of(options.attributes),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
}

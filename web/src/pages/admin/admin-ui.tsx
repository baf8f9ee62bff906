/**
 * Pieces every admin page shares: the organization being run, the way back to the overview, a value shown
 * once (a new token or signing secret) with a copy button, and a two-step confirmation for what cannot be undone.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Link } from '../../router.tsx';
import { useSession } from '../../session.tsx';
import './admin.css';

/** The organization the admin works in; the route guard has already made sure there is one they run. */
export function useOrgId(): number {
  const { org } = useSession();
  return org?.org_id ?? 0;
}

/** The submit and cancel buttons of a create form, the submit one saying while it works. */
export function CreateButtons({
  label,
  pending,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div class="button-row">
      <button type="submit" disabled={pending}>
        {pending ? 'Creating…' : label}
      </button>
      <button type="button" class="button-secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

export function BackToAdmin() {
  return (
    <p class="admin-back">
      <Link href="/admin">← Administration</Link>
    </p>
  );
}

/** API dates are UTC `YYYY-MM-DD HH:MM:SS` [CONTRACT 1]; said so, since the reader may be elsewhere. */
export function ApiDate({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined) return <span class="muted">never</span>;
  return <time dateTime={`${value.replace(' ', 'T')}Z`}>{value} UTC</time>;
}

/**
 * A secret the service returns once (API token, webhook signing secret): a read-only field that takes focus,
 * a copy button, and a plain warning that it will not be shown again.
 */
export function ShownOnce({
  id,
  label,
  value,
  onDone,
}: {
  id: string;
  label: string;
  value: string;
  onDone: () => void;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>(undefined);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [value]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      // Without clipboard access the text is selected, ready for the keyboard's copy.
      field.current?.select();
      setCopied('no');
    }
  };
  return (
    <section class="notice notice-warn shown-once" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} class="shown-once-title">
        {label}
      </h2>
      <p id={`${id}-warning`}>
        <strong>Copy it now: you will not see it again.</strong> Only a fingerprint is kept; if it is lost,
        make a new one.
      </p>
      <div class="copy-row">
        <label class="visually-hidden" for={id}>
          {label}
        </label>
        <input
          id={id}
          ref={field}
          class="secret-value"
          readOnly
          value={value}
          aria-describedby={`${id}-warning`}
          spellcheck={false}
          autocomplete="off"
        />
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p role="status" class="hint">
        {copied === 'yes'
          ? 'Copied to the clipboard.'
          : copied === 'no'
            ? 'Selected: press Ctrl+C to copy.'
            : ''}
      </p>
      <button type="button" class="button-secondary" onClick={onDone}>
        I have stored it
      </button>
    </section>
  );
}

/**
 * A destructive action asked for twice: the first button opens an inline question (focused, so a screen
 * reader reads it) with the real action and a way out. No modal, nothing a keyboard cannot reach.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  pending,
  onConfirm,
  danger = true,
}: {
  label: string;
  question: ComponentChildren;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => Promise<boolean> | void;
  danger?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking) box.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button
        type="button"
        class={danger ? 'button-secondary button-danger-outline' : 'button-secondary'}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <div class="confirm" role="group" aria-label={label} tabIndex={-1} ref={box}>
      <p>{question}</p>
      <div class="button-row">
        <button
          type="button"
          class={danger ? 'button-danger' : undefined}
          disabled={pending}
          onClick={() =>
            void Promise.resolve(onConfirm()).then((ok) => {
              if (ok !== false) setAsking(false);
            })
          }
        >
          {confirmLabel}
        </button>
        <button type="button" class="button-secondary" onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** Previous/next over a `{items, total, limit, offset}` list [CONTRACT 1]; hidden when one page holds all. */
export function Pager({
  label,
  offset,
  limit,
  total,
  onOffset,
}: {
  label: string;
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  if (total <= limit && offset === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav class="pager" aria-label={`${label} pages`}>
      <button
        type="button"
        class="button-secondary"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - limit))}
      >
        Previous page
      </button>
      <span>
        {total === 0 ? 0 : offset + 1}–{last} of {total}
      </span>
      <button
        type="button"
        class="button-secondary"
        disabled={last >= total}
        onClick={() => onOffset(offset + limit)}
      >
        Next page
      </button>
    </nav>
  );
}

/**
 * A button that asks before it acts: a modal `<dialog>` (focus moves into it and comes back, Escape cancels)
 * naming what will happen, with the confirming button labelled by the action.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

export function ConfirmButton({
  label,
  title,
  confirmLabel,
  onConfirm,
  disabled,
  danger = true,
  children,
}: {
  /** The button's accessible name (e.g. "Delete announcement Exam moved"). */
  label: string;
  /** The question the dialog asks. */
  title: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  danger?: boolean;
  /** What the button shows; the label when absent. */
  children?: ComponentChildren;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        class={danger ? 'button-danger' : 'button-secondary'}
        aria-label={label}
        disabled={disabled}
        onClick={() => dialog.current?.showModal()}
      >
        {children ?? label}
      </button>
      <dialog ref={dialog} class="teach-dialog" aria-label={title}>
        <form method="dialog">
          <p class="teach-dialog-title">{title}</p>
          <div class="teach-row">
            <button
              type="submit"
              class={danger ? 'button-danger' : ''}
              onClick={(event) => {
                event.preventDefault();
                dialog.current?.close();
                onConfirm();
              }}
            >
              {confirmLabel}
            </button>
            <button type="submit" class="button-secondary" autofocus>
              Cancel
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

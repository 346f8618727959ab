import { css, type SerializedStyles } from '@emotion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { color } from './theme';

const base = css`
  box-sizing: border-box;
  max-width: none;
  max-height: none;
  border: 0;
  padding: 20px;
  background: ${color('surface')};
  color: ${color('text')};
  &::backdrop {
    background: rgba(0, 0, 0, 0.6);
  }
`;

export interface ModalDialogProps {
  /** Its accessible name: the id of its visible title, or a label when it has none. */
  labelledBy?: string;
  label?: string;
  /**
   * Escape (and a tap on the backdrop, with `closeOnBackdrop`) asks to close; returning false keeps it
   * open. Without it the dialog must be answered (Escape does nothing).
   */
  onCancel?: () => boolean | void;
  closeOnBackdrop?: boolean;
  style?: SerializedStyles;
  testId?: string;
  children: ReactNode;
}

/**
 * The one modal dialog: the native `<dialog>` opened with showModal, which keeps focus inside, makes
 * the page behind inert and turns Escape into a cancel. It is open while mounted, and focus goes back
 * to whatever had it before (the opener) when it unmounts.
 */
export function ModalDialog({ labelledBy, label, onCancel, closeOnBackdrop, style, testId, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    mounted.current = true;
    element.showModal();
    return () => {
      mounted.current = false;
      element.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      css={[base, style]}
      aria-labelledby={labelledBy}
      aria-label={label}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
      // A browser may close a dialog past a prevented cancel (repeated Escape): one that must be
      // answered opens again, one that may be dismissed is dismissed.
      onClose={() => {
        if (!mounted.current) return;
        if (!onCancel || onCancel() === false) dialog.current?.showModal();
      }}
      onClick={(event) => {
        // A tap on the backdrop reaches the dialog itself, outside the box it draws.
        if (!closeOnBackdrop || event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onCancel?.();
      }}
    >
      {children}
    </dialog>
  );
}

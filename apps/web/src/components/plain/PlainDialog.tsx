import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  testId?: string;
  /** A side sheet (the phone menu) instead of a centred box. */
  sheet?: boolean;
  /** The name of the close button in the title row; none without it (a question is answered by its buttons). */
  closeLabel?: string;
}

/**
 * A modal dialog without antd (issue 16: the signed-in shell loads no antd), on the browser's own `<dialog>`: while it
 * is open the page behind is inert, Tab stays inside, Escape closes it and focus goes back to what opened it.
 */
export function PlainDialog({ open, onClose, title, children, footer, className, testId, sheet = false, closeLabel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={['plain-dialog', sheet && 'plain-sheet', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      // A click on the backdrop (the dialog element itself, outside its box) closes it too.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      data-testid={testId}
    >
      {/* Its content exists only while it is open (a closed menu drawer holds no second copy of the menus). */}
      {open && (
        <div className="plain-dialog-box">
          <div className="plain-dialog-head">
            <h2 id={titleId} className="plain-dialog-title">
              {title}
            </h2>
            {closeLabel && (
              <button type="button" className="plain-dialog-close" aria-label={closeLabel} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="plain-dialog-body">{children}</div>
          {footer && <div className="plain-dialog-footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

interface ConfirmProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  onOk: () => unknown;
  onCancel: () => void;
  okTestId?: string;
  cancelTestId?: string;
}

/** A question with OK and Cancel (antd's modal.confirm without antd): OK waits for its action while it runs. */
export function ConfirmDialog({ open, title, content, okText, cancelText, onOk, onCancel, okTestId, cancelTestId }: ConfirmProps) {
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    setBusy(true);
    try {
      await onOk();
    } finally {
      setBusy(false);
    }
  };
  return (
    <PlainDialog
      open={open}
      onClose={onCancel}
      title={title}
      className="plain-confirm"
      footer={
        <>
          <button type="button" className="plain-button" onClick={onCancel} data-testid={cancelTestId}>
            {cancelText}
          </button>
          <button type="button" className="plain-button plain-button-primary" onClick={() => void ok()} disabled={busy} aria-busy={busy} data-testid={okTestId}>
            {okText}
          </button>
        </>
      }
    >
      {content}
    </PlainDialog>
  );
}

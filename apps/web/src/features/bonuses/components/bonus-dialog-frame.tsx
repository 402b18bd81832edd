'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../../components/ui/icons';

/**
 * A modal of the bonus feature (native <dialog>, showModal: the page behind is inert, focus
 * moves in and returns to where it was on close; Escape closes).
 */
export function BonusDialogFrame({
  title,
  closeLabel,
  onClose,
  children,
  testId,
  wide = false,
}: {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[95dvh] w-[calc(100%-1.5rem)] overflow-hidden rounded-xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60 ${wide ? 'max-w-xl' : 'max-w-md'}`}
    >
      {/* One scroll container holding the close button, so keyboard users can scroll it. */}
      <div className="max-h-[95dvh] overflow-y-auto overscroll-contain">
        <div className="sticky top-0 z-10 flex items-center gap-3 border-b border-line bg-surface px-5 py-3">
          <h2 id={titleId} className="min-w-0 flex-1 text-lg font-extrabold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="grid size-9 shrink-0 place-items-center rounded-md text-muted hover:bg-subtle hover:text-ink"
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="px-5 py-5">{children}</div>
      </div>
    </dialog>
  );
}

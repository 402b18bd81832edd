'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A header button with a popover panel (disclosure pattern): aria-expanded on the button,
 * Escape and a click outside close it, focus returns to the button.
 */
export function HeaderPopover({
  button,
  buttonClassName,
  children,
  align = 'end',
}: {
  button: ReactNode;
  buttonClassName: string;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {button}
      </button>
      <div
        id={id}
        hidden={!open}
        className={`absolute top-full z-50 mt-2 w-60 rounded-lg bg-surface p-1.5 text-ink shadow-2xl ring-1 ring-line ${
          align === 'end' ? 'end-0' : 'start-0'
        }`}
      >
        {open && children(() => setOpen(false))}
      </div>
    </div>
  );
}

export const popoverItemClass =
  'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-start text-sm font-semibold hover:bg-subtle aria-[current=true]:bg-subtle';

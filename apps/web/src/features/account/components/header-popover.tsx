'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { earlyPressReady } from '../../../lib/early-press';
import { HeaderPopoverView } from './header-popover-view';

/**
 * A header button with a popover panel (disclosure pattern): aria-expanded on the button,
 * Escape and a click outside close it, focus returns to the button.
 */
export function HeaderPopover({
  button,
  buttonClassName,
  children,
  align = 'end',
  earlyPress,
}: {
  button: ReactNode;
  buttonClassName: string;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  /** On screen before its code: a press until then is kept and replayed (`early-press`), under
   * this name, the one its server placeholder's button carries. */
  earlyPress?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (earlyPress !== undefined) earlyPressReady(trigger.current);
  }, [earlyPress]);

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
    <HeaderPopoverView
      open={open}
      button={button}
      buttonClassName={buttonClassName}
      align={align}
      earlyPress={earlyPress}
      panelId={id}
      rootRef={root}
      triggerRef={trigger}
      onToggle={() => setOpen((value) => !value)}
    >
      {open && children(() => setOpen(false))}
    </HeaderPopoverView>
  );
}

export const popoverItemClass =
  'flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-start text-sm font-semibold hover:bg-subtle aria-[current=true]:bg-subtle';

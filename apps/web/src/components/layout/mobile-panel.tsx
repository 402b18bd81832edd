'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { type PanelName, setOpenPanel, useOpenPanel } from './panel-store';

/**
 * Wraps a sidebar so narrow layouts can slide it in: the side menu below the mobile
 * breakpoint, the bet slip below `lg`. Closes on navigation and Escape; focus moves into the
 * panel on open and back to the toggle on Escape. Wide layouts show the sidebar in place and
 * ignore the open state (the classes come from the layout).
 */
export function MobilePanel({
  panel,
  id,
  className,
  children,
}: {
  panel: PanelName;
  id: string;
  className: string;
  children: ReactNode;
}) {
  const open = useOpenPanel() === panel;
  const pathname = usePathname();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setOpenPanel(null);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    // Focus forces a layout of the whole page: after the frame that shows the panel is painted
    // (decision 0053).
    const cancelFocus = afterNextPaint(() => ref.current?.focus());
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape in a dialog over the panel (the custom-bet editor, say) closes only the dialog.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      setOpenPanel(null);
      document.querySelector<HTMLElement>(`[aria-controls="${id}"]:not([hidden])`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelFocus();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, id]);

  return (
    <div id={id} ref={ref} tabIndex={-1} data-open={open} className={className}>
      {children}
    </div>
  );
}

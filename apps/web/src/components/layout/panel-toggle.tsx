'use client';

import type { ReactNode } from 'react';
import { type PanelName, togglePanel, useOpenPanel } from './panel-store';

/** A button that opens or closes a slide-in panel (`aria-expanded`, `aria-controls`). */
export function PanelToggle({
  panel,
  controls,
  className,
  children,
  label,
}: {
  panel: PanelName;
  controls: string;
  className: string;
  children: ReactNode;
  label?: string;
}) {
  const open = useOpenPanel() === panel;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={label}
      onClick={() => togglePanel(panel)}
      className={className}
    >
      {children}
    </button>
  );
}

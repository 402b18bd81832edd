import type { ReactNode, Ref } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons';

/**
 * The "Bet builder" toggle's markup, drawn by the island (`BetBuilderToggle`, with the builder
 * under it) and, until that island has hydrated, by the match page in its place (decision 0084):
 * the same markup, closed, so nothing moves when the island takes over. No hooks: it renders on
 * the server and in the island alike. A press on either is kept and replayed (`early-press`).
 */
export function BetBuilderToggleView({
  title,
  tagline,
  open,
  panelId,
  onToggle,
  buttonRef,
  children,
}: {
  title: string;
  tagline: string;
  open: boolean;
  panelId?: string;
  onToggle?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The builder, once opened. */
  children?: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        data-early-press="bet-builder"
        className="group flex h-11 items-center gap-3 rounded-lg border border-line bg-surface px-3 text-start hover:bg-subtle aria-busy:cursor-progress aria-expanded:border-brand"
      >
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-md bg-brand text-[11px] font-extrabold text-white"
        >
          BB
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-[13.5px] font-bold">{title}</span>
          <span className="block truncate text-xs text-muted">{tagline}</span>
        </span>
        <ChevronDownIcon
          size={16}
          className="shrink-0 text-faint transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

import type { ReactNode, Ref } from 'react';
import { languageButtonClass, popoverPanelClass } from './header-classes';

// The markup of a header button with its popover panel, without hooks: `HeaderPopover` renders
// it with its state, and the server renders it closed as the language switch's placeholder
// (decision 0084), so the two cannot drift apart (a test renders both).

export function HeaderPopoverView({
  open,
  button,
  buttonClassName,
  align,
  earlyPress,
  panelId,
  rootRef,
  triggerRef,
  onToggle,
  children,
}: {
  open: boolean;
  button: ReactNode;
  buttonClassName: string;
  align: 'start' | 'end';
  earlyPress?: string;
  /** The panel's id, which the button controls (the island's; the placeholder has none). */
  panelId?: string;
  rootRef?: Ref<HTMLDivElement>;
  triggerRef?: Ref<HTMLButtonElement>;
  onToggle?: () => void;
  /** The panel's content, drawn only while open. */
  children?: ReactNode;
}) {
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        data-early-press={earlyPress}
        className={buttonClassName}
      >
        {button}
      </button>
      <div id={panelId} hidden={!open} className={popoverPanelClass(align)}>
        {open && children}
      </div>
    </div>
  );
}

/** The language switch's button: the language in words for screen readers, the code on screen. */
export function languageSwitchButton(label: string, locale: string) {
  return {
    buttonClassName: languageButtonClass,
    button: (
      <>
        <span className="sr-only">{label}: </span>
        {locale}
      </>
    ),
  };
}

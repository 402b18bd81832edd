/** The header's quiet buttons (sign-in, the account menu's trigger). */
export const headerGhostClass =
  'flex h-9 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-semibold text-white hover:bg-white/10 aria-busy:cursor-progress aria-expanded:bg-white/10 sm:px-3 sm:text-sm';

/** The header's Sign up link. */
export const headerSignUpClass =
  'flex h-9 items-center rounded-md bg-accent px-2.5 text-[13px] font-bold whitespace-nowrap text-ink hover:bg-accent-strong aria-busy:cursor-progress sm:px-3.5 sm:text-sm';

/** The language switch's button (header and footer). */
export const languageButtonClass =
  'flex h-9 items-center rounded-md px-2 text-[13px] font-bold uppercase text-white/80 hover:bg-white/10 hover:text-white aria-busy:cursor-progress aria-expanded:bg-white/10 sm:text-sm';

/** The popover panel below a header button (`HeaderPopover`). */
export const popoverPanelClass = (align: 'start' | 'end') =>
  `absolute top-full z-50 mt-2 w-60 rounded-lg bg-surface p-1.5 text-ink shadow-2xl ring-1 ring-line ${
    align === 'end' ? 'end-0' : 'start-0'
  }`;

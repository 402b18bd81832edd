/** The header's quiet buttons (sign-in, the account menu's trigger). */
export const headerGhostClass =
  'flex h-9 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-semibold text-white hover:bg-white/10 aria-expanded:bg-white/10 sm:px-3 sm:text-sm';

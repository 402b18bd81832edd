import type { IslandNamespace } from '../../../lib/i18n/client-messages';

/** The slip's texts: loaded with its body (the document carries only the shell's, 0077). */
export const SLIP_TEXTS: readonly IslandNamespace[] = ['betSlip'];

// Paths of the browsing pages (spec section 2), without base path and locale.

export const HOME_PATH = '/';
export const LIVE_PATH = '/live';
export const ESPORTS_PATH = '/cybersport';

export const sportPath = (sportKey: string) => `/${sportKey}`;

/** Category, league and match pages all sit at `/{sport}/{slug}`. */
export const catalogItemPath = (sportKey: string, slug: string) => `/${sportKey}/${slug}`;

/**
 * Match slugs end in a number (`arsenal-chelsea-1042`); a category or league slug usually does
 * not, but may (`ligue-1`), so a number only decides which lookup runs first.
 */
export const looksLikeMatchSlug = (slug: string) => /\d$/.test(slug);

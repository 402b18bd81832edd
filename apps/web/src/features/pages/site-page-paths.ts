// Where each site page lives (decision 0044): the information pages of spec section 2 have
// routes of their own, every other page (custom ones, terms, help centre) is under /pages.

/** Pages with a route of their own in spec section 2's route list. */
export const OWN_ROUTE_SLUGS = ['general-rules', 'about', 'init-sportsbook'] as const;

export function hasOwnRoute(slug: string): boolean {
  return (OWN_ROUTE_SLUGS as readonly string[]).includes(slug);
}

/** The path of a page inside the base, without locale: `/about`, `/pages/weekend-offer`. */
export function sitePagePath(slug: string): string {
  return hasOwnRoute(slug) ? `/${slug}` : `/pages/${slug}`;
}

/**
 * The continue target of /init-sportsbook: a path on the sportsbook given by the platform, else
 * the home page. Only `/…` paths inside the site; `//host` and anything else go home.
 */
export function continuePath(to: string | string[] | undefined): string {
  const value = Array.isArray(to) ? to[0] : to;
  if (!value || !/^\/(?![/\\])[\w\-./?=&%#~]*$/.test(value)) return '/';
  return value;
}

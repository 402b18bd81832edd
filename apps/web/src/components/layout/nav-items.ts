/** Whether a nav item is the current section: home only on the home page, others by prefix. */
export function isActivePath(current: string, itemHref: string, homeHref: string): boolean {
  if (itemHref === homeHref) return current === homeHref;
  return current === itemHref || current.startsWith(`${itemHref}/`);
}

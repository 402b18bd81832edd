// The addresses outside the sportsbook's prefix (spec section 2): on an operator's platform these
// are the platform's own pages; run on its own, the sportsbook leads them to its stored pages and
// to its wallet screens (decision 0044). Read by next.config, so nothing here imports the app.
import type { NextConfig } from 'next';

type Redirect = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>[number];

/** Outside address → the path inside the base, without locale. */
export const OUTSIDE_LINKS: Readonly<Record<string, string>> = {
  '/terms-and-conditions': '/pages/terms-and-conditions',
  '/help-center': '/pages/help-center',
  '/profile/wallet/deposit': '/?modal=deposit',
  '/profile/wallet/transactions': '/account/transactions',
};

/**
 * next.config redirects: to the page in the visitor's language (the `locale` cookie next-intl
 * keeps), else in the default one. Temporary (307): the platform may take an address over.
 */
export function outsideLinkRedirects(basePath: string): Redirect[] {
  // The icon sprite call of spec section 7 (`/fe-api/icons.svg?version=…`) is served under the
  // base; Next.js rewrites only inside it, so the address outside redirects, query kept.
  const frontEndApi: Redirect = {
    source: '/fe-api/:path*',
    basePath: false,
    destination: `${basePath}/fe-api/:path*`,
    permanent: false,
  };
  return [
    frontEndApi,
    ...Object.entries(OUTSIDE_LINKS).flatMap(([source, target]) => {
      const [path = '/', query] = target.split('?');
      const inside = (locale: string) =>
        `${basePath}${locale}${path === '/' ? '' : path}${query ? `?${query}` : ''}`;
      return [
        {
          source,
          basePath: false as const,
          has: [
            { type: 'cookie' as const, key: 'locale', value: '(?<locale>[a-z]{2}(?:-[A-Z]{2})?)' },
          ],
          destination: inside('/:locale'),
          permanent: false,
        },
        { source, basePath: false as const, destination: inside(''), permanent: false },
      ];
    }),
  ];
}

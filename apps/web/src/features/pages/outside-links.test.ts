import { describe, expect, it } from 'vitest';
import { OUTSIDE_LINKS, outsideLinkRedirects } from './outside-links';

describe('outsideLinkRedirects', () => {
  it('leads every address outside the prefix to a page inside it, in the visitor’s language', () => {
    const redirects = outsideLinkRedirects('/sports');
    expect(redirects).toHaveLength(Object.keys(OUTSIDE_LINKS).length * 2 + 1);
    expect(redirects[0]).toMatchObject({
      source: '/fe-api/:path*',
      destination: '/sports/fe-api/:path*',
      basePath: false,
    });
    const terms = redirects.filter((redirect) => redirect.source === '/terms-and-conditions');
    expect(terms).toEqual([
      expect.objectContaining({
        basePath: false,
        has: [expect.objectContaining({ type: 'cookie', key: 'locale' })],
        destination: '/sports/:locale/pages/terms-and-conditions',
        permanent: false,
      }),
      expect.objectContaining({ destination: '/sports/pages/terms-and-conditions' }),
    ]);
    const deposit = redirects.find(
      (redirect) => redirect.source === '/profile/wallet/deposit' && !redirect.has,
    );
    expect(deposit?.destination).toBe('/sports?modal=deposit');
    const transactions = redirects.find(
      (redirect) => redirect.source === '/profile/wallet/transactions' && redirect.has,
    );
    expect(transactions?.destination).toBe('/sports/:locale/account/transactions');
  });
});

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './src/config/env';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  basePath: '/sports',
  transpilePackages: ['@sportsbook/contract', '@sportsbook/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The stylesheet (about 8 kB gzip) goes into the document's <head>: no render-blocking
    // request before the first paint, which then comes before the scripts have run (LCP).
    inlineCss: true,
  },
  async rewrites() {
    return [
      // The browser reaches the API on the web origin, so cookies stay first-party. Rewrites
      // are fixed when the app is built: set API_ORIGIN for `next build` as well as at start.
      { source: '/api/:path*', destination: `${env.API_ORIGIN}/api/:path*`, basePath: false },
    ];
  },
};

export default withNextIntl(nextConfig);

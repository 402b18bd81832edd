import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './src/config/env';
import { outsideLinkRedirects } from './src/features/pages/outside-links';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  basePath: '/sports',
  transpilePackages: ['@sportsbook/contract', '@sportsbook/domain', '@sportsbook/embed'],
  poweredByHeader: false,
  // The web server compresses (server/server.mjs), after it has moved the document's scripts
  // behind the first paint (decision 0087).
  compress: false,
  reactStrictMode: true,
  experimental: {
    // The stylesheet (about 8 kB gzip) goes into the document's <head>: no render-blocking
    // request before the first paint, which then comes before the scripts have run (LCP).
    inlineCss: true,
  },
  async redirects() {
    return outsideLinkRedirects('/sports');
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

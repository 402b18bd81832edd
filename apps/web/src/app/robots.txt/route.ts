import { getSiteSettings } from '../../features/site-settings/site-settings.server';

// robots.txt follows the operator's indexability setting (decision 0043), read on each request.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const { siteIndexable } = await getSiteSettings();
  const body = siteIndexable ? 'User-agent: *\nAllow: /\n' : 'User-agent: *\nDisallow: /\n';
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

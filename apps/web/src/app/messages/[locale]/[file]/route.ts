// The island namespaces' texts as static JSON, one file per locale and namespace, built with the
// app (decision 0072): `/sports/messages/de/bonuses.json`. The islands that show them fetch them
// when they load (`lib/i18n/island-messages.tsx`), so they are not in every document.
import { LOCALES } from '../../../../i18n/locales';
import {
  ISLAND_NAMESPACES,
  isIslandNamespace,
  pickIslandMessages,
} from '../../../../lib/i18n/client-messages';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) =>
    ISLAND_NAMESPACES.map((namespace) => ({ locale, file: `${namespace}.json` })),
  );
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; file: string }> },
) {
  const { locale, file } = await params;
  const namespace = file.replace(/\.json$/, '');
  if (!(LOCALES as readonly string[]).includes(locale) || !isIslandNamespace(namespace)) {
    return new Response(null, { status: 404 });
  }
  const all = (await import(`../../../../../messages/${locale}.json`)).default;
  return Response.json(pickIslandMessages(all, [namespace])[namespace]);
}

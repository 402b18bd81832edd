import { describe, expect, it } from 'vitest';
import ar from '../../../../../messages/ar.json';
import en from '../../../../../messages/en.json';
import { GET, generateStaticParams } from './route';

const get = (locale: string, file: string) =>
  GET(new Request(`http://localhost/sports/messages/${locale}/${file}`), {
    params: Promise.resolve({ locale, file }),
  });

describe('the island messages route', () => {
  it('answers a namespace of a locale as JSON', async () => {
    const response = await get('en', 'bonuses.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(en.bonuses);
    expect(await (await get('ar', 'account.json')).json()).toEqual(ar.account);
    // The slip's texts, fetched with the slip's chunk (decision 0077).
    expect(await (await get('ar', 'betSlip.json')).json()).toEqual(ar['bet-slip']);
  });

  it('knows only the island namespaces and the site’s locales', async () => {
    expect((await get('en', 'bet-slip.json')).status).toBe(404);
    expect((await get('en', 'odds.json')).status).toBe(404);
    expect((await get('xx', 'bonuses.json')).status).toBe(404);
  });

  it('is built for every locale and island namespace', () => {
    expect(generateStaticParams()).toContainEqual({ locale: 'pt-BR', file: 'notifications.json' });
    expect(generateStaticParams()).toHaveLength(6 * 4);
  });
});

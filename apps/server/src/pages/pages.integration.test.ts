// Site pages through the HTTP API: the operator creates, changes, publishes, unpublishes and
// deletes pages; visitors read only published ones in their language; the information pages are
// seeded once and kept; two editors on one version cannot overwrite each other; bad input is 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OPERATOR_API_KEY } from '../config/env';
import { type TestContext, createTestContext } from '../testing/test-app';
import { DEFAULT_PAGES } from './default-pages';
import { PagesRepository } from './pages-repository';
import { seedPages } from './seed-pages';

const OPERATOR = '/api/operator/pages';
const PUBLIC = '/api/sportsbook/site-pages';
const operator = { authorization: `Bearer ${DEV_OPERATOR_API_KEY}` };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

let counter = 0;
const uniqueSlug = (base: string) => `${base}-${++counter}`;

const content = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  body: `# ${title}\n\nSome **text** with a [link](/sports/live).`,
  ...extra,
});

async function create(body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: OPERATOR, headers: operator, payload: body });
}

async function update(slug: string, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `${OPERATOR}/${slug}`,
    headers: operator,
    payload: body,
  });
}

const publish = (slug: string, publish = true) =>
  ctx.app.inject({
    method: 'POST',
    url: `${OPERATOR}/${slug}/${publish ? 'publish' : 'unpublish'}`,
    headers: operator,
  });

const read = (slug: string, locale?: string) =>
  ctx.app.inject({ method: 'GET', url: `${PUBLIC}/${slug}${locale ? `?locale=${locale}` : ''}` });

describe('operator pages', () => {
  it('keeps a new page a draft that visitors cannot see until it is published', async () => {
    const slug = uniqueSlug('euro-offer');
    const created = await create({
      slug,
      translations: {
        en: content('Euro offer', {
          seo_title: 'Euro offer: boosted odds',
          seo_description: 'Boosted odds on every Euro match',
          seo_keywords: ['euro', 'boost'],
          social_image: 'https://cdn.example.com/euro.png',
        }),
        de: content('Euro-Angebot'),
      },
    });
    expect(created.statusCode).toBe(200);
    const page = created.json<Json>().data;
    expect(page).toMatchObject({ slug, published: false, version: 1, system: false });
    expect(page.published_at).toBeNull();

    expect((await read(slug)).statusCode).toBe(404);

    const published = await publish(slug);
    expect(published.json<Json>().data).toMatchObject({ published: true, version: 2 });
    expect(published.json<Json>().data.published_at).toEqual(expect.any(String));

    const visitor = await read(slug);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json<Json>().data).toMatchObject({
      slug,
      locale: 'en',
      title: 'Euro offer',
      seo_title: 'Euro offer: boosted odds',
      seo_description: 'Boosted odds on every Euro match',
      seo_keywords: ['euro', 'boost'],
      social_image: 'https://cdn.example.com/euro.png',
    });
    expect(visitor.headers['cache-control']).toContain('max-age=');

    const german = (await read(slug, 'de')).json<Json>().data;
    expect(german).toMatchObject({ locale: 'de', title: 'Euro-Angebot', seo_title: null });
    // A locale the page does not have reads the default one; a regional one its language.
    expect((await read(slug, 'fr')).json<Json>().data.locale).toBe('en');
    expect((await read(slug, 'de-CH')).json<Json>().data.locale).toBe('de');

    expect((await publish(slug, false)).json<Json>().data.published).toBe(false);
    expect((await read(slug)).statusCode).toBe(404);
  });

  it('refuses a second page at a taken slug', async () => {
    const slug = uniqueSlug('taken');
    expect((await create({ slug, translations: { en: content('One') } })).statusCode).toBe(200);
    const again = await create({ slug, translations: { en: content('Two') } });
    expect(again.statusCode).toBe(409);
    expect(again.json<Json>().code).toBe('page_slug_taken');
  });

  it('lets exactly one of two concurrent changes on the same version land', async () => {
    const slug = uniqueSlug('race');
    await create({ slug, translations: { en: content('Start') }, published: true });
    const answers = await Promise.all(
      ['Editor A', 'Editor B', 'Editor C'].map((title) =>
        update(slug, { version: 1, translations: { en: content(title) } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<Json>().data;
    expect(winner.version).toBe(2);
    const loser = answers.find((answer) => answer.statusCode === 409)!.json<Json>();
    expect(loser).toMatchObject({ code: 'page_version_conflict', field: 'version' });
    expect((await read(slug)).json<Json>().data.title).toBe(winner.translations.en.title);

    // Read again, change again: the newer version lands.
    const next = await update(slug, { version: 2, in_footer: true });
    expect(next.json<Json>().data).toMatchObject({ version: 3, in_footer: true });
  });

  it('creates a slug once when many operators create it at the same moment', async () => {
    const slug = uniqueSlug('together');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) => create({ slug, translations: { en: content(`${n}`) } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
  });

  it('lists the footer links of published pages in the visitor’s language', async () => {
    const slug = uniqueSlug('footer-page');
    await create({
      slug,
      translations: { en: content('Footer page'), de: content('Fußzeilenseite') },
      in_footer: true,
      published: true,
    });
    const draft = uniqueSlug('footer-draft');
    await create({ slug: draft, translations: { en: content('Draft') }, in_footer: true });
    const links = (await ctx.app.inject({ method: 'GET', url: `${PUBLIC}?locale=de` })).json<Json>()
      .data;
    expect(links).toContainEqual({ slug, title: 'Fußzeilenseite' });
    expect(links.map((link: { slug: string }) => link.slug)).not.toContain(draft);
  });

  it('deletes a custom page but never one the site links to', async () => {
    const slug = uniqueSlug('gone');
    await create({ slug, translations: { en: content('Gone') }, published: true });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${OPERATOR}/${slug}`,
      headers: operator,
    });
    expect(deleted.json<Json>().data).toEqual({ slug, deleted: true });
    expect((await read(slug)).statusCode).toBe(404);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `${OPERATOR}/${slug}`,
      headers: operator,
    });
    expect(again.statusCode).toBe(404);

    const system = await ctx.app.inject({
      method: 'DELETE',
      url: `${OPERATOR}/about`,
      headers: operator,
    });
    expect(system.statusCode).toBe(409);
    expect(system.json<Json>().code).toBe('page_system');
  });

  it('answers 404 for changes to a page that does not exist', async () => {
    expect((await update('no-such-page', { version: 1, in_footer: true })).statusCode).toBe(404);
    expect((await publish('no-such-page')).statusCode).toBe(404);
  });

  it('needs the operator key', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: OPERATOR,
      payload: { slug: 'sneaky', translations: { en: content('Sneaky') } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await read('sneaky')).statusCode).toBe(404);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: 'Bad Slug', translations: { en: content('x') } }, 'slug'],
      [{ slug: 'a--b', translations: { en: content('x') } }, 'slug'],
      [{ slug: 'x'.repeat(81), translations: { en: content('x') } }, 'slug'],
      [{ slug: uniqueSlug('ok'), translations: {} }, 'translations'],
      [{ slug: uniqueSlug('ok'), translations: { english: content('x') } }, 'translations.english'],
      [{ slug: uniqueSlug('ok'), translations: { en: content('') } }, 'translations.en.title'],
      [
        { slug: uniqueSlug('ok'), translations: { en: { title: 'x', body: 'a\u0000b' } } },
        'translations.en.body',
      ],
      [
        { slug: uniqueSlug('ok'), translations: { en: { title: 'x', body: 'y'.repeat(60_001) } } },
        'translations.en.body',
      ],
      [
        {
          slug: uniqueSlug('ok'),
          translations: { en: content('x', { social_image: 'javascript:alert(1)' }) },
        },
        'translations.en.social_image',
      ],
      [
        {
          slug: uniqueSlug('ok'),
          translations: { en: content('x', { seo_keywords: Array(21).fill('k') }) },
        },
        'translations.en.seo_keywords',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json<Json>().field).toBe(field);
    }
    const slug = uniqueSlug('bad-update');
    await create({ slug, translations: { en: content('x') } });
    const noChange = await update(slug, { version: 1 });
    expect(noChange.statusCode).toBe(400);
    const noVersion = await update(slug, { in_footer: true });
    expect(noVersion.json<Json>().field).toBe('version');
    // Line breaks and tabs are part of a body.
    const multiline = await update(slug, {
      version: 1,
      translations: { en: { title: 'x', body: 'one\r\n\ttwo\n' } },
    });
    expect(multiline.statusCode).toBe(200);
  });
});

describe('information pages', () => {
  it('are seeded published once and keep the operator’s changes over later starts', async () => {
    const repository = new PagesRepository(ctx.database.db);
    const first = await seedPages(ctx.database.db, ctx.clock, { demo: true });
    expect(first.created.sort()).toEqual(Object.keys(DEFAULT_PAGES).sort());
    expect(first.demo).toBe(true);

    const rules = (await read('general-rules', 'de')).json<Json>().data;
    expect(rules).toMatchObject({ title: 'Allgemeine Wettregeln', system: true });

    const current = (await repository.find('about'))!;
    await update('about', {
      version: current.version,
      translations: { en: content('About the operator') },
    });
    const second = await seedPages(ctx.database.db, ctx.clock, { demo: true });
    expect(second).toEqual({ created: [], demo: false });
    expect((await read('about')).json<Json>().data.title).toBe('About the operator');

    const footer = (await ctx.app.inject({ method: 'GET', url: PUBLIC })).json<Json>().data;
    expect(footer).toContainEqual({
      slug: 'weekend-football-boost',
      title: 'Weekend football boost',
    });
  });
});

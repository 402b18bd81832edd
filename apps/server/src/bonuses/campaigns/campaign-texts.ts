// A campaign's texts in the player's language: the operator gives each campaign its default
// texts and, optionally, translations by language code; the bonus answers carry the texts of the
// first language of the request's Accept-Language the campaign has, else the default ones.
import type { StoredCampaignTranslations } from '../../db/schema';
import type { CampaignRepository } from './campaign-repository';

/** The request's languages, most wanted first, each as given (`pt-BR`) and as its base (`pt`). */
export function requestLanguages(acceptLanguage: string | undefined): string[] {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q.trim().slice(2)) || 0 };
    })
    .filter((entry) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const out: string[] = [];
  for (const { tag } of tags) {
    const [base = '', region] = tag.split('-');
    const full = region ? `${base.toLowerCase()}-${region.toUpperCase()}` : base.toLowerCase();
    for (const code of [full, base.toLowerCase()]) if (!out.includes(code)) out.push(code);
  }
  return out;
}

interface Texts {
  name: string;
  description: string;
  terms: string;
}

/** The campaign's texts in the first of `languages` it has, text by text. */
export function textsIn(
  defaults: Texts,
  translations: StoredCampaignTranslations,
  languages: readonly string[],
): Texts {
  const found = languages.map((code) => translations[code]).find((t) => t !== undefined);
  return {
    name: found?.name ?? defaults.name,
    description: found?.description ?? defaults.description,
    terms: found?.terms ?? defaults.terms,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A campaign bonus on the wire (lists, details, promotions): it has validity and a description. */
const isCampaignWire = (value: Json) =>
  typeof value.id === 'string' && 'valid_from' in value && 'description' in value;
/** An issued freebet on the wire: it names the campaign that issued it. */
const isIssuedFreebet = (value: Json) =>
  typeof value.campaign_id === 'number' && 'issued' in value && 'name' in value;

export class CampaignTexts {
  constructor(private readonly repository: CampaignRepository) {}

  /** The answer with every campaign's name and description, and freebets' names, translated. */
  async localize<T>(answer: T, languages: readonly string[]): Promise<T> {
    if (languages.length === 0) return answer;
    const ids = new Set<number>();
    walk(answer, (value) => {
      if (isCampaignWire(value)) ids.add(Number(value.id));
      else if (isIssuedFreebet(value)) ids.add(value.campaign_id);
    });
    if (ids.size === 0) return answer;
    const translations = await this.repository.translationsOf([...ids]);
    if (![...translations.values()].some((t) => Object.keys(t).length > 0)) return answer;
    return map(answer, (value) => {
      if (isCampaignWire(value)) {
        const found = translations.get(Number(value.id));
        if (!found) return value;
        const texts = textsIn({ ...value, terms: '' }, found, languages);
        return { ...value, name: texts.name, description: texts.description };
      }
      if (isIssuedFreebet(value) && value.name !== null) {
        const found = translations.get(value.campaign_id);
        if (!found) return value;
        return {
          ...value,
          name: textsIn({ ...value, description: '', terms: '' }, found, languages).name,
        };
      }
      return value;
    });
  }
}

function walk(value: Json, visit: (value: Json) => void): void {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value !== null && typeof value === 'object') {
    visit(value);
    Object.values(value).forEach((item) => walk(item, visit));
  }
}

function map<T>(value: T, change: (value: Json) => Json): T {
  if (Array.isArray(value)) return value.map((item) => map(item, change)) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const changed = change(value);
  return Object.fromEntries(
    Object.entries(changed).map(([key, item]) => [key, map(item, change)]),
  ) as T;
}

import { getTranslations } from 'next-intl/server';
import { getLocalizedHref } from '../../../lib/i18n/href.server';
import { HeaderSearch, type SearchVariant } from './header-search';
import { SearchEnhancer } from './search-enhancer';
import type { SearchLabels } from './search-labels';

/** The texts the field and its suggestions format in the browser (`{name}` templates, raw). */
async function searchLabels(): Promise<SearchLabels> {
  const t = await getTranslations('search');
  const raw = (key: 'no-results' | 'too-short' | 'show-all' | 'found') => String(t.raw(key));
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    suggestions: t('suggestions'),
    live: t('live'),
    upcoming: t('upcoming'),
    leagues: t('leagues'),
    teams: t('teams'),
    searching: t('searching'),
    noResults: raw('no-results'),
    tooShort: raw('too-short'),
    showAll: raw('show-all'),
    failed: t('failed'),
    found: raw('found'),
  };
}

async function SearchField({ variant, className }: { variant: SearchVariant; className: string }) {
  const t = await getTranslations('search');
  const href = await getLocalizedHref();
  return (
    <HeaderSearch
      label={t('label')}
      placeholder={t('placeholder')}
      searchPath={href('/search')}
      variant={variant}
      className={className}
    />
  );
}

/**
 * The header's search field: wide layouts only (narrower ones have it atop the sports menu).
 * With it comes the one enhancer of both fields, holding the suggestions' texts.
 */
export async function HeaderSearchSlot() {
  return (
    <>
      <SearchField variant="header" className="hidden w-full max-w-[20rem] lg:block" />
      <SearchEnhancer labels={await searchLabels()} />
    </>
  );
}

/**
 * The search field atop the sports menu below `lg` (the phone menu panel, the tablet sidebar),
 * where the header has no room for it.
 */
export async function PanelSearchSlot() {
  return <SearchField variant="panel" className="mb-3 lg:hidden" />;
}

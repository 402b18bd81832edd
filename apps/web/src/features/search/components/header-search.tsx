import { SEARCH_TEXT_MAX } from '@sportsbook/domain';
import { BASE_PATH } from '../../../components/layout/plain-link';
import { SearchIcon } from './search-icon';

/** `data-search` on the form names its variant; the enhancer finds the fields by it. */
export const SEARCH_FORM_ATTRIBUTE = 'data-search';
export type SearchVariant = 'header' | 'panel';

/**
 * The header search as server HTML: a plain search form that works without script (it opens
 * `/search?q=…`). Its first focus loads the combobox behaviour and the live suggestions
 * (`SearchEnhancer`), so the browsing pages carry no code for it. `variant="panel"` is the phone
 * menu's copy: its suggestions flow in the page instead of floating over it.
 */
export function HeaderSearch({
  label,
  placeholder,
  searchPath,
  variant = 'header',
  className = '',
}: {
  label: string;
  placeholder: string;
  /** The localized results page (`/search` or `/de/search`), without the base path. */
  searchPath: string;
  variant?: SearchVariant;
  className?: string;
}) {
  const inputId = `search-${variant}`;
  return (
    <form
      role="search"
      action={`${BASE_PATH}${searchPath}`}
      method="get"
      {...{ [SEARCH_FORM_ATTRIBUTE]: variant }}
      className={`relative ${className}`}
    >
      <label className="sr-only" htmlFor={inputId}>
        {label}
      </label>
      <div className="relative">
        <SearchIcon
          className={`pointer-events-none absolute start-2.5 top-1/2 -translate-y-1/2 ${variant === 'header' ? 'text-white/60' : 'text-muted'}`}
        />
        <input
          id={inputId}
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={false}
          className={
            variant === 'header'
              ? 'h-9 w-full rounded-md border border-white/15 bg-white/10 ps-9 pe-3 text-sm text-white placeholder:text-white/55 focus:border-white/40 focus:bg-white/15 [&::-webkit-search-cancel-button]:invert'
              : 'h-10 w-full rounded-md border border-line bg-surface ps-9 pe-3 text-sm placeholder:text-faint focus:border-brand'
          }
        />
      </div>
    </form>
  );
}

/** Texts of the search field and its suggestions, passed in by the server component. */
export interface SearchLabels {
  label: string;
  placeholder: string;
  suggestions: string;
  live: string;
  upcoming: string;
  leagues: string;
  teams: string;
  searching: string;
  /** `{query}` placeholder. */
  noResults: string;
  /** `{min}` placeholder. */
  tooShort: string;
  /** `{query}` placeholder. */
  showAll: string;
  failed: string;
  /** `{count}` placeholder: announced when suggestions arrive. */
  found: string;
}

/** The suggestions' keyboard handling, called by the field first. */
export interface SearchKeys {
  /** Handles a key of the field; true when it was used (the field does nothing more). */
  onKeyDown(event: Pick<KeyboardEvent, 'key' | 'preventDefault'>): boolean;
}

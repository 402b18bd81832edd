// Client islands format a handful of messages (odds labels, announcements) without shipping an
// ICU runtime: those messages use plain `{name}` placeholders only, which next-intl on the server
// reads the same way. Keep plural and select syntax out of the messages formatted here.

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function formatTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{([a-zA-Z0-9_-]+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}

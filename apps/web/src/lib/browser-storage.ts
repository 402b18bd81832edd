// The web app's one way to the browser's storage: local and session storage and
// `document.cookie` (decision 0020). Any of them may throw: a cross-site frame whose third-party
// storage is blocked (Chromium's default), a sandboxed frame, a private mode or a full quota.
// Every access fails soft here, so a page never crashes to the error screen over storage:
// reads give nothing, writes are dropped (storage keeps a page-long copy in memory instead).

/** The part of the Web Storage interface the app uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives as long as the page. */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/**
 * Wraps a storage (or the way to get it) so no call throws: while the real one answers it is
 * used; once it refuses, the page goes on with an in-memory copy of what it wrote.
 */
export function failSoftStorage(open: () => KeyValueStorage | null | undefined): KeyValueStorage {
  const fallback = memoryStorage();
  const real = (): KeyValueStorage | null => {
    try {
      return open() ?? null;
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      try {
        const storage = real();
        if (storage) return storage.getItem(key);
      } catch {
        // Refused: the page's own copy below.
      }
      return fallback.getItem(key);
    },
    setItem(key, value) {
      fallback.setItem(key, value);
      try {
        real()?.setItem(key, value);
      } catch {
        // Refused or full: kept in memory for this page.
      }
    },
    removeItem(key) {
      fallback.removeItem(key);
      try {
        real()?.removeItem(key);
      } catch {
        // Refused: nothing was kept there.
      }
    },
  };
}

let local: KeyValueStorage | null = null;
let session: KeyValueStorage | null = null;

/** Local storage, fail-soft (browser only). */
export function localStore(): KeyValueStorage {
  local ??= failSoftStorage(() => window.localStorage);
  return local;
}

/** Session storage, fail-soft (browser only). */
export function sessionStore(): KeyValueStorage {
  session ??= failSoftStorage(() => window.sessionStorage);
  return session;
}

/** `document.cookie`, or '' where cookies are refused. */
export function readDocumentCookie(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/** Sets one cookie (`name=value; attributes`); a refused cookie is dropped quietly. */
export function writeDocumentCookie(cookie: string): void {
  try {
    document.cookie = cookie;
  } catch {
    // Cookies refused (sandboxed or blocked frame): the page works without this one.
  }
}

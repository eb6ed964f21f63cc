/**
 * The pages a person last saw, kept for reading offline (the week plan and the today overview), and
 * the session's bootstrap to open them with: one localStorage item owned by the signed-in user.
 * Loading the session claims it (another owner's pages are dropped first), signing out removes it,
 * so nothing personal stays on the device after logout.
 */
const STORE_KEY = 'schulapp.offlinePages';
/** A handful of weeks and days: enough for what was last seen, small enough for any storage quota. */
export const MAX_OFFLINE_PAGES = 12;

export interface OfflinePage {
  /** When the data came from the server (ISO timestamp). */
  savedAt: string;
  data: unknown;
}
interface Store {
  owner: string;
  session: unknown;
  pages: Record<string, OfflinePage>;
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

const read = (): Store | null => {
  const text = storage()?.getItem(STORE_KEY);
  if (!text) return null;
  try {
    const store = JSON.parse(text) as Partial<Record<keyof Store, unknown>> | null;
    return typeof store?.owner === 'string' && typeof store.pages === 'object' && store.pages
      ? { owner: store.owner, session: store.session, pages: store.pages as Store['pages'] }
      : null;
  } catch {
    return null;
  }
};

const write = (store: Store) => {
  try {
    storage()?.setItem(STORE_KEY, JSON.stringify(store));
  } catch {
    // Storage full or blocked: rather nothing offline than a stale mix.
    clearOfflinePages();
  }
};

/** The session of `owner` was loaded: keeps it and the owner's pages, drops anyone else's. */
export const claimOfflinePages = (owner: string, session: unknown): void => {
  const store = read();
  write({ owner, session, pages: store?.owner === owner ? store.pages : {} });
};

/** The session kept with the pages (the bootstrap), to open them without a network. */
export const recallSession = (): unknown => read()?.session;

/** Logout: nothing of the person stays. */
export const clearOfflinePages = (): void => storage()?.removeItem(STORE_KEY);

/** Keeps a page's data as of now; only while someone owns the store (never after logout). */
export const rememberPage = (key: string, data: unknown, now = new Date()): void => {
  const store = read();
  if (!store) return;
  const pages = Object.entries({ ...store.pages, [key]: { savedAt: now.toISOString(), data } })
    .sort(([, a], [, b]) => b.savedAt.localeCompare(a.savedAt))
    .slice(0, MAX_OFFLINE_PAGES);
  write({ ...store, pages: Object.fromEntries(pages) });
};

/** The page as last seen, if it was kept. */
export const recallPage = (key: string): OfflinePage | undefined => read()?.pages[key];

/**
 * What the Vertretungsplan showed a person at her last visit on this device (entries by id and
 * content, never a name): the page marks what is not among them as 'neu'. One item, owned by the
 * person who saw it; another person's visit on the device starts without marks.
 */
const key = 'schulapp.substitutionsSeen';

interface Seen {
  owner: string;
  keys: string[];
}

const read = (): Seen | null => {
  try {
    const seen = JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<Seen> | null;
    return typeof seen?.owner === 'string' && Array.isArray(seen.keys) ? { owner: seen.owner, keys: seen.keys } : null;
  } catch {
    return null;
  }
};

/** The entries seen at the owner's last visit; null before her first (nothing is new then). */
export const lastSeenSubstitutions = (owner: string): ReadonlySet<string> | null => {
  const seen = read();
  return seen?.owner === owner ? new Set(seen.keys) : null;
};

/** The entries shown now: the next visit marks what is not among them. */
export const rememberSeenSubstitutions = (owner: string, keys: readonly string[]) => {
  try {
    localStorage.setItem(key, JSON.stringify({ owner, keys }));
  } catch {
    // Storage full or blocked: the next visit marks nothing.
  }
};

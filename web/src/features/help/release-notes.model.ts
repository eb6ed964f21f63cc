/** One step of a version's notes: a `## ` heading of its markdown file and the text under it. */
export interface ReleaseNoteSection {
  title: string;
  body: string;
}

export interface ReleaseNotes {
  version: string;
  sections: ReleaseNoteSection[];
}

/** The notes in the repository, one markdown file per version (web/release-notes/<version>.md), each loaded on demand. */
const files = import.meta.glob<string>('../../../release-notes/*.md', { query: '?raw', import: 'default' });

const versionOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.md'.length);

/** Newest first: by the numbers of major, minor and patch. */
export const compareVersionsDescending = (a: string, b: string) => {
  const numbers = (version: string) => version.split('.').map(Number);
  const [left, right] = [numbers(a), numbers(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (right[index] ?? 0) - (left[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

/** A notes file's sections: each `## ` heading starts one; text before the first is left out. */
export const parseReleaseNotes = (markdown: string): ReleaseNoteSection[] =>
  markdown
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const newline = part.indexOf('\n');
      const title = (newline === -1 ? part : part.slice(0, newline)).trim();
      const body = newline === -1 ? '' : part.slice(newline + 1).trim();
      return { title, body };
    })
    .filter((section) => section.title !== '');

/** The versions that have notes, newest first; known without loading a file. */
export const releaseNoteVersions = Object.keys(files).map(versionOf).sort(compareVersionsDescending);

const load = async ([path, read]: [string, () => Promise<string>]): Promise<ReleaseNotes> => ({
  version: versionOf(path),
  sections: parseReleaseNotes(await read()),
});

/** All versions' notes, newest first. */
export const loadAllReleaseNotes = async () =>
  (await Promise.all(Object.entries(files).map(load))).sort((a, b) => compareVersionsDescending(a.version, b.version));

/** One version's notes, or null when the version has none. */
export const loadReleaseNotes = async (version: string) => {
  const file = Object.entries(files).find(([path]) => versionOf(path) === version);
  return file ? load(file) : null;
};

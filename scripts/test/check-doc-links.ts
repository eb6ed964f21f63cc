import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Checks the relative links of the README and the pages under docs/: every link to a file must reach an existing file
 * or folder, and every `#anchor` a heading of the target page (GitHub's anchors). Links with a scheme (https:, mailto:)
 * are not followed. A step of `npm test` beside the format check; `npx tsx scripts/test/check-doc-links.ts` runs it alone.
 */

export interface MarkdownLink {
  target: string;
  line: number;
}

export interface LinkProblem {
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** Blanks out fenced code blocks and inline code, keeping every line break, so links in code are not links. */
const withoutCode = (markdown: string) => {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length));
    })
    .join('\n');
};

/** The text GitHub renders for a heading's markdown: code, links, images and emphasis reduced to their words (`snake_case` keeps its `_`). */
const headingText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/\*+/g, '')
    .replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
    .trim();

/** GitHub's anchor of a heading text: lower case, punctuation removed (letters, digits, `_` and `-` stay), each space a `-`. */
export const githubSlug = (text: string) =>
  headingText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/** The anchors of a page's ATX headings, as GitHub makes them unique: a repeated anchor gets `-1`, `-2`, … */
export const headingAnchors = (markdown: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(\s+#+\s*)?$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${String(count)}`);
  }
  return anchors;
};

/** Inline links and images (`[text](target)`, `![alt](target "title")`), also when their text wraps a line. */
export const markdownLinks = (markdown: string): MarkdownLink[] => {
  const text = withoutCode(markdown);
  const links: MarkdownLink[] = [];
  const inline = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^\s()]+)(?:\s+"[^"]*")?\s*\)/g;
  for (const match of text.matchAll(inline)) {
    const raw = match[1] ?? '';
    const target = raw.startsWith('<') ? raw.slice(1, -1) : raw;
    links.push({ target, line: text.slice(0, match.index).split('\n').length });
  }
  return links;
};

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** The problems of one page's links; `read` gives a page's text by absolute path (cached by the caller). */
export const linkProblems = (file: string, markdown: string, read: (absolute: string) => string | undefined): LinkProblem[] => {
  const problems: LinkProblem[] = [];
  for (const { target, line } of markdownLinks(markdown)) {
    if (isExternal(target)) continue;
    const hashAt = target.indexOf('#');
    const pathPart = decodeURIComponent(hashAt === -1 ? target : target.slice(0, hashAt));
    const anchor = hashAt === -1 ? undefined : decodeURIComponent(target.slice(hashAt + 1));
    const absolute = pathPart === '' ? file : path.resolve(path.dirname(file), pathPart);
    const problem = (reason: string) => problems.push({ file, line, target, reason });
    if (!fs.existsSync(absolute)) {
      problem('no such file');
      continue;
    }
    if (anchor === undefined) continue;
    const page = absolute === file ? markdown : absolute.endsWith('.md') ? read(absolute) : undefined;
    if (page === undefined) problem('an anchor into a file that is not a markdown page');
    else if (!headingAnchors(page).has(anchor)) problem(`no heading with the anchor #${anchor}`);
  }
  return problems;
};

/** Every markdown page under a folder, sorted. */
const markdownFilesUnder = (folder: string): string[] =>
  fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return markdownFilesUnder(full);
      return entry.name.endsWith('.md') ? [full] : [];
    })
    .sort();

/** The pages the check reads: the README and everything under docs/. */
export const documentationPages = (root: string) => [path.join(root, 'README.md'), ...markdownFilesUnder(path.join(root, 'docs'))];

/** Checks the links of the given pages (absolute paths); problems name files relative to `root`. */
export const checkDocLinks = (root: string, pages = documentationPages(root)): LinkProblem[] => {
  const cache = new Map<string, string>();
  const read = (absolute: string) => {
    if (!cache.has(absolute) && fs.existsSync(absolute)) cache.set(absolute, fs.readFileSync(absolute, 'utf8'));
    return cache.get(absolute);
  };
  return pages.flatMap((page) =>
    linkProblems(page, read(page) ?? '', read).map((problem) => ({ ...problem, file: path.relative(root, problem.file) })),
  );
};

export const formatProblem = ({ file, line, target, reason }: LinkProblem) => `${file}:${String(line)}: ${target} (${reason})`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const problems = checkDocLinks(root);
  for (const problem of problems) console.error(formatProblem(problem));
  console.log(problems.length === 0 ? 'Documentation links: all resolve.' : `Documentation links: ${String(problems.length)} broken.`);
  process.exit(problems.length === 0 ? 0 : 1);
}

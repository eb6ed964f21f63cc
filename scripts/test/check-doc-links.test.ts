import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../dev-stack/stack-config.js';
import { checkDocLinks, formatProblem, githubSlug, headingAnchors, markdownLinks } from './check-doc-links.js';

describe('GitHub anchors', () => {
  it('lower-case the heading, drop punctuation and turn each space into a hyphen', () => {
    expect(githubSlug('Class register (Tagebuch)')).toBe('class-register-tagebuch');
    expect(githubSlug("A request's path")).toBe('a-requests-path');
    expect(githubSlug('Sign-in, account and the app shell')).toBe('sign-in-account-and-the-app-shell');
    expect(githubSlug('Floor ratio (issue 22 item 1)')).toBe('floor-ratio-issue-22-item-1');
  });

  it('keep letters with umlauts and the words of code, links and emphasis', () => {
    expect(githubSlug('Personendaten verschlüsseln (encryptData)')).toBe('personendaten-verschlüsseln-encryptdata');
    expect(githubSlug('What `npm test` runs')).toBe('what-npm-test-runs');
    expect(githubSlug('Demo logins (local only, password `lindenhof` for all)')).toBe('demo-logins-local-only-password-lindenhof-for-all');
    expect(githubSlug('See [the edge](architecture.md#the-edge) **now**')).toBe('see-the-edge-now');
    expect(githubSlug('snake_case stays')).toBe('snake_case-stays');
    expect(githubSlug('_Emphasis_ and __strong__')).toBe('emphasis-and-strong');
  });

  it('number repeated headings and skip those inside code blocks', () => {
    const page = ['# Title', '## Routes', 'text', '```md', '## Not a heading', '```', '## Routes', '### Routes #'].join('\n');
    expect([...headingAnchors(page)]).toEqual(['title', 'routes', 'routes-1', 'routes-2']);
  });
});

describe('links of a page', () => {
  it('finds inline links and images with their line, also when the text wraps', () => {
    const page = [
      'See [the',
      'architecture](docs/architecture.md#layout) and ![a picture](images/a.png "title").',
      '<https://example.org>',
    ].join('\n');
    expect(markdownLinks(page)).toEqual([
      { target: 'docs/architecture.md#layout', line: 1 },
      { target: 'images/a.png', line: 2 },
    ]);
  });

  it('ignores what stands in code', () => {
    const page = ['`[not](a-link.md)` but [this](b.md)', '```', '[nor](c.md)', '```'].join('\n');
    expect(markdownLinks(page)).toEqual([{ target: 'b.md', line: 1 }]);
  });
});

describe('checkDocLinks', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'docs', 'images'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs', 'images', 'shot.png'), '');
  fs.writeFileSync(path.join(root, 'docs', 'page.md'), '# Page\n\n## Jobs and events\n\nBack to the [README](../README.md#top).\n');
  fs.writeFileSync(
    path.join(root, 'README.md'),
    [
      '# Top',
      '',
      '[ok](docs/page.md#jobs-and-events), [same page](#top), [folder](docs/), ![shot](docs/images/shot.png)',
      '[web](https://example.org/missing.md#nothing), [mail](mailto:someone@example.org)',
      '[missing file](docs/nope.md)',
      '[missing anchor](docs/page.md#routes)',
      '[anchor into a picture](docs/images/shot.png#x)',
      '[missing here](#nowhere)',
    ].join('\n'),
  );

  it('names each broken link with its line and reason, and nothing else', () => {
    expect(checkDocLinks(root).map(formatProblem)).toEqual([
      'README.md:5: docs/nope.md (no such file)',
      'README.md:6: docs/page.md#routes (no heading with the anchor #routes)',
      'README.md:7: docs/images/shot.png#x (an anchor into a file that is not a markdown page)',
      'README.md:8: #nowhere (no heading with the anchor #nowhere)',
    ]);
  });
});

describe("the repository's documentation", () => {
  it('has no broken relative link or anchor', () => {
    expect(checkDocLinks(repoRoot).map(formatProblem)).toEqual([]);
  });

  it('names every domain of lambdas/ in the domain table of docs/README.md', () => {
    const index = fs.readFileSync(path.join(repoRoot, 'docs', 'README.md'), 'utf8');
    const domains = fs
      .readdirSync(path.join(repoRoot, 'lambdas'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name);
    expect(domains.length).toBeGreaterThan(20);
    expect(domains.filter((domain) => !index.includes(`| \`${domain}\` `))).toEqual([]);
  });
});

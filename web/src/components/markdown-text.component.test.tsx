import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text.component.js';

const html = (text: string) => renderToStaticMarkup(<MarkdownText text={text} className="test" testId="test" />);

describe('MarkdownText', () => {
  it('renders the editor’s markdown: emphasis, lists, tables and task lists', () => {
    const rendered = html(
      '**Wandertag**\n\n- Brotzeit\n- Regenjacke\n\n| Klasse | Treffpunkt |\n| --- | --- |\n| 7a | Tor |\n\n- [x] erledigt',
    );
    expect(rendered).toContain('<strong>Wandertag</strong>');
    expect(rendered).toContain('<li>Brotzeit</li>');
    expect(rendered).toContain('<td>7a</td>');
    expect(rendered).toContain('type="checkbox"');
  });

  it('runs no script a writer put into the text: raw HTML, event handlers and javascript links are dropped', () => {
    const rendered = html(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[Klick](javascript:alert(3))\n\n<a href="javascript:alert(4)">Link</a>',
    );
    expect(rendered).not.toMatch(/<script|onerror|javascript:|<img/i);
    expect(rendered).toContain('Klick');
  });
});

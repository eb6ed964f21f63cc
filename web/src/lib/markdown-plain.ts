import type { Nodes, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** A block of the text as a reader sees it; a list's items are its lines, each after '- '. */
interface PlainBlock {
  text: string;
  list: boolean;
}

/** What a node shows in the rendered pin: raw HTML is not rendered (react-markdown drops it), so it is left out here too. */
const shownText = (node: Nodes): string => {
  if (node.type === 'html') return '';
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'break') return ' ';
  if ('value' in node) return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(shownText).join(node.type === 'tableRow' ? ' ' : '');
  return '';
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const blocksOf = (nodes: RootContent[]): PlainBlock[] =>
  nodes.flatMap((node): PlainBlock[] => {
    if (node.type === 'blockquote') return blocksOf(node.children);
    if (node.type === 'list') {
      const items = node.children.map(
        (item) =>
          `- ${blocksOf(item.children)
            .map((block) => oneLine(block.text))
            .join(' ')}`,
      );
      return [{ text: items.join('\n'), list: true }];
    }
    if (node.type === 'table') return [{ text: node.children.map((row) => oneLine(shownText(row))).join('\n'), list: false }];
    const text = node.type === 'code' ? node.value : oneLine(shownText(node));
    return text === '' ? [] : [{ text, list: false }];
  });

/** Markdown (with GitHub's tables and strike-through) as the blocks of text it shows, markup and raw HTML left out. */
const plainBlocks = (markdown: string) =>
  blocksOf(fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }).children);

/** Markdown as one plain line of what it shows: the hint under a closed pin. */
export const plainLine = (markdown: string) =>
  oneLine(
    plainBlocks(markdown)
      .map((block) => block.text)
      .join(' '),
  );

/** Markdown as plain lines: blocks apart by an empty line, the items of lists one per line after '- '. */
export const plainLines = (markdown: string) =>
  plainBlocks(markdown).reduce(
    (text, block, index, blocks) =>
      index === 0 ? block.text : `${text}${block.list && blocks[index - 1]?.list ? '\n' : '\n\n'}${block.text}`,
    '',
  );

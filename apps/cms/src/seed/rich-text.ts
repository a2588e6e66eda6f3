/**
 * The demo's rich text: written in the data files as Markdown-ish paragraphs (fromMarkdown), held
 * as a list of paragraphs, headings and lists, and converted into Strapi's blocks format (toBlocks).
 */

/** Paragraphs (plain strings), `{ heading }` for a level-2 heading, `{ list }` for a bulleted list. */
export type RichText = Array<string | { heading: string } | { list: string[] }>;

type TextNode = { type: 'text'; text: string };
export type Block =
  | { type: 'paragraph'; children: TextNode[] }
  | { type: 'heading'; level: 2; children: TextNode[] }
  | { type: 'list'; format: 'unordered'; children: Array<{ type: 'list-item'; children: TextNode[] }> };

const text = (value: string): TextNode[] => [{ type: 'text', text: value }];

/**
 * Reads blocks separated by blank lines: `## ` starts a heading, `- ` starts each item of a list,
 * anything else is a paragraph. A paragraph or an item may run over several lines, joined by spaces.
 */
export function fromMarkdown(source: string): RichText {
  const joined = (lines: string[]) => lines.map((line) => line.trim()).join(' ');
  return source
    .trim()
    .split(/\n[ \t]*\n/)
    .map((block) => {
      const lines = block.split('\n');
      if (lines[0].startsWith('## ')) return { heading: joined(lines).slice(3) };
      if (!lines[0].startsWith('- ')) return joined(lines);
      const items: string[][] = [];
      for (const line of lines) {
        if (line.startsWith('- ')) items.push([line.slice(2)]);
        else items[items.length - 1].push(line);
      }
      return { list: items.map(joined) };
    });
}

/** Converts the seed's compact rich text into Strapi's blocks format. */
export function toBlocks(rich: RichText): Block[] {
  return rich.map((item): Block => {
    if (typeof item === 'string') return { type: 'paragraph', children: text(item) };
    if ('heading' in item) return { type: 'heading', level: 2, children: text(item.heading) };
    return { type: 'list', format: 'unordered', children: item.list.map((entry) => ({ type: 'list-item', children: text(entry) })) };
  });
}

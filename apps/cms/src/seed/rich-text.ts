import type { RichText } from './demo-content-types';

type TextNode = { type: 'text'; text: string };
export type Block =
  | { type: 'paragraph'; children: TextNode[] }
  | { type: 'heading'; level: 2; children: TextNode[] }
  | { type: 'list'; format: 'unordered'; children: Array<{ type: 'list-item'; children: TextNode[] }> };

const text = (value: string): TextNode[] => [{ type: 'text', text: value }];

/** Converts the seed's compact rich text into Strapi's blocks format. */
export function toBlocks(rich: RichText): Block[] {
  return rich.map((item): Block => {
    if (typeof item === 'string') return { type: 'paragraph', children: text(item) };
    if ('heading' in item) return { type: 'heading', level: 2, children: text(item.heading) };
    return { type: 'list', format: 'unordered', children: item.list.map((entry) => ({ type: 'list-item', children: text(entry) })) };
  });
}

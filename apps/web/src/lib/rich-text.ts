/** Reading Strapi's rich text (blocks) as plain text, for short summaries. */

interface Block {
  type?: string;
  text?: string;
  children?: Block[];
}

const textOf = (block: Block): string => (typeof block.text === 'string' ? block.text : (block.children ?? []).map(textOf).join(''));

/** The text of the first paragraph of rich text with any, or undefined. */
export function firstParagraph(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined;
  const paragraph = (content as Block[]).find((block) => block?.type === 'paragraph' && textOf(block).trim());
  return paragraph ? textOf(paragraph).trim() : undefined;
}

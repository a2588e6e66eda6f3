import { describe, expect, it } from 'vitest';
import { firstParagraph } from './rich-text';

describe('firstParagraph', () => {
  it('reads the first paragraph with text, through links and bold, skipping headings and empty paragraphs', () => {
    const content = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Aim' }] },
      { type: 'paragraph', children: [{ type: 'text', text: '  ' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Children keep a ' },
          { type: 'text', text: 'steady', bold: true },
          { type: 'link', url: '/x', children: [{ type: 'text', text: ' beat' }] },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Second.' }] },
    ];
    expect(firstParagraph(content)).toBe('Children keep a steady beat.');
  });

  it('answers undefined for no rich text', () => {
    expect(firstParagraph(null)).toBeUndefined();
    expect(firstParagraph('text')).toBeUndefined();
    expect(firstParagraph([{ type: 'list', children: [] }])).toBeUndefined();
  });
});

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkedText, plainText } from './MarkedText';

afterEach(cleanup);

function rendered(pieces: { text: string; match: boolean }[]) {
  const { container } = render(
    <p>
      <MarkedText pieces={pieces} />
    </p>,
  );
  return container.querySelector('p')!;
}

describe('MarkedText', () => {
  it('marks the matched pieces and leaves the rest as plain text, in order', () => {
    const paragraph = rendered([
      { text: 'Keeping the ', match: false },
      { text: 'rhythm', match: true },
      { text: ' with body ', match: false },
      { text: 'percussion', match: true },
    ]);
    expect(paragraph.textContent).toBe('Keeping the rhythm with body percussion');
    expect([...paragraph.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['rhythm', 'percussion']);
    expect(paragraph.innerHTML).toBe('Keeping the <mark class="search-mark">rhythm</mark> with body <mark class="search-mark">percussion</mark>');
  });

  it('shows markup an editor typed as text, never as elements', () => {
    const paragraph = rendered([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: '<b>drums</b>', match: true },
    ]);
    expect(paragraph.querySelector('img')).toBeNull();
    expect(paragraph.querySelector('b')).toBeNull();
    expect(paragraph.querySelector('mark')?.textContent).toBe('<b>drums</b>');
    expect(paragraph.textContent).toBe('<img src=x onerror=alert(1)> <b>drums</b>');
  });

  it('shows a title without matches unmarked, and nothing for no pieces', () => {
    expect(rendered([{ text: 'Sound Explorers', match: false }]).innerHTML).toBe('Sound Explorers');
    expect(rendered([]).innerHTML).toBe('');
    expect(
      plainText([
        { text: 'Sing', match: true },
        { text: 'ing games', match: false },
      ]),
    ).toBe('Singing games');
  });
});

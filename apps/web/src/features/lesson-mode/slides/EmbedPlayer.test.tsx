import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrate, serverRendered } from '../../../test/server-rendered';
import { EmbedPlayer } from './EmbedPlayer';

const player = <EmbedPlayer src="/embed/film-1" title="Loud and quiet" />;

describe("an embedded video's Play button on a page the server rendered", () => {
  it('is sent disabled (a press would be lost), and works once the site’s code has taken the page over', async () => {
    const container = serverRendered(player);
    const play = container.querySelector('button')!;
    expect(play.getAttribute('aria-label')).toBe('Play video: Loud and quiet');
    expect(play.matches(':disabled')).toBe(true);

    await hydrate(container, player);
    expect(container.querySelector('button')).toBe(play); // hydrated in place
    expect(play.matches(':disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(play);
    });
    // A player on the site itself: nothing to ask, it is framed at once.
    expect(container.querySelector('iframe')?.getAttribute('title')).toBe('Loud and quiet');
    container.remove();
  });
});

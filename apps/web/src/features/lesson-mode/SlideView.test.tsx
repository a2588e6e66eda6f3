import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SlideView } from './SlideView';
import type { Slide } from './slideshow-data';

afterEach(cleanup);

const image = (url: string, alternativeText = '') => ({
  documentId: url,
  url,
  name: url,
  alternativeText,
  caption: null,
  width: 400,
  height: 300,
  mime: 'image/jpeg',
});
const audio = (url: string, caption: string) => ({
  documentId: url,
  url,
  name: url,
  alternativeText: null,
  caption,
  width: null,
  height: null,
  mime: 'audio/wav',
});

function show(slide: unknown, subslideshowsAt?: string) {
  return render(
    <MemoryRouter>
      <SlideView slide={slide as Slide} subslideshowsAt={subslideshowsAt} headingId="slide-title" />
    </MemoryRouter>,
  );
}

describe('SlideView', () => {
  it('shows a placeholder, not a frame, for a video without a valid embed', () => {
    show({
      __typename: 'ComponentSlideTwoVideos',
      id: '1',
      title: 'Two films',
      include_in_lesson: true,
      slide_text: null,
      videos: [
        { id: 'a', title: 'Good film', film_setup: 'Stand in a circle', embed: { url: 'https://player.example/embed/1?autoplay=1' } },
        { id: 'b', title: 'Broken film', film_setup: null, embed: { url: 'javascript:alert(1)' } },
      ],
    });
    // Nothing is framed, let alone playing, until the teacher presses play.
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Play video/ })).toHaveLength(1);
    expect(screen.getByText('This video is not available.')).toBeTruthy();
    // A film's setup note is for the teacher (the presenter view), never on the class's screen.
    expect(screen.queryByText(/Stand in a circle/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Good film' }));
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    // The editor's autoplay request was dropped; the teacher's press starts the player.
    expect(frames[0].getAttribute('src')).toBe('https://player.example/embed/1?autoplay=1');
    expect(frames[0].getAttribute('title')).toBe('Good film');
  });

  it('leaves out flip cards missing a face and audio cards missing their image or audio', () => {
    show({
      __typename: 'ComponentSlideAll',
      id: '2',
      title: 'Everything',
      include_in_lesson: true,
      flipcards: [
        { id: 'f1', title: 'Whole card', card_1: image('/uploads/front.jpg'), card_2: image('/uploads/back.jpg'), audio: null },
        { id: 'f2', title: 'Half card', card_1: image('/uploads/front.jpg'), card_2: null, audio: null },
      ],
      audiocards: [
        { id: 'c1', title: 'Whole audio card', image: image('/uploads/a.jpg'), audio: audio('/uploads/a.wav', 'A') },
        { id: 'c2', title: 'No sound', image: image('/uploads/b.jpg'), audio: null },
      ],
      sub_slides2: [{ id: 's1', label: null, activity_slideshow: { documentId: 'sub', title: 'Strings' } }],
    });
    // One card, on its front: without a prompt it is numbered, and its answer is not given away.
    expect(screen.getAllByRole('button', { name: /^Flip card: / }).map((b) => b.textContent)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Flip card: Card 1' })).toBeTruthy();
    // The whole audio card is the button that plays its sound.
    expect(screen.getByRole('button', { name: /^Play Whole audio card/ })).toBeTruthy();
    expect(screen.queryByText('No sound')).toBeNull();
    // Inside a sub-slideshow (no subslideshowsAt) a slide's own sub-slide buttons are not offered.
    expect(screen.queryByRole('link', { name: 'Instrument options' })).toBeNull();
  });

  it("labels sub-slide buttons 'Instrument options' unless the editor named them, and flips a card", () => {
    show(
      {
        __typename: 'ComponentSlideSubSlideButtons',
        id: '3',
        title: 'Choose',
        include_in_lesson: true,
        slide_text: null,
        sub_slides2: [
          { id: 's1', label: '', activity_slideshow: { documentId: 'strings', title: 'Strings' } },
          { id: 's2', label: 'Voices', activity_slideshow: { documentId: 'voices', title: 'Voices' } },
          { id: 's3', label: 'Gone', activity_slideshow: null },
        ],
      },
      '/slides/2',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instrument options', '/slides/2/strings'],
      ['Voices', '/slides/2/voices'],
    ]);
    cleanup();

    show({
      __typename: 'ComponentSlideFlipcards',
      id: '4',
      title: 'Flip',
      include_in_lesson: true,
      slide_text: null,
      flipcards: [{ id: 'f', title: 'Sun', prompt: 'Day or night?', card_1: image('/f.jpg'), card_2: image('/b.jpg'), audio: null }],
    });
    // The front shows the prompt; the answer is on the back, hidden until the card is flipped.
    const card = screen.getByRole('button', { name: 'Flip card: Day or night?' });
    expect(card.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /Sun/ })).toBeNull();
    fireEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Flip card: Sun' })).toBe(card);
  });
});

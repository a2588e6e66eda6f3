import { describe, expect, it } from 'vitest';
import {
  embedUrl,
  exitPath,
  lessonModeSlideCount,
  lessonModeSlides,
  lessonModeTitle,
  lessonOverview,
  neighbours,
  playableActivities,
  slideMedia,
  slidePosition,
  slideSteps,
  slidesRoot,
  startedEmbedUrl,
  subSlideshowIds,
} from './slides';

const slide = (include_in_lesson: boolean | null = true, __typename = 'ComponentSlideImage') => ({ __typename, include_in_lesson });
const activity = (documentId: string, slides: ReturnType<typeof slide>[]) => ({ documentId, title: `Activity ${documentId}`, activity_slideshow: { slides } });

describe('lessonModeSlides', () => {
  it('keeps slides unless the editor left them out, and drops unknown components', () => {
    const slides = [slide(true), slide(false), slide(null), null, slide(true, 'Error')];
    expect(lessonModeSlides(slides)).toEqual([slide(true), slide(null)]);
    expect(lessonModeSlideCount({ slides })).toBe(2);
    expect(lessonModeSlideCount(null)).toBe(0);
  });
});

describe('slidePosition', () => {
  it('defaults to 1 and stays within the slideshow', () => {
    expect(slidePosition(undefined, 5)).toBe(1);
    expect(slidePosition('3', 5)).toBe(3);
    expect(slidePosition('9', 5)).toBe(5);
    expect(slidePosition('0', 5)).toBe(1);
    expect(slidePosition('two', 5)).toBe(1);
    expect(slidePosition('-2', 5)).toBe(1);
    expect(slidePosition('2', 0)).toBe(1);
  });
});

describe('lessonModeTitle and exitPath', () => {
  it("titles the tab '{slide title} (Lesson mode)' with the product's name as the fallback", () => {
    expect(lessonModeTitle('Listen')).toBe('Listen (Lesson mode)');
    expect(lessonModeTitle('  ')).toMatch(/^Orchestra Classroom \(Lesson mode\)$/);
  });

  it("goes back to the path before '/slides'", () => {
    expect(exitPath('/primary/p/unit/u/lesson/l/activity/a/slides/3')).toBe('/primary/p/unit/u/lesson/l/activity/a');
    expect(exitPath('/primary/p/unit/u/lesson/l/slides/a/2/sub/1')).toBe('/primary/p/unit/u/lesson/l');
    expect(exitPath('/primary/activities/s/a/slides/')).toBe('/primary/activities/s/a');
    expect(exitPath('/nothing/here')).toBe('/');
  });

  it("finds the path up to '/slides'", () => {
    expect(slidesRoot('/a/p/unit/u/lesson/l/activity/x/slides/3/sub/2')).toBe('/a/p/unit/u/lesson/l/activity/x/slides');
    expect(slidesRoot('/a/p/unit/u/lesson/l/slides/')).toBe('/a/p/unit/u/lesson/l/slides');
  });
});

describe('lessonOverview', () => {
  const entries = [
    { id: '1', title: 'Warm up', section_divider: true },
    { id: '2', activity: activity('a', [slide(), slide()]) },
    { id: '3', activity: activity('b', []) },
    { id: '4', title: 'Nothing to show', section_divider: true },
    { id: '5', activity: activity('c', [slide(false)]) },
    { id: '6', title: 'Main', section_divider: true },
    { id: '7', activity: activity('d', [slide()]) },
    { id: '8', activity: null },
    null,
  ];

  it('lists activities with slides and the dividers that head them', () => {
    expect(lessonOverview(entries)).toEqual([
      { kind: 'divider', key: '1', title: 'Warm up' },
      { kind: 'activity', key: '2', activity: { id: 'a', title: 'Activity a', slideCount: 2 } },
      { kind: 'divider', key: '6', title: 'Main' },
      { kind: 'activity', key: '7', activity: { id: 'd', title: 'Activity d', slideCount: 1 } },
    ]);
  });

  it('finds the neighbours among activities with slides only', () => {
    const playable = playableActivities(entries);
    expect(neighbours(playable, 'a')).toEqual({ previous: undefined, next: { id: 'd', title: 'Activity d', slideCount: 1 } });
    expect(neighbours(playable, 'd')).toEqual({ previous: { id: 'a', title: 'Activity a', slideCount: 2 }, next: undefined });
    expect(neighbours(playable, 'b')).toEqual({});
  });
});

describe('slideSteps', () => {
  const path = (n: number) => `/s/${n}`;

  it('moves by one slide inside the slideshow', () => {
    expect(slideSteps(2, 3, path)).toEqual({ back: { to: '/s/1', crossesActivity: false }, forward: { to: '/s/3', crossesActivity: false } });
  });

  it('crosses to the neighbouring activity at either end, or goes nowhere', () => {
    expect(slideSteps(1, 3, path, { previous: '/prev/4', next: '/next' })).toEqual({
      back: { to: '/prev/4', crossesActivity: true },
      forward: { to: '/s/2', crossesActivity: false },
    });
    expect(slideSteps(3, 3, path, { next: '/next' }).forward).toEqual({ to: '/next', crossesActivity: true });
    expect(slideSteps(1, 1, path)).toEqual({ back: undefined, forward: undefined });
  });
});

describe('slideMedia and subSlideshowIds', () => {
  it('collects every image and audio file of a slide, cards included, once each', () => {
    const media = slideMedia({
      main_image: { url: '/uploads/a.jpg', mime: 'image/jpeg' },
      audio: { url: '/uploads/a.wav', mime: 'audio/wav' },
      flipcards: [{ card_1: { url: '/uploads/f1.jpg', mime: 'image/jpeg' }, card_2: { url: '/uploads/a.jpg', mime: 'image/jpeg' } }],
      videos: [{ embed: { url: 'https://player.example/1' } }],
    });
    expect(media).toEqual({ images: ['/uploads/a.jpg', '/uploads/f1.jpg'], audio: ['/uploads/a.wav'] });
  });

  it('finds the sub-slideshows a slide opens', () => {
    expect(
      subSlideshowIds({
        activity_audio: { documentId: 'x' },
        instrument_options: null,
        sub_slides2: [{ activity_slideshow: { documentId: 'y' } }, { activity_slideshow: { documentId: 'x' } }, null],
      }),
    ).toEqual(['x', 'y']);
    expect(subSlideshowIds(null)).toEqual([]);
  });
});

describe('embedUrl', () => {
  const origin = 'https://classroom.example';

  it('accepts an http(s) url or a path on our site, without autoplay', () => {
    expect(embedUrl({ url: 'https://player.example/video/1?autoplay=1&t=3' }, origin)).toBe('https://player.example/video/1?t=3');
    expect(embedUrl('{"url":"/demo-video/?clip=string-family"}', origin)).toBe('/demo-video/?clip=string-family');
  });

  it('asks the player to start once the teacher pressed play', () => {
    expect(startedEmbedUrl('https://player.example/video/1')).toBe('https://player.example/video/1?autoplay=1');
    expect(startedEmbedUrl('/demo-video/?clip=a#t=3')).toBe('/demo-video/?clip=a&autoplay=1#t=3');
  });

  it('refuses anything else', () => {
    for (const embed of [null, {}, { url: '' }, { url: 42 }, 'not json', { url: 'javascript:alert(1)' }, { url: 'data:text/html,x' }]) {
      expect(embedUrl(embed, origin)).toBeUndefined();
    }
  });
});

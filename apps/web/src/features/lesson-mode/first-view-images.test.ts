import { describe, expect, it } from 'vitest';
import { activitySlidesImages, type ActivitySlidesData } from './ActivitySlidesRoute';
import { lessonSlidesImages } from './LessonSlidesRoute';
import type { Gated } from '../teaching-gate/teaching-gate';

const picture = (url: string) => ({ url, mime: 'image/jpeg' });
const slides = [
  { __typename: 'ComponentSlideImage', include_in_lesson: true, main_image: picture('/uploads/one.jpg') },
  { __typename: 'ComponentSlideImage', include_in_lesson: false, main_image: picture('/uploads/left-out.jpg') },
  {
    __typename: 'ComponentSlideAudio',
    include_in_lesson: true,
    audio: { url: '/uploads/two.wav', mime: 'audio/wav' },
    main_image: picture('/uploads/two.jpg'),
  },
];
const activity = { documentId: 'a1', title: 'Tiptoe', activity_slideshow: { slides } };
const loaded = { data: { activity } } as unknown as Gated<ActivitySlidesData>;

describe('the pictures a lesson-mode URL opens on', () => {
  it('are the shown slide’s pictures: the first by default, then by position among the slides lesson mode shows', () => {
    expect(activitySlidesImages(loaded, {})).toEqual(['/uploads/one.jpg']);
    expect(activitySlidesImages(loaded, { slide: '2' })).toEqual(['/uploads/two.jpg']);
    expect(activitySlidesImages(loaded, { slide: '99' })).toEqual(['/uploads/two.jpg']);
  });

  it('are none for a sub-slideshow, a gated page or the lesson overview', () => {
    expect(activitySlidesImages(loaded, { slide: '1', subslideshow: 's1' })).toEqual([]);
    expect(activitySlidesImages({ gate: 'login' }, {})).toEqual([]);
    expect(activitySlidesImages(undefined, {})).toEqual([]);
    const lesson = { data: { activities: [{ section_divider: false, activity }] } } as never;
    expect(lessonSlidesImages(lesson, {})).toEqual([]);
    expect(lessonSlidesImages(lesson, { activity: 'a1', slide: '2' })).toEqual(['/uploads/two.jpg']);
    expect(lessonSlidesImages(lesson, { activity: 'other' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../app/StatusViews';
import { ALL_ACTIVITIES_SUMMARY, placeTeaser } from './activity-teaser';

const ANSWER = {
  audiences: [{ title: 'Primary', activity_library_intro: 'Warm-ups and games, sorted by key stage.' }],
  programmes: [{ title: 'Sound Explorers', blurb: 'Loud and quiet, high and low.' }],
  projects: [],
};
const PROJECT = {
  audiences: ANSWER.audiences,
  programmes: [],
  projects: [
    {
      title: 'New Music Commission',
      main_text: [
        { type: 'heading', children: [{ type: 'text', text: 'About' }] },
        { type: 'paragraph', children: [{ type: 'text', text: 'A new piece, shaped by students.' }] },
      ],
    },
  ],
};

describe("the selling page of an activity outside a unit's lesson", () => {
  it("names the library it is reached from: a programme's, an audience's or the whole site's, with its public words", () => {
    expect(placeTeaser({ audience: 'primary', programme: 'sound-explorers', activitySection: 's1' }, ANSWER)).toEqual({
      title: 'Sound Explorers: Activity Library',
      summary: 'Loud and quiet, high and low.',
    });
    expect(placeTeaser({ audience: 'primary', activitySection: 's1' }, { ...ANSWER, programmes: [] })).toEqual({
      title: 'Primary Activity Library',
      summary: 'Warm-ups and games, sorted by key stage.',
    });
    expect(placeTeaser({ audience: '-', programme: '-', activitySection: 's1' }, { audiences: [], programmes: [], projects: [] })).toEqual({
      title: 'Activity Library',
      summary: ALL_ACTIVITIES_SUMMARY,
    });
  });

  it("names the project, with its text's first paragraph, at either of a project's addresses", () => {
    const teaser = { title: 'New Music Commission', summary: 'A new piece, shaped by students.' };
    expect(placeTeaser({ audience: 'secondary', projectpageslug: 'new-music-commission' }, PROJECT)).toEqual(teaser);
    expect(placeTeaser({ audience: 'secondary', programme: 'new-music-commission' }, PROJECT)).toEqual(teaser);
  });

  it('is not found when the place is not there', () => {
    const none = { audiences: [], programmes: [], projects: [] };
    expect(() => placeTeaser({ audience: 'primary', projectpageslug: 'gone' }, none)).toThrow(NotFoundError);
    expect(() => placeTeaser({ audience: 'primary', programme: 'gone', activitySection: 's1' }, none)).toThrow(NotFoundError);
    expect(() => placeTeaser({ audience: 'nowhere', activitySection: 's1' }, none)).toThrow(NotFoundError);
  });
});

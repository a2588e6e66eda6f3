import { describe, expect, it } from 'vitest';
import { isSiteCodePath, isSitePicture, isUploadPath, savedPageKey } from './offline-rules';

describe('savedPageKey', () => {
  it('answers every lesson-mode address below /slides with the saved slides page', () => {
    const lesson = '/primary/sound/unit/u1/lesson/l1/slides';
    expect(savedPageKey(lesson)).toBe(lesson);
    expect(savedPageKey(`${lesson}/`)).toBe(lesson);
    expect(savedPageKey(`${lesson}/a1/3`)).toBe(lesson);
    expect(savedPageKey(`${lesson}/a1/3/audio/2`)).toBe(lesson);
    expect(savedPageKey('/playlists/p1/slides/2/1')).toBe('/playlists/p1/slides');
  });

  it('keeps any other page as it is, without a trailing slash', () => {
    expect(savedPageKey('/primary/sound/unit/u1/lesson/l1/')).toBe('/primary/sound/unit/u1/lesson/l1');
    expect(savedPageKey('/')).toBe('/');
    expect(savedPageKey('/saved-offline')).toBe('/saved-offline');
    // A programme whose name merely starts with "slides" is not lesson mode.
    expect(savedPageKey('/primary/slideshows-for-all')).toBe('/primary/slideshows-for-all');
  });
});

describe('which files the worker answers from saved copies', () => {
  it('knows uploads and the built site files', () => {
    expect(isUploadPath('/uploads/drum_3f2a.png')).toBe(true);
    expect(isUploadPath('/documents/abc')).toBe(false);
    expect(isSiteCodePath('/assets/root-abc.js')).toBe(true);
    expect(isSiteCodePath('/graphql')).toBe(false);
    expect(isSitePicture('/logo.svg')).toBe(true);
    expect(isSitePicture('/favicon.svg')).toBe(true);
    expect(isSitePicture('/uploads/a.png')).toBe(false);
    expect(isSitePicture('/primary')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultCaptionLanguage, playableFilm, signLanguageCorrection } from './films';

const film = {
  title: 'Follow the conductor',
  video: { url: '/uploads/conductor_1.mp4', mime: 'video/mp4' },
  webm: { url: '/uploads/conductor_2.webm', mime: 'video/webm' },
  poster: { url: '/uploads/conductor_poster.jpg', mime: 'image/jpeg' },
  captions: [
    { id: '1', language: 'cy', label: 'Cymraeg', file: { url: '/uploads/conductor_cy.vtt' } },
    { id: '2', language: 'en', label: 'English', file: { url: '/uploads/conductor_en.vtt' } },
  ],
  sign_language: 'BSL',
  sign_language_video: { url: '/uploads/conductor_bsl.mp4', mime: 'video/mp4' },
};

describe('playableFilm', () => {
  it('lists the MP4, then the WebM, a track per language with English on by default, and the sign-language version', () => {
    expect(playableFilm(film)).toEqual({
      poster: '/uploads/conductor_poster.jpg',
      sources: [
        { src: '/uploads/conductor_1.mp4', type: 'video/mp4' },
        { src: '/uploads/conductor_2.webm', type: 'video/webm' },
      ],
      tracks: [
        { src: '/uploads/conductor_cy.vtt', srclang: 'cy', label: 'Cymraeg', default: false },
        { src: '/uploads/conductor_en.vtt', srclang: 'en', label: 'English', default: true },
      ],
      signLanguage: { src: '/uploads/conductor_bsl.mp4', type: 'video/mp4', language: 'BSL' },
    });
  });

  it('needs the MP4: a film without it is not playable', () => {
    expect(playableFilm({ ...film, video: null })).toBeUndefined();
    expect(playableFilm({ ...film, video: { url: '', mime: 'video/mp4' } })).toBeUndefined();
    expect(playableFilm(null)).toBeUndefined();
  });

  it('leaves out what is missing: no WebM, no poster, captions without a file or a language, a second track of one language', () => {
    const playable = playableFilm({
      video: { url: '/uploads/a.mp4', mime: 'video/mp4' },
      captions: [
        { language: 'cy', label: '', file: { url: '/uploads/a_cy.vtt' } },
        { language: 'en', label: 'English', file: null },
        { language: '', label: 'Nameless', file: { url: '/uploads/a_x.vtt' } },
        { language: 'cy', label: 'Cymraeg again', file: { url: '/uploads/a_cy2.vtt' } },
        null,
      ],
    });
    expect(playable).toEqual({
      poster: undefined,
      sources: [{ src: '/uploads/a.mp4', type: 'video/mp4' }],
      // Without English captions, the first language is on by default; a track without a label is named by its code.
      tracks: [{ src: '/uploads/a_cy.vtt', srclang: 'cy', label: 'cy', default: true }],
      signLanguage: undefined,
    });
  });
});

describe('defaultCaptionLanguage', () => {
  it('prefers English in any regional form, else the first language', () => {
    expect(defaultCaptionLanguage(['cy', 'en-GB'])).toBe('en-GB');
    expect(defaultCaptionLanguage(['cy', 'EN'])).toBe('EN');
    expect(defaultCaptionLanguage(['cy', 'eng'])).toBe('cy');
    expect(defaultCaptionLanguage([])).toBeUndefined();
  });
});

describe('signLanguageCorrection', () => {
  it('puts the sign-language film back in step only when it has drifted', () => {
    expect(signLanguageCorrection(12.5, 12.4)).toBeUndefined();
    expect(signLanguageCorrection(12.5, 11.9)).toBe(12.5);
    expect(signLanguageCorrection(3, 7)).toBe(3);
  });
});

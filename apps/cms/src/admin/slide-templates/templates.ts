/**
 * The slide templates as editors choose them: the order of the picker (the slideshow's dynamic zone
 * lists them in this order, the free-form one last), the thumbnail of each layout and the one line of
 * when to use it. Each component's schema (src/components/slide/*.json) carries the same name,
 * line and thumbnail (info.displayName, info.description, info.preview); tests/slide-templates.test.ts
 * checks that they agree.
 */
export interface SlideTemplate {
  uid: string;
  displayName: string;
  whenToUse: string;
  /** The drawing of the layout, in ./thumbnails, served with the admin panel's build (vite.config.ts). */
  thumbnail: string;
  /** The free-form slide: offered last, as the fallback when no template fits. */
  fallback?: boolean;
}

export const SLIDE_TEMPLATES: SlideTemplate[] = [
  {
    uid: 'slide.image',
    displayName: 'Image slide',
    whenToUse: 'Words beside one large picture: a question, an instruction or something to look at together.',
    thumbnail: 'slide-template-image.svg',
  },
  {
    uid: 'slide.audio',
    displayName: 'Audio slide',
    whenToUse: 'A recording to listen to with a short instruction (and a second one to compare).',
    thumbnail: 'slide-template-audio.svg',
  },
  {
    uid: 'slide.video',
    displayName: 'Video slide',
    whenToUse: 'One film to watch together, with a short instruction.',
    thumbnail: 'slide-template-video.svg',
  },
  {
    uid: 'slide.two-videos',
    displayName: 'Two videos slide',
    whenToUse: 'Two films side by side to compare: two performances, two instruments.',
    thumbnail: 'slide-template-two-videos.svg',
  },
  {
    uid: 'slide.audio-and-image',
    displayName: 'Audio and image slide',
    whenToUse: 'A recording with a picture to look at while it plays: a song, a listening map.',
    thumbnail: 'slide-template-audio-and-image.svg',
  },
  {
    uid: 'slide.flipcards',
    displayName: 'Flip cards slide',
    whenToUse: 'Cards the class guesses before the teacher turns them over to show the answer.',
    thumbnail: 'slide-template-flipcards.svg',
  },
  {
    uid: 'slide.audiocards',
    displayName: 'Audio cards slide',
    whenToUse: 'Several pictures that each play a sound: instruments, voices, sound effects.',
    thumbnail: 'slide-template-audiocards.svg',
  },
  {
    uid: 'slide.two-columns',
    displayName: 'Two columns slide',
    whenToUse: 'Two texts, each with a picture, side by side: compare, or before and after.',
    thumbnail: 'slide-template-two-columns.svg',
  },
  {
    uid: 'slide.sub-slide-buttons',
    displayName: 'Sub-slide buttons slide',
    whenToUse: 'Buttons that open other slideshows: a choice of instruments, groups or levels.',
    thumbnail: 'slide-template-sub-slide-buttons.svg',
  },
  {
    uid: 'slide.all',
    displayName: 'Free-form (when no template fits)',
    whenToUse: 'Only when no template above fits: any mix of text, pictures, recordings, films and cards.',
    thumbnail: 'slide-template-all.svg',
    fallback: true,
  },
];

/** Where the admin panel serves a thumbnail (its build folder is served at /admin). */
export const thumbnailUrl = (template: SlideTemplate): string => `/admin/${template.thumbnail}`;

/**
 * The slide templates as the admin panel offers them, in order (apps/cms/src/admin/slide-templates/templates.ts):
 * the thumbnail each tile shows and the full name it reads.
 */
export const SLIDE_TEMPLATE_TILES = [
  { thumbnail: 'slide-template-image.svg', name: 'Image slide' },
  { thumbnail: 'slide-template-audio.svg', name: 'Audio slide' },
  { thumbnail: 'slide-template-video.svg', name: 'Video slide' },
  { thumbnail: 'slide-template-two-videos.svg', name: 'Two videos slide' },
  { thumbnail: 'slide-template-audio-and-image.svg', name: 'Audio and image slide' },
  { thumbnail: 'slide-template-flipcards.svg', name: 'Flip cards slide' },
  { thumbnail: 'slide-template-audiocards.svg', name: 'Audio cards slide' },
  { thumbnail: 'slide-template-two-columns.svg', name: 'Two columns slide' },
  { thumbnail: 'slide-template-sub-slide-buttons.svg', name: 'Sub-slide buttons slide' },
  { thumbnail: 'slide-template-all.svg', name: 'Free-form (when no template fits)' },
];

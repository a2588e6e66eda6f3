/**
 * The slide templates (docs/product.md, "Slide templates"): each GraphQL slide type, the template's
 * name as editors know it, and the component that lays it out, one file per template. The registry
 * imports the templates; a template imports only shared pieces (parts.tsx, slide-body.ts), never this file.
 */
import type { ComponentType } from 'react';
import type { Slide } from '../slideshow-data';
import type { SlideBodyProps } from './slide-body';
import { ImageSlide } from './ImageSlide';
import { AudioSlide } from './AudioSlide';
import { VideoSlide } from './VideoSlide';
import { TwoVideosSlide } from './TwoVideosSlide';
import { AudioAndImageSlide } from './AudioAndImageSlide';
import { FlipcardsSlide } from './FlipcardsSlide';
import { AudiocardsSlide } from './AudiocardsSlide';
import { TwoColumnsSlide } from './TwoColumnsSlide';
import { SubSlideButtonsSlide } from './SubSlideButtonsSlide';
import { AllSlide } from './AllSlide';

type Templates = { [T in Exclude<Slide['__typename'], 'Error'>]: { name: string; Body: ComponentType<SlideBodyProps<T>> } };

export const SLIDE_TEMPLATES: Templates = {
  ComponentSlideImage: { name: 'image', Body: ImageSlide },
  ComponentSlideAudio: { name: 'audio', Body: AudioSlide },
  ComponentSlideVideo: { name: 'video', Body: VideoSlide },
  ComponentSlideTwoVideos: { name: 'two_videos', Body: TwoVideosSlide },
  ComponentSlideAudioAndImage: { name: 'audio_and_image', Body: AudioAndImageSlide },
  ComponentSlideFlipcards: { name: 'flipcards', Body: FlipcardsSlide },
  ComponentSlideAudiocards: { name: 'audiocards', Body: AudiocardsSlide },
  ComponentSlideTwoColumns: { name: 'two_columns', Body: TwoColumnsSlide },
  ComponentSlideSubSlideButtons: { name: 'sub_slide_buttons', Body: SubSlideButtonsSlide },
  ComponentSlideAll: { name: 'all', Body: AllSlide },
};

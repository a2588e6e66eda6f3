/**
 * The slide templates (docs/product.md, "Slide templates"): each GraphQL slide type, the template's
 * name as editors know it, and the component that lays it out, one file per template.
 */
import type { ComponentType } from 'react';
import type { Slide } from '../slideshow-data';
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

export interface SlideBodyProps<T extends Slide['__typename']> {
  slide: Extract<Slide, { __typename: T }>;
  /** Where this slide's sub-slideshows open ('{path}/{slideshow id}'); without it (inside a sub-slideshow) their buttons are left out. */
  subslideshowsAt?: string;
}

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

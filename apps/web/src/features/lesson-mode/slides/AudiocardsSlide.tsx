/** The audiocards template: the text above a row of cards, each a picture that plays its sound. */
import { AudioCards, TextOver } from './parts';
import type { SlideBodyProps } from './slide-body';

export function AudiocardsSlide({ slide }: SlideBodyProps<'ComponentSlideAudiocards'>) {
  return (
    <TextOver text={slide.slide_text}>
      <AudioCards cards={slide.audiocards} />
    </TextOver>
  );
}

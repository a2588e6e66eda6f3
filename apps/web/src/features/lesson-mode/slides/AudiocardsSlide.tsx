/** The audiocards template: the text above cards of an image and a recording each. */
import { AudioCards, SlideText } from './parts';
import type { SlideBodyProps } from './templates';

export function AudiocardsSlide({ slide }: SlideBodyProps<'ComponentSlideAudiocards'>) {
  return (
    <div className="slide__stack">
      <SlideText content={slide.slide_text} />
      <AudioCards cards={slide.audiocards} />
    </div>
  );
}

/** The flipcards template: the text above cards that flip from question to answer. */
import { FlipCards, SlideText } from './parts';
import type { SlideBodyProps } from './templates';

export function FlipcardsSlide({ slide }: SlideBodyProps<'ComponentSlideFlipcards'>) {
  return (
    <div className="slide__stack">
      <SlideText content={slide.slide_text} />
      <FlipCards cards={slide.flipcards} />
    </div>
  );
}

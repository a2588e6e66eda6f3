/** The flipcards template: the text above a row of cards that fade from prompt to answer. */
import { FlipCards, SlideText } from './parts';
import type { SlideBodyProps } from './slide-body';

export function FlipcardsSlide({ slide }: SlideBodyProps<'ComponentSlideFlipcards'>) {
  return (
    <div className="slide__over">
      <SlideText content={slide.slide_text} />
      <FlipCards cards={slide.flipcards} />
    </div>
  );
}

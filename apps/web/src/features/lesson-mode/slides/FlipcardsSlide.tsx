/** The flipcards template: the text above a row of cards that fade from prompt to answer. */
import { FlipCards, TextOver } from './parts';
import type { SlideBodyProps } from './slide-body';

export function FlipcardsSlide({ slide }: SlideBodyProps<'ComponentSlideFlipcards'>) {
  return (
    <TextOver text={slide.slide_text}>
      <FlipCards cards={slide.flipcards} />
    </TextOver>
  );
}

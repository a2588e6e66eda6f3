/**
 * The image template: the text and a picture as large as the stage allows, the picture under the
 * words when it is wide and the words few, else beside them (arrangement.ts).
 */
import { SlideImage, SlideText } from './parts';
import { arrangementFor, besideShares, ratioOf, textLength } from './arrangement';
import type { SlideBodyProps } from './slide-body';

export function ImageSlide({ slide }: SlideBodyProps<'ComponentSlideImage'>) {
  const ratio = ratioOf(slide.main_image);
  const arrangement = arrangementFor(ratio, textLength(slide.slide_text));
  return (
    <div className={`slide__${arrangement}`} style={arrangement === 'beside' ? besideShares(ratio) : undefined}>
      <SlideText content={slide.slide_text} />
      <SlideImage image={slide.main_image} />
    </div>
  );
}

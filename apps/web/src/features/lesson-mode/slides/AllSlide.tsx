/** The all template: every field an editor filled in, in two columns, then videos, cards and sub-slideshow buttons. */
import { AudioCards, FlipCards, SlideAudio, SlideImage, SlideText, SubSlideButtons, VideoList } from './parts';
import type { SlideBodyProps } from './templates';

export function AllSlide({ slide, subslideshowsAt }: SlideBodyProps<'ComponentSlideAll'>) {
  return (
    <div className="slide__stack">
      <div className="slide__columns">
        <div className="slide__stack">
          <SlideText content={slide.slide_text} />
          <SlideImage image={slide.main_image} />
          <SlideAudio audio={slide.audio} />
        </div>
        <div className="slide__stack">
          <SlideText content={slide.secondary_slide_text} />
          <SlideImage image={slide.secondary_image} />
          <SlideAudio audio={slide.secondary_audio} />
        </div>
      </div>
      <VideoList videos={[...(slide.videos ?? []), slide.secondary_video]} />
      <AudioCards cards={slide.audiocards} />
      <FlipCards cards={slide.flipcards} />
      <SubSlideButtons buttons={slide.sub_slides2} subslideshowsAt={subslideshowsAt} />
    </div>
  );
}

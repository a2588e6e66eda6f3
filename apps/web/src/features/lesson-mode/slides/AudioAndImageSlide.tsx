/** The audio_and_image template: the text and a recording beside a picture. */
import { SlideAudio, SlideImage, SlideText } from './parts';
import type { SlideBodyProps } from './slide-body';

export function AudioAndImageSlide({ slide }: SlideBodyProps<'ComponentSlideAudioAndImage'>) {
  return (
    <div className="slide__split">
      <div className="slide__stack">
        <SlideText content={slide.slide_text} />
        <SlideAudio audio={slide.audio} tempo={slide.tempo} beatsPerBar={slide.beats_per_bar} />
      </div>
      <SlideImage image={slide.main_image} />
    </div>
  );
}

/** The audio template: the text with one or two recordings. */
import { SlideAudio, SlideText } from './parts';
import './AudioSlide.css';
import type { SlideBodyProps } from './slide-body';

export function AudioSlide({ slide }: SlideBodyProps<'ComponentSlideAudio'>) {
  return (
    <div className="slide__stack slide__stack--audio">
      <SlideText content={slide.slide_text} />
      <SlideAudio audio={slide.audio} tempo={slide.tempo} beatsPerBar={slide.beats_per_bar} />
      <SlideAudio audio={slide.secondary_audio} />
    </div>
  );
}

/**
 * The audio template: the text over its recordings, each a panel with its name large and the player
 * across its foot (one panel, or two side by side), with room in the panel for the song's words.
 */
import { RecordingPanel, SlideText } from './parts';
import './AudioSlide.css';
import type { SlideBodyProps } from './slide-body';

export function AudioSlide({ slide }: SlideBodyProps<'ComponentSlideAudio'>) {
  return (
    <div className="slide__over slide__over--audio">
      <SlideText content={slide.slide_text} />
      <div className="slide__recordings">
        <RecordingPanel audio={slide.audio} />
        <RecordingPanel audio={slide.secondary_audio} />
      </div>
    </div>
  );
}

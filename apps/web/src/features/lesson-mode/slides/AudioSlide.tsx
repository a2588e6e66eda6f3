/**
 * The audio template: the text over its recordings, each a panel with its name large and the player
 * across its foot (one panel, or two side by side); the song's words, when it has them, fill the
 * first panel's room and follow its recording.
 */
import { useState } from 'react';
import { RecordingPanel, SlideText } from './parts';
import { SungWords } from '../words/SungWords';
import { hasSungWords, toTenths } from '../words/sung-words';
import './AudioSlide.css';
import type { SlideBodyProps } from './slide-body';

export function AudioSlide({ slide }: SlideBodyProps<'ComponentSlideAudio'>) {
  const [time, setTime] = useState(0);
  return (
    <div className="slide__over slide__over--audio">
      <SlideText content={slide.slide_text} />
      <div className="slide__recordings">
        <RecordingPanel audio={slide.audio} tempo={slide.tempo} beatsPerBar={slide.beats_per_bar} onTimeUpdate={(seconds) => setTime(toTenths(seconds))}>
          {hasSungWords(slide.words) ? <SungWords words={slide.words} time={time} /> : undefined}
        </RecordingPanel>
        <RecordingPanel audio={slide.secondary_audio} />
      </div>
    </div>
  );
}

/** The audio template: the text with one or two recordings, and the song's words when it has them. */
import { useState } from 'react';
import { SlideAudio, SlideText } from './parts';
import { SungWords } from '../words/SungWords';
import { toTenths } from '../words/sung-words';
import './AudioSlide.css';
import type { SlideBodyProps } from './slide-body';

export function AudioSlide({ slide }: SlideBodyProps<'ComponentSlideAudio'>) {
  const [time, setTime] = useState(0);
  return (
    <div className="slide__stack slide__stack--audio">
      <SlideText content={slide.slide_text} />
      <SlideAudio audio={slide.audio} tempo={slide.tempo} beatsPerBar={slide.beats_per_bar} onTimeUpdate={(seconds) => setTime(toTenths(seconds))} />
      <SungWords words={slide.words} time={time} />
      <SlideAudio audio={slide.secondary_audio} />
    </div>
  );
}

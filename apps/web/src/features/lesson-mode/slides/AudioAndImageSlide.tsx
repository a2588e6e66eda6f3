/** The audio_and_image template: the text and a recording beside a picture, and the song's words when it has them. */
import { useState } from 'react';
import { SlideAudio, SlideImage, SlideText } from './parts';
import { SungWords } from '../words/SungWords';
import { toTenths } from '../words/sung-words';
import type { SlideBodyProps } from './slide-body';

export function AudioAndImageSlide({ slide }: SlideBodyProps<'ComponentSlideAudioAndImage'>) {
  const [time, setTime] = useState(0);
  return (
    <div className="slide__split">
      <div className="slide__stack">
        <SlideText content={slide.slide_text} />
        <SlideAudio audio={slide.audio} tempo={slide.tempo} beatsPerBar={slide.beats_per_bar} onTimeUpdate={(seconds) => setTime(toTenths(seconds))} />
        <SungWords words={slide.words} time={time} />
      </div>
      <SlideImage image={slide.main_image} />
    </div>
  );
}

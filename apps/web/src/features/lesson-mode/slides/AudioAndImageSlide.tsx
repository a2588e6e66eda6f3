/**
 * The audio_and_image template: the text, a picture and the recording's panel. A wide picture with
 * a few words: the words across the top, the picture and the recording side by side under them;
 * otherwise the words over the recording beside the picture (arrangement.ts). The song's words,
 * when it has them, fill the recording panel's room and follow the recording.
 */
import { useState } from 'react';
import { RecordingPanel, SlideImage, SlideText } from './parts';
import { arrangementFor, besideShares, ratioOf, textLength } from './arrangement';
import { SungWords } from '../words/SungWords';
import { hasSungWords, toTenths } from '../words/sung-words';
import type { SlideBodyProps } from './slide-body';

export function AudioAndImageSlide({ slide }: SlideBodyProps<'ComponentSlideAudioAndImage'>) {
  const [time, setTime] = useState(0);
  const ratio = ratioOf(slide.main_image);
  const recording = (
    <RecordingPanel audio={slide.audio} tempo={slide.tempo} beatsPerBar={slide.beats_per_bar} onTimeUpdate={(seconds) => setTime(toTenths(seconds))}>
      {hasSungWords(slide.words) ? <SungWords words={slide.words} time={time} /> : undefined}
    </RecordingPanel>
  );
  if (arrangementFor(ratio, textLength(slide.slide_text)) === 'over') {
    return (
      <div className="slide__over">
        <SlideText content={slide.slide_text} />
        <div className="slide__media-row">
          <SlideImage image={slide.main_image} />
          {recording}
        </div>
      </div>
    );
  }
  return (
    <div className="slide__beside" style={besideShares(ratio)}>
      <div className="slide__stack">
        <SlideText content={slide.slide_text} />
        {recording}
      </div>
      <SlideImage image={slide.main_image} />
    </div>
  );
}

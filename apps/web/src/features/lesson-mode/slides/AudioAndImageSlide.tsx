/**
 * The audio_and_image template: the text, a picture and the recording's panel. A wide picture with
 * a few words: the words across the top, the picture and the recording side by side under them;
 * otherwise the words over the recording beside the picture (arrangement.ts).
 */
import { RecordingPanel, SlideImage, SlideText } from './parts';
import { arrangementFor, besideShares, ratioOf, textLength } from './arrangement';
import type { SlideBodyProps } from './slide-body';

export function AudioAndImageSlide({ slide }: SlideBodyProps<'ComponentSlideAudioAndImage'>) {
  const ratio = ratioOf(slide.main_image);
  if (arrangementFor(ratio, textLength(slide.slide_text)) === 'over') {
    return (
      <div className="slide__over">
        <SlideText content={slide.slide_text} />
        <div className="slide__media-row">
          <SlideImage image={slide.main_image} />
          <RecordingPanel audio={slide.audio} />
        </div>
      </div>
    );
  }
  return (
    <div className="slide__beside" style={besideShares(ratio)}>
      <div className="slide__stack">
        <SlideText content={slide.slide_text} />
        <RecordingPanel audio={slide.audio} />
      </div>
      <SlideImage image={slide.main_image} />
    </div>
  );
}

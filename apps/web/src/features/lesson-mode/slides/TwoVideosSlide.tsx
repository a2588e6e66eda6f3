/** The two_videos template: the text above two films side by side. */
import { SlideText, VideoList } from './parts';
import type { SlideBodyProps } from './slide-body';

export function TwoVideosSlide({ slide }: SlideBodyProps<'ComponentSlideTwoVideos'>) {
  return (
    <div className="slide__over">
      <SlideText content={slide.slide_text} />
      <VideoList videos={slide.videos} />
    </div>
  );
}

/** The two_videos template: the text above two videos. */
import { SlideText, VideoList } from './parts';
import type { SlideBodyProps } from './templates';

export function TwoVideosSlide({ slide }: SlideBodyProps<'ComponentSlideTwoVideos'>) {
  return (
    <div className="slide__stack">
      <SlideText content={slide.slide_text} />
      <VideoList videos={slide.videos} />
    </div>
  );
}

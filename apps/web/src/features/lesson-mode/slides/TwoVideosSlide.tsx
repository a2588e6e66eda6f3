/** The two_videos template: the text over two films side by side, each as large as half the stage allows. */
import { TextOver, VideoList } from './parts';
import type { SlideBodyProps } from './slide-body';

export function TwoVideosSlide({ slide }: SlideBodyProps<'ComponentSlideTwoVideos'>) {
  return (
    <TextOver text={slide.slide_text}>
      <VideoList videos={slide.videos} />
    </TextOver>
  );
}

/** The video template: the text, with buttons to the activity audio and instrument options sub-slideshows, beside the video. */
import { ACTIVITY_AUDIO, INSTRUMENT_OPTIONS, SlideText, SubSlideshowLinks, VideoList } from './parts';
import type { SlideBodyProps } from './slide-body';

export function VideoSlide({ slide, subslideshowsAt }: SlideBodyProps<'ComponentSlideVideo'>) {
  return (
    <div className="slide__split">
      <div className="slide__stack">
        <SlideText content={slide.slide_text} />
        <SubSlideshowLinks
          links={[
            { key: 'audio', label: ACTIVITY_AUDIO, slideshow: slide.activity_audio },
            { key: 'instruments', label: INSTRUMENT_OPTIONS, slideshow: slide.instrument_options },
          ]}
          subslideshowsAt={subslideshowsAt}
        />
      </div>
      <VideoList videos={slide.videos} />
    </div>
  );
}

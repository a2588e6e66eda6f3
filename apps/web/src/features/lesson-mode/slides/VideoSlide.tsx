/**
 * The video template: the text, with buttons to the activity audio and instrument options
 * sub-slideshows, and the film as large as the stage allows: a few words go in a row over the film
 * (the buttons at the row's end), more words beside it (arrangement.ts).
 */
import { ACTIVITY_AUDIO, INSTRUMENT_OPTIONS, SlideText, SubSlideshowLinks, VideoList } from './parts';
import { arrangementFor, besideShares, textLength } from './arrangement';
import type { SlideBodyProps } from './slide-body';

export function VideoSlide({ slide, subslideshowsAt }: SlideBodyProps<'ComponentSlideVideo'>) {
  const arrangement = arrangementFor(16 / 9, textLength(slide.slide_text));
  return (
    <div className={`slide__${arrangement}`} style={arrangement === 'beside' ? besideShares(16 / 9) : undefined}>
      <div className={arrangement === 'over' ? 'slide__words-row' : 'slide__stack'}>
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

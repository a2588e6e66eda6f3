/**
 * The all template: every part an editor filled in, as panels in a grid that fills the stage (texts
 * with their recordings first, then pictures, films, cards and sub-slideshow buttons). Parts left
 * empty take no room; the grid has as many columns as suits the number of panels.
 */
import type { CSSProperties, ReactNode } from 'react';
import { AudioCards, FlipCards, SlideAudio, SlideImage, SlideText, SubSlideButtons, type Media } from './parts';
import { Video } from './Video';
import './AllSlide.css';
import type { SlideBodyProps } from './slide-body';

function hasText(content: unknown): boolean {
  return Array.isArray(content) && content.length > 0;
}

export function panelColumns(count: number): number {
  return count <= 2 ? Math.max(count, 1) : count <= 4 ? 2 : count <= 9 ? 3 : 4;
}

export function AllSlide({ slide, subslideshowsAt }: SlideBodyProps<'ComponentSlideAll'>) {
  const panels: Array<{ key: string; content: ReactNode }> = [];
  const textPanel = (key: string, text: unknown, audio: Media) => {
    if (hasText(text) || audio?.url)
      panels.push({
        key,
        content: (
          <>
            <SlideText content={text} />
            <SlideAudio audio={audio} />
          </>
        ),
      });
  };
  textPanel('text', slide.slide_text, slide.audio);
  textPanel('secondary-text', slide.secondary_slide_text, slide.secondary_audio);
  for (const [key, image] of [
    ['image', slide.main_image],
    ['secondary-image', slide.secondary_image],
  ] as const) {
    if (image?.url) panels.push({ key, content: <SlideImage image={image} /> });
  }
  for (const video of [...(slide.videos ?? []), slide.secondary_video]) {
    if (video)
      panels.push({
        key: `video-${video.id}`,
        content: (
          <div className="slide__videos">
            <Video video={video} />
          </div>
        ),
      });
  }
  if (slide.audiocards?.some((card) => card?.image?.url && card.audio?.url))
    panels.push({ key: 'audiocards', content: <AudioCards cards={slide.audiocards} fewest={1} /> });
  if (slide.flipcards?.some((card) => card?.card_1?.url && card.card_2?.url))
    panels.push({ key: 'flipcards', content: <FlipCards cards={slide.flipcards} fewest={1} /> });
  if (subslideshowsAt && slide.sub_slides2?.some((button) => button?.activity_slideshow?.documentId))
    panels.push({ key: 'buttons', content: <SubSlideButtons buttons={slide.sub_slides2} subslideshowsAt={subslideshowsAt} /> });

  return (
    <div className="slide__panels" style={{ '--panel-columns': panelColumns(panels.length) } as CSSProperties}>
      {panels.map((panel) => (
        <div key={panel.key} className="slide__panel">
          {panel.content}
        </div>
      ))}
    </div>
  );
}

/**
 * The all (free-form) template, arranged by rules rather than stacked (docs/slide-layouts.md): the
 * words in a band across the top (each text in a column with its recording: the slide's first
 * recording as the one full player, any further one as a compact play button; the sub-slideshow
 * buttons in the last column), then every picture, film and card as a tile of one grid that fills
 * the rest of the stage, its columns chosen to make the tiles largest. Parts left empty take no room.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  AudioCard,
  FlipCard,
  RecordingButton,
  SlideAudio,
  SlideImage,
  SlideText,
  SubSlideButtons,
  playableAudioCards,
  playableFlipCards,
  type Media,
} from './parts';
import { Video } from './Video';
import { cardGrid, textLength } from './arrangement';
import './AllSlide.css';
import type { SlideBodyProps } from './slide-body';

/** The tiles' grid: as many columns as make `count` tiles of about 16:10 largest under the words. */
export function tileColumns(count: number): { columns: number; rows: number } {
  const { columns, rows } = cardGrid(count, 1.6, { height: 20, foot: 2, wide: false });
  return { columns, rows };
}

export function AllSlide({ slide, subslideshowsAt }: SlideBodyProps<'ComponentSlideAll'>) {
  // At most one full player: the first recording the slide has; a further one is a compact button.
  let fullPlayerGiven = false;
  const recording = (audio: Media) => {
    if (!audio?.url) return null;
    if (fullPlayerGiven) return <RecordingButton audio={audio} />;
    fullPlayerGiven = true;
    return <SlideAudio audio={audio} />;
  };
  const words: Array<{ key: string; content: ReactNode }> = [];
  for (const [key, text, audio] of [
    ['text', slide.slide_text, slide.audio],
    ['secondary-text', slide.secondary_slide_text, slide.secondary_audio],
  ] as const) {
    if (textLength(text) > 0 || audio?.url)
      words.push({
        key,
        content: (
          <>
            <SlideText content={text} />
            {recording(audio)}
          </>
        ),
      });
  }
  const hasButtons = Boolean(subslideshowsAt && slide.sub_slides2?.some((button) => button?.activity_slideshow?.documentId));
  if (hasButtons) {
    const buttons = <SubSlideButtons key="buttons" buttons={slide.sub_slides2} subslideshowsAt={subslideshowsAt} />;
    if (words.length) words[words.length - 1].content = [words[words.length - 1].content, buttons];
    else words.push({ key: 'buttons', content: buttons });
  }

  const tiles: Array<{ key: string; kind: string; content: ReactNode }> = [];
  for (const [key, image] of [
    ['image', slide.main_image],
    ['secondary-image', slide.secondary_image],
  ] as const) {
    if (image?.url) tiles.push({ key, kind: 'picture', content: <SlideImage image={image} /> });
  }
  for (const video of [...(slide.videos ?? []), slide.secondary_video]) {
    if (video) tiles.push({ key: `video-${video.id}`, kind: 'film', content: <Video video={video} /> });
  }
  for (const card of playableAudioCards(slide.audiocards)) tiles.push({ key: `audiocard-${card.id}`, kind: 'card', content: <AudioCard card={card} /> });
  playableFlipCards(slide.flipcards).forEach((card, index) =>
    tiles.push({ key: `flipcard-${card.id}`, kind: 'card', content: <FlipCard card={card} number={index + 1} /> }),
  );

  const grid = tileColumns(tiles.length);
  return (
    <div className={tiles.length ? 'slide__all' : 'slide__all slide__all--words'}>
      {words.length > 0 && (
        <div className="slide__all-words" style={{ '--word-columns': words.length } as CSSProperties}>
          {words.map((group) => (
            <div key={group.key} className="slide__all-group">
              {group.content}
            </div>
          ))}
        </div>
      )}
      {tiles.length > 0 && (
        <ul className="slide__tiles" style={{ '--tile-columns': grid.columns, '--tile-rows': grid.rows } as CSSProperties}>
          {tiles.map((tile) => (
            <li key={tile.key} className={`slide__tile slide__tile--${tile.kind}`}>
              {tile.content}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

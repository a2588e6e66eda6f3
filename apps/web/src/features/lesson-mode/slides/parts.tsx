/**
 * The parts slides are made of (slides/*Slide.tsx): text, image, audio, videos, flip cards, audio
 * cards and the buttons that open a sub-slideshow. Missing media are left out rather than shown
 * broken; a video without a valid embed shows a placeholder that says so.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { SlideMediaFragment, SlideVideoFragment } from '../../../graphql/generated';
import { pageOrigin } from '../../../lib/page-origin';
import { embedUrl, startedEmbedUrl } from '../../../lib/slides';
import { RichText } from '../../../ui/RichText';
import { AudioPlayer } from '../../../ui/AudioPlayer';

export type Media = SlideMediaFragment | null | undefined;
type SlideshowLink = { documentId: string; title: string } | null | undefined;

export const INSTRUMENT_OPTIONS = 'Instrument options';
export const ACTIVITY_AUDIO = 'Activity audio';

export function SlideText({ content }: { content: unknown }) {
  if (!Array.isArray(content) || content.length === 0) return null;
  return (
    <div className="slide__text">
      <RichText content={content} />
    </div>
  );
}

export function SlideImage({ image, className = 'slide__image' }: { image: Media; className?: string }) {
  if (!image?.url) return null;
  return (
    <figure className={className}>
      <img src={image.url} alt={image.alternativeText ?? ''} width={image.width ?? undefined} height={image.height ?? undefined} decoding="async" />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

export function SlideAudio({ audio }: { audio: Media }) {
  if (!audio?.url) return null;
  return <AudioPlayer url={audio.url} label={audio.caption || audio.name} caption={audio.caption || audio.name} className="slide__audio" />;
}

export function VideoList({ videos }: { videos: ReadonlyArray<SlideVideoFragment | null | undefined> | null | undefined }) {
  const list = (videos ?? []).filter((video): video is SlideVideoFragment => Boolean(video));
  if (list.length === 0) return null;
  return (
    <div className={list.length > 1 ? 'slide__videos slide__videos--several' : 'slide__videos'}>
      {list.map((video) => (
        <Video key={video.id} video={video} />
      ))}
    </div>
  );
}

/**
 * A video through the embedded external player named by its embed's url. Until the teacher presses
 * play the slide shows a play button in the player's place: nothing autoplays, and a slide with
 * films costs the classroom's wifi and computer nothing until one is wanted. Pressing it loads the
 * player and asks it to start.
 */
export function Video({ video }: { video: SlideVideoFragment }) {
  const [started, setStarted] = useState(false);
  const src = embedUrl(video.embed, pageOrigin());
  const title = video.title?.trim() || 'Video';
  return (
    <figure className="slide-video">
      {src && started && (
        <div className="slide-video__frame">
          <iframe
            src={startedEmbedUrl(src)}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      {src && !started && (
        <div className="slide-video__frame">
          <button type="button" className="slide-video__start" onClick={() => setStarted(true)} aria-label={`Play video: ${title}`}>
            <span className="slide-video__play-icon" aria-hidden="true" />
            <span>Play video</span>
          </button>
        </div>
      )}
      {!src && (
        <div className="slide-video__frame slide-video__missing" role="note">
          <p>
            <strong>This video is not available.</strong>
          </p>
          <p>Its player link is missing or not valid. Please let the classroom team know.</p>
        </div>
      )}
      {(video.title || video.film_setup) && (
        <figcaption>
          {video.title && <strong>{video.title}</strong>}
          {video.film_setup && <span className="slide-video__setup">{video.film_setup}</span>}
        </figcaption>
      )}
    </figure>
  );
}

interface FlipCardData {
  id: string;
  title?: string | null;
  card_1?: Media;
  card_2?: Media;
  audio?: Media;
}

export function FlipCards({ cards }: { cards: ReadonlyArray<FlipCardData | null | undefined> | null | undefined }) {
  // Both faces are required (docs/product.md, "Slide templates"): a card missing one is left out.
  const list = (cards ?? []).filter((card): card is FlipCardData => Boolean(card?.card_1?.url && card.card_2?.url));
  if (list.length === 0) return null;
  return (
    <ul className="flipcards">
      {list.map((card) => (
        <li key={card.id}>
          <FlipCard card={card} />
        </li>
      ))}
    </ul>
  );
}

/** Tapping the card fades the front to the back in 0.5 s; it starts on the front whenever its slide is shown. */
function FlipCard({ card }: { card: FlipCardData }) {
  const [flipped, setFlipped] = useState(false);
  const name = card.title?.trim() || 'Card';
  return (
    <figure className="flipcard">
      <button
        type="button"
        className={flipped ? 'flipcard__card flipcard__card--flipped' : 'flipcard__card'}
        aria-pressed={flipped}
        aria-label={`Flip card: ${name}`}
        onClick={() => setFlipped(!flipped)}
      >
        <img
          className="flipcard__face flipcard__face--front"
          src={card.card_1!.url}
          alt=""
          width={card.card_1!.width ?? undefined}
          height={card.card_1!.height ?? undefined}
          data-face="front"
        />
        <img
          className="flipcard__face flipcard__face--back"
          src={card.card_2!.url}
          alt=""
          width={card.card_2!.width ?? undefined}
          height={card.card_2!.height ?? undefined}
          data-face="back"
        />
      </button>
      <figcaption>
        {name}
        <span className="visually-hidden">
          {flipped ? ` (showing the back: ${card.card_2!.alternativeText || 'answer'})` : ` (showing the front: ${card.card_1!.alternativeText || 'question'})`}
        </span>
      </figcaption>
      {card.audio?.url && <AudioPlayer url={card.audio.url} label={name} />}
    </figure>
  );
}

interface AudioCardData {
  id: string;
  title?: string | null;
  image?: Media;
  audio?: Media;
}

/** An image with its audio player, four to a row on a wide screen (docs/product.md, "Slide templates"). */
export function AudioCards({ cards }: { cards: ReadonlyArray<AudioCardData | null | undefined> | null | undefined }) {
  // Each card needs its image and its audio (docs/product.md, "Slide templates").
  const list = (cards ?? []).filter((card): card is AudioCardData => Boolean(card?.image?.url && card.audio?.url));
  if (list.length === 0) return null;
  return (
    <ul className="audiocards">
      {list.map((card) => (
        <li key={card.id} className="audiocard">
          <SlideImage image={card.image} className="audiocard__image" />
          {card.title && <p className="audiocard__title">{card.title}</p>}
          <AudioPlayer url={card.audio!.url} label={card.title || card.audio!.caption || card.audio!.name} />
        </li>
      ))}
    </ul>
  );
}

export function SubSlideshowLinks({
  links,
  subslideshowsAt,
}: {
  links: Array<{ key: string; label: string; slideshow: SlideshowLink }>;
  subslideshowsAt?: string;
}) {
  if (!subslideshowsAt) return null;
  const present = links.filter((link) => link.slideshow?.documentId);
  if (present.length === 0) return null;
  return (
    <ul className="slide__buttons">
      {present.map((link) => (
        <li key={link.key}>
          <Link to={`${subslideshowsAt}/${link.slideshow!.documentId}`} className="button button--light">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SubSlideButtons({
  buttons,
  subslideshowsAt,
}: {
  buttons: ReadonlyArray<{ id: string; label?: string | null; activity_slideshow?: SlideshowLink } | null> | null | undefined;
  subslideshowsAt?: string;
}) {
  const links = (buttons ?? []).flatMap((button) =>
    button?.activity_slideshow?.documentId ? [{ key: button.id, label: button.label?.trim() || INSTRUMENT_OPTIONS, slideshow: button.activity_slideshow }] : [],
  );
  return <SubSlideshowLinks links={links} subslideshowsAt={subslideshowsAt} />;
}

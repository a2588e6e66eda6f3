/**
 * The parts slides are made of (slides/*Slide.tsx): text, image, audio, videos (Video.tsx), flip
 * cards, audio cards and the buttons that open a sub-slideshow. Missing media are left out rather
 * than shown broken. Each part fills the room its template gives it on the stage (parts.css, cards.css).
 */
import './parts.css';
import './cards.css';
import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SlideMediaFragment, SlideVideoFragment } from '../../../graphql/generated';
import { RichText } from '../../../ui/RichText';
import { AudioPlayer } from '../../../ui/AudioPlayer';
import { RECORDING_FAILED, useRecording } from '../../../ui/use-recording';
import { useOnline } from '../../offline/use-online';
import { Video } from './Video';
import { cardGrid, ratioOf } from './arrangement';

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

/** The layout of a template whose text stands over one thing that takes the rest of the stage (a row of cards, two films). */
export function TextOver({ text, children }: { text: unknown; children: ReactNode }) {
  return (
    <div className="slide__over">
      <SlideText content={text} />
      {children}
    </div>
  );
}

/**
 * A slide's picture. One that cannot be loaded (the wifi dropped before it was fetched, and the
 * lesson was not saved for offline) says so in one line on the slide, and is tried again when the
 * network is back.
 */
export function SlideImage({ image, className = 'slide__image' }: { image: Media; className?: string }) {
  const online = useOnline();
  const [failedUrl, setFailedUrl] = useState<string>();
  useEffect(() => {
    if (online) setFailedUrl(undefined);
  }, [online]);
  if (!image?.url) return null;
  if (failedUrl === image.url) {
    return (
      <p className="slide__unavailable" role="note">
        {online ? 'This picture could not be loaded.' : 'This picture is not available offline: it will show when the network is back.'}
      </p>
    );
  }
  return (
    <figure className={className}>
      <img
        src={image.url}
        alt={image.alternativeText ?? ''}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        decoding="async"
        onError={() => setFailedUrl(image.url)}
      />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

interface SlideAudioProps {
  audio: Media;
  /** The recording's tempo and beats in a bar (the slide's fields), for the count-in. */
  tempo?: number | null;
  beatsPerBar?: number | null;
  /** Hears the recording's position while it plays (AudioPlayer's onTimeUpdate). */
  onTimeUpdate?: (seconds: number) => void;
}

export function SlideAudio({ audio, tempo, beatsPerBar, onTimeUpdate }: SlideAudioProps) {
  if (!audio?.url) return null;
  return (
    <AudioPlayer
      url={audio.url}
      label={audio.caption || audio.name}
      caption={audio.caption || audio.name}
      className="slide__audio"
      tempo={tempo}
      beatsPerBar={beatsPerBar}
      onTimeUpdate={onTimeUpdate}
    />
  );
}

/** A recording's name as a file names it: its caption, else its file name without the extension. */
export function recordingName(audio: NonNullable<Media>): string {
  return audio.caption?.trim() || audio.name?.replace(/\.[a-z0-9]+$/i, '') || 'Recording';
}

/**
 * A recording as the slide's main content (audio, audio_and_image): a panel with its name large, a
 * room for what goes with it (the song's words, later), and the player across its foot.
 */
export function RecordingPanel({ audio, children, tempo, beatsPerBar, onTimeUpdate }: { audio: Media; children?: ReactNode } & Omit<SlideAudioProps, 'audio'>) {
  if (!audio?.url) return null;
  const name = recordingName(audio);
  return (
    <section className="slide__recording" aria-label={name}>
      <p className="slide__recording-title">{name}</p>
      <div className="slide__recording-room">{children ?? <span className="slide__recording-art" aria-hidden="true" />}</div>
      <AudioPlayer url={audio.url} label={name} className="slide__audio" tempo={tempo} beatsPerBar={beatsPerBar} onTimeUpdate={onTimeUpdate} />
    </section>
  );
}

/** A further recording where the slide already has a full player (the all template): a compact play button. */
export function RecordingButton({ audio }: { audio: Media }) {
  if (!audio?.url) return null;
  return <CardSound url={audio.url} name={recordingName(audio)} label={recordingName(audio)} />;
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

export interface FlipCardData {
  id: string;
  title?: string | null;
  prompt?: string | null;
  card_1?: Media;
  card_2?: Media;
  audio?: Media;
}

/** The cards in the grid that makes them largest (arrangement.ts), wide cards one per row. */
function CardGrid({ count, ratio, children }: { count: number; ratio: number | undefined; children: ReactNode }) {
  const grid = cardGrid(count, ratio);
  return (
    <ul
      className={grid.wide ? 'cards cards--wide' : 'cards'}
      style={{ '--cards-columns': grid.columns, '--cards-rows': grid.rows, '--card-ratio': ratio ?? 4 / 3 } as CSSProperties}
    >
      {children}
    </ul>
  );
}

export function FlipCards({ cards }: { cards: ReadonlyArray<FlipCardData | null | undefined> | null | undefined }) {
  // Both faces are required (docs/product.md, "Slide templates"): a card missing one is left out.
  const list = playableFlipCards(cards);
  if (list.length === 0) return null;
  return (
    <CardGrid count={list.length} ratio={ratioOf(list[0].card_1)}>
      {list.map((card, index) => (
        <li key={card.id}>
          <FlipCard card={card} number={index + 1} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Both faces are required (docs/product.md, "Slide templates"): a card missing one is left out. */
export function playableFlipCards(cards: ReadonlyArray<FlipCardData | null | undefined> | null | undefined): FlipCardData[] {
  return (cards ?? []).filter((card): card is FlipCardData => Boolean(card?.card_1?.url && card.card_2?.url));
}

/** Each audio card needs its image and its audio (docs/product.md, "Slide templates"). */
export function playableAudioCards(cards: ReadonlyArray<AudioCardData | null | undefined> | null | undefined): AudioCardData[] {
  return (cards ?? []).filter((card): card is AudioCardData => Boolean(card?.image?.url && card.audio?.url));
}

export const TAP_TO_TURN = 'Tap to turn over';

/**
 * The front shows the prompt large over the first picture, and 'Tap to turn over'; tapped, it fades
 * in 0.5 s to the back: the answer (the card's title) in dark words on a light panel, the second
 * picture beside or beneath it, never darkened. The face not shown is hidden from sight and from
 * screen readers, so the answer is not given away. A slide's cards start on their fronts.
 */
export function FlipCard({ card, number }: { card: FlipCardData; number: number }) {
  const [flipped, setFlipped] = useState(false);
  const answer = card.title?.trim() || 'No answer given';
  const prompt = card.prompt?.trim() || `Card ${number}`;
  return (
    <div className="flipcard">
      <button
        type="button"
        className={flipped ? 'flipcard__card flipcard__card--flipped' : 'flipcard__card'}
        aria-pressed={flipped}
        onClick={() => setFlipped(!flipped)}
      >
        {/* The words come first, so the card's name is 'Flip card: {prompt}' (the picture shows first on the stage). */}
        <span className="visually-hidden">Flip card: </span>
        <span className="flipcard__face flipcard__face--front" data-face="front" aria-hidden={flipped}>
          <span className="flipcard__words">
            <span className="flipcard__prompt">{prompt}</span>
            <span className="flipcard__hint" aria-hidden="true">
              {TAP_TO_TURN}
            </span>
          </span>
          <img
            src={card.card_1!.url}
            alt={card.card_1!.alternativeText ?? ''}
            width={card.card_1!.width ?? undefined}
            height={card.card_1!.height ?? undefined}
          />
        </span>
        <span className="flipcard__face flipcard__face--back" data-face="back" aria-hidden={!flipped}>
          <span className="flipcard__words flipcard__words--answer">
            <span className="flipcard__answer">{answer}</span>
          </span>
          <img
            src={card.card_2!.url}
            alt={card.card_2!.alternativeText ?? ''}
            width={card.card_2!.width ?? undefined}
            height={card.card_2!.height ?? undefined}
          />
        </span>
      </button>
      {card.audio?.url && <CardSound url={card.audio.url} name={prompt} />}
    </div>
  );
}

/** A flip card's sound: a play/pause button with the time left. */
function CardSound({ url, name, label = 'Listen' }: { url: string; name: string; label?: string }) {
  const recording = useRecording(url);
  return (
    <div className="card-sound">
      <audio {...recording.audioProps} />
      <button type="button" className="card-sound__play" onClick={recording.toggle} data-playing={recording.playing || undefined} disabled={recording.failed}>
        <span className="audiocard__icon" aria-hidden="true" />
        <span>{recording.playing ? 'Pause' : label}</span>
        {label !== name && <span className="visually-hidden">: {name}</span>}
        <span className="audiocard__time">{recording.remaining}</span>
      </button>
      {recording.failed && <RecordingFailed />}
    </div>
  );
}

/** In a card's place under it, when its recording cannot be loaded. */
function RecordingFailed() {
  return (
    <p className="audiocard__failed" role="alert">
      {RECORDING_FAILED}
    </p>
  );
}

export interface AudioCardData {
  id: string;
  title?: string | null;
  image?: Media;
  audio?: Media;
}

/** Pictures with their sounds (docs/product.md, "Slide templates"): the whole card plays and pauses its sound. */
export function AudioCards({ cards }: { cards: ReadonlyArray<AudioCardData | null | undefined> | null | undefined }) {
  const list = playableAudioCards(cards);
  if (list.length === 0) return null;
  return (
    <CardGrid count={list.length} ratio={ratioOf(list[0].image)}>
      {list.map((card) => (
        <li key={card.id}>
          <AudioCard card={card} />
        </li>
      ))}
    </CardGrid>
  );
}

export function AudioCard({ card }: { card: AudioCardData }) {
  const recording = useRecording(card.audio!.url);
  const timeId = useId();
  const name = card.title?.trim() || card.audio!.caption || card.audio!.name || 'Recording';
  const progress = recording.duration > 0 ? (recording.position / recording.duration) * 100 : 0;
  return (
    <div className="audiocard-item">
      <audio {...recording.audioProps} />
      <button
        type="button"
        className="audiocard"
        onClick={recording.toggle}
        data-playing={recording.playing || undefined}
        disabled={recording.failed}
        aria-label={`${recording.playing ? 'Pause' : 'Play'} ${name}`}
        aria-describedby={timeId}
      >
        <img src={card.image!.url} alt={card.image!.alternativeText ?? ''} width={card.image!.width ?? undefined} height={card.image!.height ?? undefined} />
        <span className="audiocard__foot">
          <span className="audiocard__icon" aria-hidden="true" />
          <span className="audiocard__title">{name}</span>
          <span className="audiocard__time" id={timeId}>
            <span className="visually-hidden">Time remaining: </span>
            {recording.remaining}
          </span>
          <span className="audiocard__progress" style={{ '--progress': `${progress}%` } as CSSProperties} aria-hidden="true" />
        </span>
      </button>
      {recording.failed && <RecordingFailed />}
    </div>
  );
}

export function SubSlideshowLinks({
  links,
  subslideshowsAt,
  large = false,
}: {
  links: Array<{ key: string; label: string; slideshow: SlideshowLink }>;
  subslideshowsAt?: string;
  /** Buttons that are the slide's main content (sub_slide_buttons), rather than beside it. */
  large?: boolean;
}) {
  if (!subslideshowsAt) return null;
  const present = links.filter((link) => link.slideshow?.documentId);
  if (present.length === 0) return null;
  return (
    <ul className={large ? 'slide__buttons slide__buttons--large' : 'slide__buttons'}>
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
  large,
}: {
  buttons: ReadonlyArray<{ id: string; label?: string | null; activity_slideshow?: SlideshowLink } | null> | null | undefined;
  subslideshowsAt?: string;
  large?: boolean;
}) {
  const links = (buttons ?? []).flatMap((button) =>
    button?.activity_slideshow?.documentId ? [{ key: button.id, label: button.label?.trim() || INSTRUMENT_OPTIONS, slideshow: button.activity_slideshow }] : [],
  );
  return <SubSlideshowLinks links={links} subslideshowsAt={subslideshowsAt} large={large} />;
}

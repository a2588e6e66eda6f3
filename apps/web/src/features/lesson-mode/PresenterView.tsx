/**
 * The presenter view (docs/product.md, "Presenter view"), in the second window P opens for the
 * teacher's laptop: the current slide and the next one as the board shows them (pictures only: the
 * board is where they are used), the teacher's notes for the slide, the time since the window opened,
 * 'Slide N of M', and the board's blank screen as a switch. The bars keep '<', '>' and the keys.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { RichText } from '../../ui/RichText';
import { minutesAndSeconds } from '../../lib/audio-player';
import { SlideView } from './SlideView';
import type { Slide } from './slideshow-data';

/** The notes an editor wrote for the teacher: the slide's 'Teacher notes', and its films' setup notes. */
export function teacherNotes(slide: Slide | undefined): { notes: unknown[]; filmSetups: Array<{ title: string; setup: string }> } {
  if (!slide || slide.__typename === 'Error') return { notes: [], filmSetups: [] };
  const notes = 'teacher_notes' in slide && Array.isArray(slide.teacher_notes) ? slide.teacher_notes : [];
  const videos = [...('videos' in slide ? (slide.videos ?? []) : []), ...('secondary_video' in slide ? [slide.secondary_video] : [])];
  const filmSetups = videos.flatMap((video) => (video?.film_setup?.trim() ? [{ title: video.title?.trim() || 'Film', setup: video.film_setup.trim() }] : []));
  return { notes, filmSetups };
}

function useElapsed(key: string): { elapsed: string; restart: () => void } {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Kept for the window, so moving to the next activity does not reset it.
    const stored = Number(sessionStorage.getItem(key));
    const start = Number.isFinite(stored) && stored > 0 ? stored : Date.now();
    sessionStorage.setItem(key, String(start));
    setStartedAt(start);
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [key]);
  const restart = () => {
    const start = Date.now();
    sessionStorage.setItem(key, String(start));
    setStartedAt(start);
    setNow(start);
  };
  return { elapsed: startedAt === null ? '00:00' : minutesAndSeconds((now - startedAt) / 1000), restart };
}

export interface PresenterViewProps {
  slide?: Slide;
  /** The slide after this one: the next of this slideshow, or the next activity's first. */
  next?: Slide;
  /** What comes after the last slide when there is no next slide ('Lesson complete', 'Next: {activity}'). */
  nextLabel?: string;
  position: number;
  count: number;
  heading: string;
  pair: string;
  boardBlank: boolean;
  setBoardBlank: (on: boolean) => void;
  /** On the lesson's last slide: "Mark as taught" (features/teaching-record). */
  atEnd?: ReactNode;
}

export function PresenterView({ slide, next, nextLabel, position, count, heading, pair, boardBlank, setBoardBlank, atEnd }: PresenterViewProps) {
  const { elapsed, restart } = useElapsed(`classroom-presenter-started-${pair}`);
  const { notes, filmSetups } = teacherNotes(slide);
  const title = slide && 'title' in slide ? slide.title?.trim() : undefined;
  return (
    <div className="presenter">
      <h1 className="visually-hidden">Presenter view: {title || heading}</h1>
      <section className="presenter__current" aria-label="Current slide">
        <div className="stage-screen">
          <div className="stage" inert>
            {slide && <SlideView slide={slide} headingId="presenter-current" />}
          </div>
        </div>
      </section>
      <div className="presenter__side">
        <div className="presenter__status">
          <p className="presenter__count">{count > 0 ? `Slide ${position} of ${count}` : 'No slides'}</p>
          <p className="presenter__elapsed">
            <span role="timer" aria-label={`Time since the start: ${elapsed}`}>
              {elapsed}
            </span>
            <button type="button" className="lesson-mode__link" onClick={restart}>
              Restart timer
            </button>
          </p>
          <button type="button" className="lesson-mode__link" aria-pressed={boardBlank} aria-keyshortcuts="B" onClick={() => setBoardBlank(!boardBlank)}>
            {boardBlank ? 'The board is blank: show the slide' : 'Blank the board'}
          </button>
        </div>
        <section className="presenter__notes" aria-labelledby="presenter-notes-title">
          <h2 id="presenter-notes-title">Teacher notes</h2>
          {notes.length === 0 && filmSetups.length === 0 ? (
            <p className="presenter__none">No notes for this slide.</p>
          ) : (
            <>
              {notes.length > 0 && <RichText content={notes} />}
              {filmSetups.map((film) => (
                <p key={film.title}>
                  <strong>{film.title}:</strong> {film.setup}
                </p>
              ))}
            </>
          )}
        </section>
        <section className="presenter__next" aria-labelledby="presenter-next-title">
          <h2 id="presenter-next-title">Next</h2>
          {next ? (
            <div className="stage-screen">
              <div className="stage" inert>
                <SlideView slide={next} headingId="presenter-next" />
              </div>
            </div>
          ) : (
            <p className="presenter__none">{nextLabel ?? 'The end of these slides.'}</p>
          )}
          {atEnd}
        </section>
      </div>
    </div>
  );
}

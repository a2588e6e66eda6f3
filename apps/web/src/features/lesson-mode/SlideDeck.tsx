/**
 * The lesson mode frame around a slideshow (docs/product.md, "Slideshow behaviour"): 'Exit lesson
 * mode', the slide, '<' and '>' (or 'Previous' and 'Next' to the neighbouring activity at either
 * end), 'Slide N of M', a full-screen toggle, ArrowLeft / ArrowRight, the F key and a swipe. The
 * slide's position is the URL's; the next slide's media are fetched ahead.
 */
import './lesson-mode.css';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { lessonModeSlides, lessonModeTitle, slideSteps, subSlideshows, type Step } from '../../lib/slides';
import { SlideView } from './SlideView';
import { OffStageFits } from './OffStageFits';
import { preloadSlide, whenImagesSettled } from './preload';
import type { Slide, SlideshowContent } from './slideshow-data';
import { LessonModeFrame, isLessonModeKey } from './LessonModeFrame';
import { PresenterView } from './PresenterView';
import { presenterAddress, usePresenterPair } from './presenter-sync';

/** A swipe this far across (and more across than down) turns the slide, on a tablet or whiteboard. */
const SWIPE_PX = 80;

export interface Neighbour {
  to: string;
  title: string;
  /** 'end': the step past the last slide leads to the end screen ('Finish'), not to another slideshow. */
  kind?: 'end';
}

export interface SlideDeckProps {
  /** What is being presented: the activity's or sub-slideshow's title. */
  heading: string;
  slides: Slide[];
  position: number;
  /** The path of slide n of this slideshow. */
  slidePath: (position: number) => string;
  /** Where the current slide's sub-slideshows open ('{path}/{slideshow id}'). */
  subslideshowsAt?: string;
  previous?: Neighbour;
  next?: Neighbour;
  /** The first slide of the next activity, fetched ahead while on the last slide. */
  upcoming?: unknown;
  exitTo: string;
  /** Extra links in the top bar ('Lesson overview', 'Back to the main activity'). */
  links?: ReactNode;
  /** Shown in the presenter view only on the last slide when the end screen comes next ("Mark as taught"); nothing of it runs on any other slide. */
  atEnd?: ReactNode;
}

function StepLink({ step, direction, neighbour }: { step?: Step; direction: 'back' | 'forward'; neighbour?: Neighbour }) {
  const navigate = useNavigate();
  if (!step) return <span className="lesson-mode__no-step" />;
  // A plain click (or tap) moves as the arrow keys do, committed at once; other clicks keep the link's behaviour.
  const onStep = (to: string) => (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, { flushSync: true });
  };
  const back = direction === 'back';
  if (step.crossesActivity) {
    return (
      <Link
        to={step.to}
        onClick={onStep(step.to)}
        className={`lesson-mode__step lesson-mode__step--activity lesson-mode__step--${direction}`}
        aria-keyshortcuts={back ? 'ArrowLeft' : 'ArrowRight'}
      >
        <span className="lesson-mode__step-label">{neighbour?.kind === 'end' ? 'Finish' : back ? 'Previous' : 'Next'}</span>
        {neighbour && neighbour.kind !== 'end' && <span className="lesson-mode__step-title">{neighbour.title}</span>}
      </Link>
    );
  }
  return (
    <Link
      to={step.to}
      onClick={onStep(step.to)}
      className={`lesson-mode__step lesson-mode__step--${direction}`}
      aria-label={back ? 'Previous slide' : 'Next slide'}
      aria-keyshortcuts={back ? 'ArrowLeft' : 'ArrowRight'}
    >
      <span aria-hidden="true">{back ? '<' : '>'}</span>
    </Link>
  );
}

export function SlideDeck({ heading, slides, position, slidePath, subslideshowsAt, previous, next, upcoming, exitTo, links, atEnd }: SlideDeckProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const count = slides.length;
  const endComesNext = position >= count && next?.kind === 'end';
  const slide = slides[position - 1];
  const { pair, isPresenter } = usePresenterPair();
  // In the presenter's window every step keeps it the presenter's.
  const address = (to: string) => (isPresenter && pair ? presenterAddress(to, pair) : to);
  const steps = slideSteps(position, count, (n) => address(slidePath(n)), {
    previous: previous && address(previous.to),
    next: next && address(next.to),
  });
  const latest = useRef(steps);
  const stage = useRef<HTMLElement>(null);
  latest.current = steps;

  const title = slide && 'title' in slide ? slide.title : undefined;
  useEffect(() => {
    document.title = lessonModeTitle(title ?? heading);
  }, [title, heading]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isLessonModeKey(event) || event.shiftKey) return;
      // A film's own player takes the arrows (seek) and Space (play or pause) while it has focus.
      if (isInPlayer(event.target)) return;
      if (event.key === ' ' && !isControl(event.target)) {
        // Space plays or pauses the slide's main recording (the first on the stage); on a button it presses the button.
        const play = stage.current?.querySelector<HTMLButtonElement>('.audio-player__play:not(:disabled), .audiocard:not(:disabled)');
        if (!play) return;
        event.preventDefault();
        play.click();
        return;
      }
      const step = event.key === 'ArrowRight' ? latest.current.forward : event.key === 'ArrowLeft' ? latest.current.back : undefined;
      if (!step) return;
      event.preventDefault();
      // A synchronous update: the next slide is committed in this task rather than in a later transition.
      navigate(step.to, { flushSync: true });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  // Fetch ahead: the next slide's media (or the next activity's first slide), and the first slides of the sub-slideshows this slide opens.
  useEffect(() => {
    const ahead = position < count ? slides[position] : upcoming;
    return whenImagesSettled(stage.current, () => {
      preloadSlide(ahead);
      if (position > 1) preloadSlide(slides[position - 2]);
      for (const sub of subSlideshows<SlideshowContent>(slide)) preloadSlide(lessonModeSlides(sub.slides)[0]);
    });
  }, [slides, position, count, slide, upcoming]);

  const swipeStart = useRef<{ x: number; y: number } | undefined>(undefined);
  const onPointerDown = (event: React.PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? undefined : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: React.PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 2) return;
    const step = dx < 0 ? latest.current.forward : latest.current.back;
    if (step) navigate(step.to, { flushSync: true });
  };

  return (
    <LessonModeFrame
      exitTo={exitTo}
      heading={heading}
      links={links}
      presenter={
        pair
          ? ({ boardBlank, setBoardBlank }) => (
              <PresenterView
                slide={slide}
                next={(position < count ? slides[position] : upcoming) as Slide | undefined}
                nextLabel={next?.kind === 'end' ? next.title : next ? `Next activity: ${next.title}` : undefined}
                atEnd={endComesNext ? atEnd : undefined}
                position={position}
                count={count}
                heading={heading}
                pair={pair}
                boardBlank={boardBlank}
                setBoardBlank={setBoardBlank}
              />
            )
          : undefined
      }
      stageRef={stage}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      nav={
        <nav className="lesson-mode__nav" aria-label="Slides">
          <StepLink step={steps.back} direction="back" neighbour={previous} />
          <p className="lesson-mode__count" aria-live="polite" aria-atomic="true">
            <span className="lesson-mode__position">{count > 0 ? `Slide ${position} of ${count}` : 'No slides'}</span>
            {title && <span className="visually-hidden">: {title}</span>}
          </p>
          <StepLink step={steps.forward} direction="forward" neighbour={next} />
        </nav>
      }
    >
      {slide ? (
        <>
          <SlideView key={slidePath(position)} slide={slide} subslideshowsAt={subslideshowsAt} headingId={headingId} />
          <OffStageFits
            key={position}
            stage={stage}
            next={(position < count ? slides[position] : upcoming) as Slide | undefined}
            previous={position > 1 ? slides[position - 2] : undefined}
            subslideshowsAt={subslideshowsAt}
          />
        </>
      ) : (
        <div className="slide slide--empty">
          <h1 className="slide__title">{heading}</h1>
          <p>This activity has no slides to show in lesson mode.</p>
        </div>
      )}
    </LessonModeFrame>
  );
}

/** A film's player (the page's own <video>, whose controls send their keys from inside it). */
function isInPlayer(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest?.('video'));
}

/** Elements that Space presses or types into, so Space on them is theirs. */
function isControl(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest?.('button, a, input, select, textarea, summary, [role="button"]'));
}

/**
 * A slideshow at '{root}/{slide?}/{subslideshow?}/{subslide?}': the main slides, or the
 * sub-slideshow a slide opened with 'Back to the main activity'
 * (docs/product.md, "Slideshow behaviour").
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { lessonModeSlides, slidePosition, subSlideshows } from '../../lib/slides';
import { Spinner } from '../../app/StatusViews';
import { SlideDeck, type SlideDeckProps } from './SlideDeck';
import { LessonModeFrame } from './LessonModeFrame';
import { cachedSubSlideshow, loadSubSlideshow, type Slide, type SlideshowContent } from './slideshow-data';

/** The slides as the CMS gives them, where they are, and what SlideDeck shows around them. */
export interface PresentedSlideshowProps extends Pick<SlideDeckProps, 'heading' | 'previous' | 'next' | 'upcoming' | 'exitTo' | 'links' | 'atEnd'> {
  slides: ReadonlyArray<Slide | null | undefined> | null | undefined;
  /** Slide n of the main slideshow is at '{root}/{n}'. */
  root: string;
  params: { slide?: string; subslideshow?: string; subslide?: string };
}

export function PresentedSlideshow({ heading, slides, root, params, previous, next, upcoming, exitTo, links, atEnd }: PresentedSlideshowProps) {
  const shown = lessonModeSlides(slides);
  const position = slidePosition(params.slide, shown.length);
  const mainPath = `${root}/${position}`;
  if (params.subslideshow) {
    const held = subSlideshows<SlideshowContent>(shown[position - 1]).find((sub) => sub.documentId === params.subslideshow);
    return <SubSlideshow id={params.subslideshow} held={held} subslide={params.subslide} mainPath={mainPath} exitTo={exitTo} links={links} />;
  }
  return (
    <SlideDeck
      heading={heading}
      slides={shown}
      position={position}
      slidePath={(n) => `${root}/${n}`}
      subslideshowsAt={mainPath}
      previous={previous}
      next={next}
      upcoming={upcoming}
      exitTo={exitTo}
      links={links}
      atEnd={atEnd}
    />
  );
}

type SubState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; slideshow: SlideshowContent | null | undefined };

/**
 * A sub-slideshow: from the slide that opens it (loaded with the main slides), or fetched by id
 * when the slide does not hold it (a link kept from before an editor changed the slide).
 */
function SubSlideshow({
  id,
  held,
  subslide,
  mainPath,
  exitTo,
  links,
}: {
  id: string;
  held?: SlideshowContent;
  subslide?: string;
  mainPath: string;
  exitTo: string;
  links?: ReactNode;
}) {
  const known = held ?? cachedSubSlideshow(id)?.activitySlideshow;
  const [fetched, setFetched] = useState<SubState>({ status: 'loading' });
  useEffect(() => {
    if (known) return;
    let current = true;
    setFetched({ status: 'loading' });
    loadSubSlideshow(id).then(
      (data) => current && setFetched({ status: 'ready', slideshow: data.activitySlideshow }),
      (error: unknown) => current && setFetched({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [id, known]);
  const state: SubState = known ? { status: 'ready', slideshow: known } : fetched;

  const back = (
    <Link to={mainPath} className="lesson-mode__link">
      Back to the main activity
    </Link>
  );
  const barLinks = (
    <>
      {links}
      {back}
    </>
  );

  if (state.status !== 'ready' || !state.slideshow) {
    return <SubSlideshowStatus state={state} exitTo={exitTo} links={barLinks} />;
  }
  const slideshow = state.slideshow;
  const shown = lessonModeSlides(slideshow.slides);
  const root = `${mainPath}/${id}`;
  return (
    <SlideDeck
      heading={slideshow.title}
      slides={shown}
      position={slidePosition(subslide, shown.length)}
      slidePath={(n) => `${root}/${n}`}
      exitTo={exitTo}
      links={barLinks}
    />
  );
}

function SubSlideshowStatus({ state, exitTo, links }: { state: SubState; exitTo: string; links: ReactNode }) {
  return (
    <LessonModeFrame exitTo={exitTo} heading="" links={links}>
      <div className="slide slide--empty">
        {state.status === 'loading' && <Spinner label="Loading the slides..." />}
        {state.status === 'failed' && (
          <>
            <h1 className="slide__title">These slides could not load</h1>
            <p>{state.message}</p>
          </>
        )}
        {state.status === 'ready' && <h1 className="slide__title">These slides are no longer available</h1>}
      </div>
    </LessonModeFrame>
  );
}

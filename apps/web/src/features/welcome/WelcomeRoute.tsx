/**
 * /welcome, the first screen after registration (docs/product.md, "A welcome"): that the free trial
 * has started and until when (the CMS's trial end, `me.access`), what the teacher teaches (their
 * year groups, and their areas of interest only when the profile does not hold them already: asked
 * once; saved to their profile), and three first steps: a first lesson
 * to present, how lesson mode works, how to share with families. A visitor is asked to log in.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  FirstLessonDocument,
  UpdateTeachingInterestsDocument,
  WelcomeYearGroupsDocument,
  type FirstLessonQuery,
  type WelcomeYearGroupsQuery,
} from '../../graphql/generated';
import { request, RequestError } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { CheckboxGroup } from '../../ui/FormFields';
import { useSession } from '../account/SessionProvider';
import { LoginWrapper } from '../teaching-gate/teaching-gate';
import { replaceProfile } from '../account/account-store';
import { SELECT_ONE } from '../account/field-errors';
import { AreasOfInterestFieldset, areasOf } from '../account/AreasOfInterestFieldset';
import { longDate } from '../../lib/dates';
import { audiencesOf } from '../home/ForYou';
import { KeyList, LESSON_MODE_KEYS } from '../lesson-mode/KeysDialog';
import './welcome.css';

export const handle = { crumb: 'Welcome' };

type YearGroup = NonNullable<WelcomeYearGroupsQuery['yearGroups'][number]>;
type FirstLesson = NonNullable<FirstLessonQuery['lessons'][number]>;

export default function WelcomeRoute() {
  const { isLoggedIn, profile, access } = useSession();
  useDocumentTitle('Welcome to Orchestra Classroom');
  if (!isLoggedIn) return <LoginWrapper title="Welcome to Orchestra Classroom" />;
  const name = profile?.first_name?.trim();
  return (
    <main id="main" tabIndex={-1} className="page welcome">
      <h1>{name ? `Welcome to Orchestra Classroom, ${name}` : 'Welcome to Orchestra Classroom'}</h1>
      <TrialStarted access={access} />
      <TeachingInterests />
      <FirstSteps areas={profile?.areas_of_interest} />
      <p>
        <Link to="/" className="button button--outline">
          Go to your home page
        </Link>
      </p>
    </main>
  );
}

function TrialStarted({ access }: { access: ReturnType<typeof useSession>['access'] }) {
  if (access === undefined) return <p aria-busy="true">Checking your access...</p>;
  if (access?.access === 'trial' && access.ends_at) {
    return (
      <p className="welcome__trial lead">
        Your 30-day free trial has started. It runs until <strong>{longDate(access.ends_at)}</strong>: every lesson, activity and recording is yours to use
        until then.
      </p>
    );
  }
  if (access?.access === 'school' || access?.access === 'paid') {
    return <p className="welcome__trial lead">{access.school ? `You have access through ${access.school}.` : 'Your subscription is active.'}</p>;
  }
  return (
    <p className="welcome__trial lead">
      Your account is ready. It has no free trial: your school gives you access, or you can <Link to="/subscribe">subscribe</Link>.
    </p>
  );
}

/** "A, B and C", for the areas the profile already holds. */
const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/**
 * What the teacher teaches. Their areas of interest were asked on the registration form (or the
 * profile step of a Google or Microsoft sign-in), so they are not asked again: shown, with Change to
 * edit them; only an account without them gets the checkboxes at once. Year groups are asked here.
 */
function TeachingInterests() {
  const { profile } = useSession();
  const [yearGroups, setYearGroups] = useState<YearGroup[] | 'failed'>();
  const [known] = useState(() => areasOf(profile?.areas_of_interest));
  const [changingAreas, setChangingAreas] = useState(known.length === 0);
  const [areas, setAreas] = useState<string[]>(known);
  const [years, setYears] = useState<string[]>(() => (Array.isArray(profile?.year_groups) ? (profile.year_groups as string[]) : []));
  const [state, setState] = useState<{ saving?: boolean; saved?: boolean; error?: string }>({});
  const areasFieldset = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    request(WelcomeYearGroupsDocument, {}).then(
      (data) => current && setYearGroups(data.yearGroups.filter((year): year is YearGroup => year != null)),
      () => current && setYearGroups('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  const titleOf = (slug: string) => (Array.isArray(yearGroups) ? yearGroups.find((year) => year.slug === slug)?.title : undefined);
  const slugOf = (title: string) => (Array.isArray(yearGroups) ? yearGroups.find((year) => year.title === title)?.slug : undefined);

  function changeAreas() {
    setChangingAreas(true);
    // Focus moves to the first checkbox that replaces the button, once it is there.
    requestAnimationFrame(() => areasFieldset.current?.querySelector('input')?.focus());
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!areas.length) {
      setState({ error: SELECT_ONE });
      return;
    }
    setState({ saving: true });
    try {
      const { updateTeachingInterests } = await request(UpdateTeachingInterestsDocument, { areas, years });
      if (updateTeachingInterests) replaceProfile(updateTeachingInterests);
      setState({ saved: true });
    } catch (error) {
      setState({ error: error instanceof RequestError ? error.message : 'Your choices could not be saved just now. Please try again.' });
    }
  }

  return (
    <section className="card welcome__interests" aria-labelledby="welcome-interests">
      <h2 id="welcome-interests">What do you teach?</h2>
      <p>We use this to show you what is new for your pupils first. You can change it at any time on your account page.</p>
      <form onSubmit={save} aria-labelledby="welcome-interests" noValidate>
        <div className="welcome__choices">
          {changingAreas ? (
            <div ref={areasFieldset}>
              <AreasOfInterestFieldset
                legend="Audiences"
                selected={areas}
                onChange={(next) => {
                  setAreas(next);
                  setState({});
                }}
                errors={state.error === SELECT_ONE ? { areas_of_interest: SELECT_ONE } : undefined}
              />
            </div>
          ) : (
            <div className="welcome__known">
              <h3 className="welcome__known-heading">Audiences</h3>
              <p>
                You told us: <strong>{listed(known)}</strong>.
              </p>
              <p>
                <button type="button" className="link-button" onClick={changeAreas}>
                  Change audiences
                </button>
              </p>
            </div>
          )}
          {yearGroups === undefined && <p aria-busy="true">Loading the year groups...</p>}
          {yearGroups === 'failed' && <p role="alert">The year groups could not be loaded just now. Please reload the page to choose them.</p>}
          {Array.isArray(yearGroups) && (
            <div className="welcome__years">
              <CheckboxGroup
                legend="Year groups"
                options={yearGroups.map((year) => year.title)}
                selected={years.flatMap((slug) => titleOf(slug) ?? [])}
                onChange={(titles) => {
                  setYears(titles.flatMap((title) => slugOf(title) ?? []));
                  setState({});
                }}
              />
            </div>
          )}
        </div>
        <p>
          <button type="submit" className="button" disabled={state.saving}>
            {state.saving ? 'Saving...' : 'Save what I teach'}
          </button>
        </p>
        <p role="status" aria-live="polite">
          {state.saved ? 'Saved. Your home page now starts with what is new for you.' : ''}
        </p>
        {state.error && state.error !== SELECT_ONE && <p role="alert">{state.error}</p>}
      </form>
    </section>
  );
}

const lessonPath = (lesson: FirstLesson) => {
  const programme = lesson.scheme?.programme;
  return programme?.audience && lesson.scheme
    ? `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}`
    : undefined;
};

function FirstSteps({ areas }: { areas: unknown }) {
  const audience = audiencesOf(areas)[0] ?? 'primary';
  const [lesson, setLesson] = useState<FirstLesson | null>();
  useEffect(() => {
    let current = true;
    request(FirstLessonDocument, { audience }).then(
      (data) => current && setLesson(data.lessons.find((found): found is FirstLesson => found != null) ?? null),
      () => current && setLesson(null),
    );
    return () => {
      current = false;
    };
  }, [audience]);
  const path = lesson ? lessonPath(lesson) : undefined;

  return (
    <section className="welcome__steps" aria-labelledby="welcome-steps">
      <h2 id="welcome-steps">Three first steps</h2>
      <ol className="card-grid welcome__step-list">
        <li className="card">
          <h3>1. Present a first lesson</h3>
          {lesson === undefined && <p aria-busy="true">Finding a lesson for you...</p>}
          {lesson && path && (
            <>
              <p>
                Try <strong>{lesson.title}</strong>
                {lesson.scheme?.title && <> from {lesson.scheme.title}</>}: open it and press 'Start lesson' to show it on your board.
              </p>
              <p>
                <Link to={path} className="button">
                  Open the lesson
                </Link>
              </p>
            </>
          )}
          {lesson === null && (
            <>
              <p>Choose a unit for your pupils, open a lesson and press 'Start lesson' to show it on your board.</p>
              <p>
                <Link to={`/${audience}`} className="button">
                  Find a lesson
                </Link>
              </p>
            </>
          )}
        </li>
        <li className="card">
          <h3>2. How lesson mode works</h3>
          <p>Lesson mode shows a lesson full screen, one slide at a time, with its recordings and films. A few keys do most of the work:</p>
          <KeyList className="welcome__keys" keys={LESSON_MODE_KEYS.filter(([keys]) => ['→', 'F', 'B', 'P'].includes(keys[0]))} />
          <p>Press ? in lesson mode to see every key.</p>
        </li>
        <li className="card">
          <h3>3. Share with families</h3>
          <p>
            Many programmes have a Music at Home library. On the programme's page, copy your Music at Home link and send it to families: they open the songs and
            activities at home, without an account.
          </p>
          <p>
            <Link to={`/${audience}`} className="button button--outline">
              Find a programme
            </Link>
          </p>
        </li>
      </ol>
    </section>
  );
}

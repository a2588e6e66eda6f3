/**
 * The lesson page (docs/product.md, "Units and lessons"; "Teaching pages and the login wrapper") as a
 * route at /{audience}/{programme}/unit/{unit}/lesson/{lesson}: the real page component under the
 * shell's 'root' route, with the loader data a stub loader hands it.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonPageQuery } from '../../graphql/generated';
import { activityCard, documentLink, paragraph, shellFixture } from '../../test/fixtures';
import { NEEDS_SUBSCRIPTION } from '../account/SubscribeDialog';
import { NEEDS_LOGIN, type Gated } from '../teaching-gate/teaching-gate';
import { TeachingError } from '../teaching-gate/TeachingError';
import LessonPage from './LessonRoute';

vi.mock('../account/SessionProvider', () => ({
  useSession: () => ({ isLoggedIn: true, canAccessContent: true, session: { token: 'token' }, roleType: 'active_subscriber' }),
}));

type Lesson = NonNullable<LessonPageQuery['lesson']>;
type Entry = NonNullable<NonNullable<Lesson['activities']>[number]>;

const LESSON_PATH = '/primary/ks2-music/unit/unit-rhythm/lesson/lesson-beat';

/** An activity in the lesson; `slides` of them in lesson mode (none: no slideshow at all). */
function activityEntry(id: string, documentId: string, title: string, slides?: Array<{ include_in_lesson: boolean | null }>): Entry {
  return {
    id,
    title: null,
    section_divider: false,
    activity: {
      ...activityCard(documentId, title, { time: '5 minutes', type: 'Listening' }),
      activity_slideshow: slides
        ? { documentId: `${documentId}-slides`, slides: slides.map((slide) => ({ __typename: 'ComponentSlideImage', ...slide })) }
        : null,
    },
  };
}

function divider(id: string, title: string): Entry {
  return { id, title, section_divider: true, activity: null };
}

function lessonFixture(overrides: Partial<Lesson> = {}): Lesson {
  return {
    documentId: 'lesson-beat',
    title: 'Finding the beat',
    page_title: 'Lesson 1: Finding the beat',
    introduction: paragraph('Today we find the pulse in three songs.'),
    disable_lesson_mode: false,
    curriculum: { yearGroups: [{ slug: 'year-2', title: 'Year 2' }], areas: [{ slug: 'pulse', title: 'Musicianship: pulse and beat' }], dimensions: [] },
    scheme: {
      documentId: 'unit-rhythm',
      title: 'Rhythm and Pulse',
      lessons: [
        { documentId: 'lesson-beat', title: 'Finding the beat', page_title: null },
        null,
        { documentId: 'lesson-tempo', title: 'Tempo', page_title: 'Lesson 2: Fast and slow' },
      ],
    },
    activities: [
      divider('e1', 'Warming up'),
      activityEntry('e2', 'act-clap', 'Clap the rhythm', [{ include_in_lesson: true }]),
      activityEntry('e3', 'act-listen', 'Listen and move'),
      null,
    ],
    extensionactivities: [
      {
        id: 'x1',
        title: 'Going further',
        introduction: 'For quick finishers.',
        activities: [activityCard('act-compose', 'Compose a rhythm')],
        documents: [documentLink('xd1', 'Rhythm grid', 'file-grid')],
      },
    ],
    documents: [documentLink('d1', 'Lesson plan', 'file-lesson-plan')],
    ...overrides,
  };
}

function showLesson(loaded: Gated<Lesson>, path = LESSON_PATH) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => shellFixture([{ documentId: 'unit-rhythm', title: 'Rhythm and Pulse' }]),
      HydrateFallback: () => null,
      children: [{ path: ':audience/:programme/unit/:unit/lesson/:lesson', Component: LessonPage, loader: () => loaded, ErrorBoundary: TeachingError }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

function activitiesRegion() {
  return within(screen.getByRole('region', { name: 'Activities' }));
}

beforeEach(() => {
  document.title = 'A page seen before';
});
afterEach(cleanup);

describe('the lesson page for a subscriber', () => {
  it('shows the page title (in the tab too) and the introduction', async () => {
    showLesson({ data: lessonFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson 1: Finding the beat' })).toBeTruthy();
    expect(screen.getByText('Today we find the pulse in three songs.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Lesson 1: Finding the beat'));
  });

  it("offers 'Start lesson', into lesson mode at the lesson's /slides", async () => {
    showLesson({ data: lessonFixture() });
    const start = await screen.findByRole('link', { name: 'Start lesson' });
    expect(start.getAttribute('href')).toBe(`${LESSON_PATH}/slides`);
  });

  it('lists the activities in order, a section divider as a plain heading, each activity linking under the lesson', async () => {
    showLesson({ data: lessonFixture() });
    await screen.findByRole('heading', { level: 1 });
    const activities = activitiesRegion();
    expect(activities.getByRole('heading', { level: 3, name: 'Warming up' })).toBeTruthy();
    const links = activities.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Clap the rhythm', `${LESSON_PATH}/activity/act-clap`],
      ['Listen and move', `${LESSON_PATH}/activity/act-listen`],
    ]);
    const items = activities.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Warming up', 'Clap the rhythm5 minutesListening', 'Listen and move5 minutesListening']);
    expect(activities.queryByText('This lesson has no activities yet.')).toBeNull();
  });

  it('shows the extension activities with their own documents, and the lesson documents', async () => {
    showLesson({ data: lessonFixture() });
    const extension = within(await screen.findByRole('region', { name: 'Going further' }));
    expect(extension.getByText('For quick finishers.')).toBeTruthy();
    expect(extension.getByRole('link', { name: 'Compose a rhythm' }).getAttribute('href')).toBe(`${LESSON_PATH}/activity/act-compose`);
    expect(extension.getByRole('link', { name: 'Rhythm grid' }).getAttribute('href')).toBe('/documents/file-grid');

    const documents = within(screen.getByRole('region', { name: 'Lesson documents' }));
    expect(documents.getAllByRole('link').map((link) => link.textContent)).toEqual(['Lesson plan']);
    expect(documents.getByRole('link', { name: 'Lesson plan' }).getAttribute('href')).toBe('/documents/file-lesson-plan');
  });

  it('builds its links from the path without a trailing slash', async () => {
    showLesson({ data: lessonFixture() }, `${LESSON_PATH}/`);
    expect((await screen.findByRole('link', { name: 'Start lesson' })).getAttribute('href')).toBe(`${LESSON_PATH}/slides`);
    expect(activitiesRegion().getByRole('link', { name: 'Clap the rhythm' }).getAttribute('href')).toBe(`${LESSON_PATH}/activity/act-clap`);
  });

  it("has no 'Start lesson' when an editor turned lesson mode off, but still lists the activities", async () => {
    showLesson({ data: lessonFixture({ disable_lesson_mode: true }) });
    await screen.findByRole('heading', { level: 1, name: 'Lesson 1: Finding the beat' });
    expect(screen.queryByRole('link', { name: 'Start lesson' })).toBeNull();
    expect(activitiesRegion().getByRole('link', { name: 'Clap the rhythm' })).toBeTruthy();
  });

  it("has no 'Start lesson' when no activity has a slide for lesson mode", async () => {
    const activities = [
      activityEntry('e1', 'act-clap', 'Clap the rhythm', [{ include_in_lesson: false }]),
      activityEntry('e2', 'act-listen', 'Listen and move'),
    ];
    showLesson({ data: lessonFixture({ activities }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Start lesson' })).toBeNull();
    expect(activitiesRegion().getAllByRole('link')).toHaveLength(2);
  });

  it('falls back to the title without a page title, and says when the lesson has no activities yet', async () => {
    showLesson({ data: lessonFixture({ page_title: null, activities: [null], extensionactivities: null, documents: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Finding the beat' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Finding the beat'));
    expect(activitiesRegion().getByText('This lesson has no activities yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start lesson' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Lesson documents' })).toBeNull();
  });

  it("offers 'Next' to the unit's following lesson, by its page title", async () => {
    showLesson({ data: lessonFixture() });
    const next = await screen.findByRole('link', { name: 'Next: Lesson 2: Fast and slow' });
    expect(next.getAttribute('href')).toBe('/primary/ks2-music/unit/unit-rhythm/lesson/lesson-tempo');
  });

  it("has no 'Next' on the unit's last lesson", async () => {
    const last = lessonFixture();
    showLesson({ data: { ...last, scheme: { ...last.scheme!, lessons: [{ documentId: 'lesson-beat', title: 'Finding the beat', page_title: null }] } } });
    await screen.findByRole('heading', { level: 1, name: 'Lesson 1: Finding the beat' });
    expect(screen.queryByRole('link', { name: /^Next/ })).toBeNull();
  });
});

describe('the lesson page behind its gate', () => {
  it("shows a visitor the login wrapper, 'Lesson' in the tab, and none of the lesson", async () => {
    showLesson({ gate: 'login' });
    expect(await screen.findByRole('heading', { level: 1, name: NEEDS_LOGIN })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('form', { name: 'Log in to Orchestra Classroom' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Lesson'));
    expect(screen.queryByRole('link', { name: 'Start lesson' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Activities' })).toBeNull();
  });

  it('shows a teacher without a subscription the subscription message with Subscribe now', async () => {
    showLesson({ gate: 'subscribe' });
    expect(await screen.findByRole('heading', { level: 1, name: NEEDS_SUBSCRIPTION })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe now' }).getAttribute('href')).toBe('/subscribe');
    await waitFor(() => expect(document.title).toBe('Lesson'));
    expect(screen.queryByRole('region', { name: 'Activities' })).toBeNull();
  });
});

/**
 * The unit page (docs/product.md, "Units and lessons"; "Teaching pages and the login wrapper") as a
 * route: the real page component under the shell's 'root' route, with the loader data a stub loader
 * hands it.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnitPageQuery } from '../../graphql/generated';
import { NotFoundError } from '../../app/StatusViews';
import { activityCard, documentLink, paragraph, shellFixture } from '../../test/fixtures';
import { NEEDS_SUBSCRIPTION } from '../account/SubscribeDialog';
import { NEEDS_LOGIN, type Gated } from '../teaching-gate/teaching-gate';
import { TeachingError } from '../teaching-gate/TeachingError';
import UnitPage from './UnitRoute';

vi.mock('../account/SessionProvider', () => ({
  useSession: () => ({ isLoggedIn: true, canAccessContent: true, session: { token: 'token' }, roleType: 'active_subscriber' }),
}));

type Unit = NonNullable<UnitPageQuery['scheme']>;

const UNIT_PATH = '/primary/ks2-music/unit/unit-rhythm';
const BASE = UNIT_PATH;

/** The shell knows the unit by its id, as the breadcrumbs and the gates' tab titles read it. */
const shell = shellFixture([{ documentId: 'unit-rhythm', title: 'Rhythm and Pulse (from the shell)' }]);

function unitFixture(overrides: Partial<Unit> = {}): Unit {
  return {
    documentId: 'unit-rhythm',
    title: 'Rhythm and Pulse',
    blurb: 'Six lessons on keeping a steady beat.',
    introduction: paragraph('Start with body percussion.'),
    curriculum: {
      yearGroups: [
        { slug: 'year-3', title: 'Year 3' },
        { slug: 'year-4', title: 'Year 4' },
      ],
      areas: [{ slug: 'pulse', title: 'Musicianship: pulse and beat' }],
      dimensions: [],
    },
    programme: { slug: 'ks2-music', title: 'KS2 Music', audience: { slug: 'primary' } },
    lessons: [
      { documentId: 'lesson-beat', title: 'Finding the beat', page_title: null, featured: false, introduction: paragraph('Children find the beat.') },
      null,
      { documentId: 'lesson-ostinato', title: 'Ostinato patterns', page_title: null, featured: true, introduction: null },
    ],
    outline: [
      { documentId: 'lesson-beat', title: 'Finding the beat', activities: 3, minutes: 35, untimed: 0 },
      { documentId: 'lesson-ostinato', title: 'Ostinato patterns', activities: 1, minutes: null, untimed: 1 },
    ],
    scheme_activities: [
      { id: 'sa1', title: null, activity: activityCard('act-clap', 'Clap the rhythm', { time: '10 minutes', type: 'Warm-up' }) },
      { id: 'sa2', title: null, activity: activityCard('act-drum', 'Drum circle') },
      { id: 'sa3', title: null, activity: null },
    ],
    activity_sections: [
      { id: 'sec1', title: 'Listening games', activity_section: { documentId: 'section-listen', title: 'Listening', introduction: 'Games for the ears.' } },
      { id: 'sec2', title: null, activity_section: { documentId: 'section-sing', title: 'Singing', introduction: null } },
      { id: 'sec3', title: 'Gone', activity_section: null },
    ],
    documents: [documentLink('doc1', 'Unit plan', 'file-plan')],
    ...overrides,
  };
}

function showUnit(loaded: Gated<Unit> | (() => never)) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => shell,
      HydrateFallback: () => null,
      children: [
        {
          path: ':audience/:programme/unit/:unit',
          Component: UnitPage,
          loader: typeof loaded === 'function' ? loaded : () => loaded,
          ErrorBoundary: TeachingError,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[UNIT_PATH]} />);
}

beforeEach(() => {
  document.title = 'A page seen before';
});
afterEach(cleanup);

describe('the unit page for a subscriber', () => {
  it('shows the title, blurb and introduction, and names the tab after the unit', async () => {
    showUnit({ data: unitFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rhythm and Pulse' })).toBeTruthy();
    expect(screen.getByText('Six lessons on keeping a steady beat.')).toBeTruthy();
    expect(screen.getByText('Start with body percussion.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Rhythm and Pulse'));
  });

  it('labels the unit with its year groups, then its curriculum areas', async () => {
    showUnit({ data: unitFixture() });
    const labels = within(await screen.findByRole('list', { name: 'Curriculum' }));
    expect(labels.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['For Years 3–4', 'Musicianship: pulse and beat']);
  });

  it('shows no labels for a unit without curriculum tags', async () => {
    showUnit({ data: unitFixture({ curriculum: { yearGroups: [], areas: [], dimensions: [] } }) });
    await screen.findByRole('heading', { level: 1, name: 'Rhythm and Pulse' });
    expect(screen.queryByRole('list', { name: 'Curriculum' })).toBeNull();
  });

  it('numbers the lessons in order, links each to its lesson page and tags the featured one', async () => {
    showUnit({ data: unitFixture() });
    const lessons = within(await screen.findByRole('region', { name: 'Lessons' }));
    const items = lessons.getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = within(items[0]).getByRole('link');
    expect(first.textContent).toBe('Lesson 1Finding the beat');
    expect(first.getAttribute('href')).toBe(`${BASE}/lesson/lesson-beat`);
    expect(within(items[0]).queryByText('Featured')).toBeNull();

    const second = within(items[1]).getByRole('link');
    expect(second.textContent).toBe('Lesson 2Ostinato patterns');
    expect(second.getAttribute('href')).toBe(`${BASE}/lesson/lesson-ostinato`);
    expect(within(items[1]).getByText('Featured')).toBeTruthy();
  });

  it("gives each lesson its time and number of activities from the unit's outline, and its introduction's first paragraph", async () => {
    showUnit({ data: unitFixture() });
    const [beat, ostinato] = within(await screen.findByRole('region', { name: 'Lessons' })).getAllByRole('listitem');
    expect(within(beat).getByText('35 minutes · 3 activities')).toBeTruthy();
    expect(within(beat).getByText('Children find the beat.')).toBeTruthy();
    expect(within(ostinato).getByText('1 activity')).toBeTruthy();
  });

  it("lists the unit's activities under the unit, with their time ('Free-flow' when none) and type", async () => {
    showUnit({ data: unitFixture() });
    const activities = within(await screen.findByRole('region', { name: 'Activities in this unit' }));
    const links = activities.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Clap the rhythm', `${BASE}/activity/act-clap`],
      ['Drum circle', `${BASE}/activity/act-drum`],
    ]);
    const [clap, drum] = activities.getAllByRole('listitem');
    expect(within(clap).getByText('10 minutes')).toBeTruthy();
    expect(within(clap).getByText('Warm-up')).toBeTruthy();
    expect(within(drum).getByText('Free-flow')).toBeTruthy();
  });

  it("lists the activity sections (the entry's title, else the section's) with their introductions, and the unit's documents", async () => {
    showUnit({ data: unitFixture() });
    const sections = within(await screen.findByRole('region', { name: 'Activity sections' }));
    const links = sections.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Listening games', `${BASE}/activities/section-listen`],
      ['Singing', `${BASE}/activities/section-sing`],
    ]);
    expect(sections.getByText('Games for the ears.')).toBeTruthy();

    const documents = within(screen.getByRole('region', { name: 'Unit documents' }));
    expect(documents.getByRole('link', { name: 'Unit plan' }).getAttribute('href')).toBe('/documents/file-plan');
  });

  it('says when the unit has no lessons yet, and leaves out the activity and section lists it does not have', async () => {
    showUnit({ data: unitFixture({ lessons: [null], scheme_activities: null, activity_sections: [], documents: null }) });
    const lessons = within(await screen.findByRole('region', { name: 'Lessons' }));
    expect(lessons.getByText('This unit has no lessons yet.')).toBeTruthy();
    expect(lessons.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Activities in this unit' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Activity sections' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unit documents' })).toBeNull();
  });
});

describe('the unit page behind its gate', () => {
  it("shows a visitor the login wrapper, with the unit's title from the shell data in the tab, and none of the unit", async () => {
    showUnit({ gate: 'login' });
    expect(await screen.findByRole('heading', { level: 1, name: NEEDS_LOGIN })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('form', { name: 'Log in to Orchestra Classroom' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Rhythm and Pulse (from the shell)'));
    expect(screen.queryByRole('region', { name: 'Lessons' })).toBeNull();
  });

  it('shows a teacher without a subscription the subscription message with Subscribe now', async () => {
    showUnit({ gate: 'subscribe' });
    expect(await screen.findByRole('heading', { level: 1, name: NEEDS_SUBSCRIPTION })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe now' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('form', { name: 'Log in to Orchestra Classroom' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Rhythm and Pulse (from the shell)'));
    expect(screen.queryByRole('region', { name: 'Lessons' })).toBeNull();
  });

  it("shows a visitor the unit's title and summary with a free trial and the login form, and none of its teaching", async () => {
    showUnit({ gate: 'login', teaser: { title: 'Rhythm and Pulse', summary: 'Feel the beat.' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rhythm and Pulse' })).toBeTruthy();
    expect(screen.getByText('Feel the beat.')).toBeTruthy();
    const offer = screen.getByRole('region', { name: NEEDS_LOGIN });
    expect(within(offer).getByRole('link', { name: 'Start your free trial' }).getAttribute('href')).toBe('/subscribe');
    expect(within(offer).getByRole('form', { name: 'Log in to Orchestra Classroom' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Rhythm and Pulse'));
    expect(screen.queryByRole('region', { name: 'Lessons' })).toBeNull();
  });

  it("shows a visitor what the unit holds: its lessons' titles and times, with the unit's total", async () => {
    const outline = [
      { documentId: 'l1', title: 'Finding the beat', activities: 3, minutes: 35, untimed: 0 },
      { documentId: 'l2', title: 'Ostinato patterns', activities: 4, minutes: 50, untimed: 1 },
    ];
    showUnit({ gate: 'login', teaser: { title: 'Rhythm and Pulse', summary: null, outline } });
    const holds = within(await screen.findByRole('region', { name: 'What this unit holds' }));
    expect(holds.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Finding the beat35 minutes · 3 activities',
      'Ostinato patterns50 minutes plus free-flow · 4 activities',
    ]);
    expect(holds.getByText(/^2 lessons, over 1 hour 25 minutes of teaching in all/)).toBeTruthy();
    expect(holds.queryByRole('link')).toBeNull();
  });

  it("shows a visitor the unit's sample slide: its title, text and picture", async () => {
    const sample = {
      title: 'Clap with me',
      slide_text: paragraph('Clap on every beat.'),
      main_image: { url: '/uploads/clap_1a2b.png', alternativeText: 'Hands clapping', width: 800, height: 600 },
    };
    showUnit({ gate: 'login', teaser: { title: 'Rhythm and Pulse', summary: null, sample } });
    const slide = within(await screen.findByRole('region', { name: 'A slide from this unit' }));
    expect(slide.getByText('Clap with me')).toBeTruthy();
    expect(slide.getByText('Clap on every beat.')).toBeTruthy();
    expect(slide.getByRole('img', { name: 'Hands clapping' }).getAttribute('src')).toBe('/uploads/clap_1a2b.png');
  });

  it('shows a teacher without a subscription the unit with Subscribe now, and no login form', async () => {
    showUnit({ gate: 'subscribe', teaser: { title: 'Rhythm and Pulse', summary: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rhythm and Pulse' })).toBeTruthy();
    const offer = screen.getByRole('region', { name: NEEDS_SUBSCRIPTION });
    expect(within(offer).getByRole('link', { name: 'Subscribe now' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('form', { name: 'Log in to Orchestra Classroom' })).toBeNull();
  });

  it('shows the not-found page when the CMS has no such unit', async () => {
    showUnit(() => {
      throw new NotFoundError("The unit 'unit-rhythm'");
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lost? That page could not be found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

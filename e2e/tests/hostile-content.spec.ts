/**
 * Hostile content renders inert (docs/product.md, "Content safety"): the development editor writes
 * a whole catalogue with script, event-handler and markup payloads in every text field
 * (helpers/hostile-content.ts); every page kind is visited as a visitor and as a subscriber (lesson
 * mode, a playlist, a custom unit and the Music at Home pages included). On every page: no payload
 * runs (window.__xss stays unset, no dialog opens), no element carries an on… attribute, a
 * javascript: address or a foreign script, and every payload shown is shown whole, as text. The CMS
 * refuses javascript: in every address field, embed and rich-text link. Every text field of the
 * model is shown somewhere, or is listed below with the reason it is not.
 *
 * The Content-Security-Policy is bypassed, so the rendering alone is what is tested. This project
 * runs after every other journey (playwright.config.ts): the home, legal, sign-up and CPD pages
 * and the navigation carry the payloads once it starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hostileContent, Markers, MARKER_PATTERN, NOT_EDITORS_CONTENT, XSS_FLAG, type HostileContent, type Marked } from '../helpers/hostile-content';
import { contentModel, TEXT_TYPES, type Attribute } from '../helpers/content-model';
import { registerTeacher } from '../helpers/session';
import { graphqlAs } from '../helpers/catalogue';
import { waitForPage } from '../helpers/pages';

test.use({ bypassCSP: true });

let content: HostileContent;

test.beforeAll(async ({ playwright }, workerInfo) => {
  test.setTimeout(300_000);
  const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
  try {
    content = await hostileContent(request);
  } finally {
    await request.dispose();
  }
});

/**
 * Text fields no page shows, each with the reason. A field missing from here and from every page
 * fails the coverage test: show it (and so check it) or say here why it is not shown.
 */
const NOT_SHOWN: Array<[RegExp, string]> = [
  [/\.css\.(background|color|hover_color)$/, 'theme colours: CSS values, never text'],
  [/combination_key$/, 'keys that match learning strands to lessons, never shown'],
  [/^activity-page\.teaching_option$/, 'not read by the site'],
  [/^programme\.introduction_at_home$/, 'not read by the site'],
  [
    /^film\.title$/,
    "the film's name in the admin panel; on a slide the player is named by the video's own title (the film's only names it, for screen readers, when the video has none)",
  ],
  [
    /^film\.(video|webm|poster|sign_language_video)#\w+\.(alternativeText|caption)$/,
    "a film's files: the player is named by the video's title, its words come from the captions tracks, and its poster is the film's first frame, not a picture of its own",
  ],
  [
    /^film\.captions\.(language|label)$/,
    "a captions track's language code and name, given to the browser's player (<track srclang label>), which lists them in its own captions menu",
  ],
  [/^audience\.(audio_library_intro|activity_library_intro)$/, 'not read by the site'],
  [/^audience\.section2_intro$/, 'read by the audience page’s query, not shown'],
  [/^programme\.media_introduction$/, 'read by the programme page’s query, not shown (the programme page has no video)'],
  [/^(activity|audio)-library\.title$/, 'library pages are headed with their audience’s or programme’s title (library-heading.ts)'],
  [/^activity-slideshow\.title$/, 'lesson mode heads a slideshow with its activity’s title'],
  [/^custom-scheme-plan\.title$/, 'a custom unit is headed with the teacher’s own title'],
  [/^scheme\.scheme_activities\.title$/, 'the unit page lists its activities under their own titles'],
  [/\.programmelink\.title$/, 'a feature box shows its own title, not its link’s'],
  [/\.programmelink\.(audio|document)#/, 'a feature box does not show its link’s files'],
  // Uploaded files.
  [/#\w+\.name$/, 'a file’s name is shown only for a file without a caption'],
  [/#(audio|document)\.alternativeText$/, 'alternative text is for images'],
  [/#document\.caption$/, 'a document is listed under its entry’s own title'],
  [/#image\.caption$/, 'an image shows its alternative text; captions show only in media lists'],
  [/\.theme\.(main_banner_image|programme_logo)#image\.alternativeText$/, 'a banner image is decorative (alt=""); the programme logo is not shown'],
  [/^cpd-session\.main_image#image\.alternativeText$/, 'decorative on the CPD page’s session card (alt=""), not shown on the session page'],
  [/(flipcards|audiocards)\.audio#audio\.caption$/, 'a card’s audio player is labelled with the card’s title'],
  [/audio_excerpts\.audio_file#audio\.caption$/, 'an excerpt’s player is labelled with the excerpt’s title'],
];

interface Sighting {
  doc: string;
  field: string;
  where: string;
  visible: boolean;
}

interface PageReport {
  problems: string[];
  sightings: Array<{ id: string; visible: boolean }>;
}

/** Everything on the page now that payloads could have turned into code, and every marker shown. */
function inspect(page: Page, payloads: Record<string, string>): Promise<PageReport> {
  return page.evaluate(
    ({ flag, payloads, pattern }) => {
      const problems: string[] = [];
      const sightings: PageReport['sightings'] = [];
      if ((window as unknown as Record<string, unknown>)[flag] !== undefined) problems.push(`window.${flag} was set: a payload ran`);
      // Browsers ignore control characters and spaces in a scheme ('java\tscript:'): so does this.
      const unsafeAddress = (value: string) => /^(javascript|vbscript|data:text\/html)/i.test([...value].filter((c) => c.charCodeAt(0) > 0x20).join(''));
      const describe = (element: Element) => element.outerHTML.slice(0, 160);
      for (const element of document.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) problems.push(`an event-handler attribute: ${describe(element)}`);
          if (name === 'srcdoc') problems.push(`a framed document: ${describe(element)}`);
          if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'].includes(name) && unsafeAddress(attribute.value)) {
            problems.push(`a script address: ${describe(element)}`);
          }
        }
      }
      // The framework's own scripts carry the page's data and its start inline, each with the nonce the
      // page's Content-Security-Policy allows (apps/cms/src/middlewares/site-pages.ts): all the same, and
      // never in the page's content. Any other script must be a file of the site.
      const inline = [...document.querySelectorAll('script')].filter((script) => !script.src);
      const nonces = new Set(inline.map((script) => script.nonce));
      if (inline.length && (nonces.size !== 1 || nonces.has('')))
        problems.push(`inline scripts without the page's one nonce: ${inline.map(describe).join(', ')}`);
      for (const script of inline) if (script.closest('main')) problems.push(`a script in the page's content: ${describe(script)}`);
      for (const script of document.querySelectorAll('script[src]')) {
        if (new URL((script as HTMLScriptElement).src).origin !== location.origin) problems.push(`a script that is not the site's own: ${describe(script)}`);
      }
      const markers = new RegExp(pattern, 'g');
      const record = (text: string, visible: boolean, where: string) => {
        for (const [whole, id] of text.matchAll(markers)) {
          if (!payloads[id]) problems.push(`${where}: an unknown marker ${whole}`);
          else if (!text.includes(`${whole} ${payloads[id]}`))
            problems.push(`${where}: the payload of ${whole} is not shown whole, as text: ${JSON.stringify(text.slice(0, 300))}`);
          sightings.push({ id, visible });
        }
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.nodeValue?.includes('⟦')) continue;
        const parent = node.parentElement;
        // The framework's inline scripts hold the page's data, as a script's text the browser never shows.
        if (parent?.localName === 'script') continue;
        record(node.nodeValue, Boolean(parent?.checkVisibility({ visibilityProperty: true, opacityProperty: false })), 'text');
      }
      for (const element of document.body.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          if (attribute.value.includes('⟦')) record(attribute.value, element.checkVisibility(), `the ${attribute.name} of <${element.localName}>`);
        }
      }
      if (document.title.includes('⟦')) record(document.title, true, 'the page title');
      return { problems, sightings };
    },
    { flag: XSS_FLAG, payloads, pattern: MARKER_PATTERN.source },
  );
}

/** Visits pages, checking each, and keeps what was seen where. */
class Tour {
  readonly sightings: Sighting[] = [];
  private readonly dialogs: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly markers: Record<string, Marked>,
  ) {
    page.on('dialog', (dialog) => {
      this.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  }

  /** Checks the page as it is now, under the name `where`. */
  async check(where: string): Promise<void> {
    // Let images fail and handlers (if any had been written) fire before looking.
    await this.page.waitForLoadState('load');
    const payloads = Object.fromEntries(Object.entries(this.markers).map(([id, marked]) => [id, marked.payload]));
    const report = await inspect(this.page, payloads);
    const named = (problem: string) => problem.replace(/⟦([\w-]+)⟧/g, (whole, id) => `${whole} (${this.markers[id]?.doc}: ${this.markers[id]?.field})`);
    expect(report.problems.map(named), `${where} (${this.page.url()})`).toEqual([]);
    expect(this.dialogs, `${where}: no dialog opens`).toEqual([]);
    this.sightings.push(...report.sightings.map(({ id, visible }) => ({ ...this.markers[id], visible, where })));
  }

  async visit(path: string, where = path): Promise<void> {
    await this.page.goto(path);
    await waitForPage(this.page);
    await this.check(where);
  }

  /** The page shows `field` of document `doc` (as text, whole: `check` saw to that). */
  expectShown(doc: string, field: string, where: string): void {
    expect(
      this.sightings.some((s) => s.doc === doc && s.field === field && s.where === where && s.visible),
      `${where} shows ${doc}'s ${field}`,
    ).toBe(true);
  }
}

const paths = (c: HostileContent) => {
  const audience = `/${c.slugs.audience}`;
  const programme = `${audience}/${c.slugs.programme}`;
  const unit = `${programme}/unit/${c.ids.unit}`;
  const lesson = `${unit}/lesson/${c.ids.lesson}`;
  const production = `/live/${c.slugs['live-programme']}/${c.slugs['live-production']}`;
  return { audience, programme, unit, lesson, production };
};

/** The pages everyone may open, with the hostile content in them. */
function publicPages(c: HostileContent): string[] {
  const { audience, programme, production } = paths(c);
  return [
    '/',
    '/welcome/new-registration',
    '/welcome/purchase',
    '/welcome/invitation',
    '/privacy',
    '/terms-and-conditions',
    '/subscribe',
    '/pricing',
    audience,
    programme,
    `${audience}/${c.slugs['landing-page']}`,
    `${audience}/page/${c.slugs['landing-page']}`,
    `${audience}/${c.slugs['landing-page']}/programme/${c.slugs.programme}`,
    `${audience}/project/${c.slugs.project}`,
    `${audience}/${c.slugs.project}`,
    '/live',
    `/live/${c.slugs['live-programme']}`,
    production,
  ];
}

/** The pages of teaching content: a subscriber's, and each asks a visitor to log in. */
function teachingPages(c: HostileContent): string[] {
  const { audience, programme, unit, lesson, production } = paths(c);
  const activity = `${lesson}/activity/${c.ids.activity}`;
  return [
    unit,
    lesson,
    activity,
    `${activity}/${c.ids.option}`,
    `${unit}/activity/${c.ids['activity-2']}`,
    `${unit}/activities/${c.ids.section}`,
    `${audience}/activities`,
    `${audience}/activities/${c.ids.section}`,
    `${programme}/activities`,
    `${audience}/audiolibrary`,
    `${audience}/audiolibrary/collection/${c.ids['audio-collection']}`,
    `${audience}/audiolibrary/collection/${c.ids['audio-collection']}/${c.ids['audio-page']}`,
    `${audience}/audiolibrary/page/${c.ids['audio-page']}`,
    `${programme}/audio`,
    '/audiolibrary',
    `${audience}/project/${c.slugs.project}/activity/${c.ids.activity}`,
    `${production}/activity/${c.ids.activity}`,
    `${production}/audio/${c.ids['audio-page']}`,
    '/cpd',
    `/cpd/live-event/${c.slugs['cpd-live-event']}`,
    `/cpd/session/${c.slugs['cpd-session']}`,
    `${programme}/create-unit`,
  ];
}

/** Opens the production's bookings window, which lists the bookings' fields. */
async function openBookings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Book Tickets' }).click();
  await expect(page.getByRole('dialog', { name: 'Book Tickets' })).toBeVisible();
}

/**
 * Walks a lesson-mode slideshow from its first slide to its last with the arrow key, checking each.
 * From an overview (of a lesson, a playlist), it opens the first activity's slides first. The
 * same slides shown by another player are checked on their first slide only (`onlyFirst`).
 */
async function walkSlides(tour: Tour, page: Page, where: string, { onlyFirst = false, onSlide = async () => {} } = {}): Promise<number> {
  const counter = page.getByText(/^Slide \d+ of \d+$/);
  const firstActivity = page
    .getByRole('main')
    .getByRole('link', { name: /\d+ slides?\b/ })
    .first();
  await expect(counter.or(firstActivity)).toBeVisible();
  if (!(await counter.isVisible())) await firstActivity.click();
  await expect(counter).toBeVisible();
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
  for (let slide = 1; slide <= (onlyFirst ? 1 : total); slide += 1) {
    await expect(counter).toHaveText(`Slide ${slide} of ${total}`);
    await tour.check(`${where}, slide ${slide}`);
    // Flip the cards and start the videos, and look again at what that shows.
    const flips = page.getByRole('button', { name: /^Flip card/ });
    const play = page.getByRole('button', { name: /^Play video/ });
    const hidden = (await flips.count()) + (await play.count());
    for (let card = 0; card < (await flips.count()); card += 1) await flips.nth(card).click();
    while ((await play.count()) > 0) await play.first().click();
    if (hidden) await tour.check(`${where}, slide ${slide}, flipped and playing`);
    await onSlide();
    if (slide < total) await page.keyboard.press('ArrowRight');
  }
  return total;
}

test('the CMS refuses javascript: in every address field, embed and rich-text link', () => {
  expect(content.refusals.length).toBeGreaterThan(10);
  const accepted = content.refusals.filter((refusal) => refusal.status !== 400);
  expect(accepted, 'fields that took a javascript: address').toEqual([]);
});

/**
 * A tour of pages in one browser. What it saw is written to the run's data folder, whether it
 * passed or not, for the coverage test (the tours run in parallel, in different workers).
 */
async function tour(page: Page, name: string, markers: Record<string, Marked>, route: (tour: Tour) => Promise<void>): Promise<void> {
  const visits = new Tour(page, markers);
  let finished = false;
  try {
    await route(visits);
    finished = true;
  } finally {
    fs.writeFileSync(sightingsFile(name), JSON.stringify({ finished, sightings: visits.sightings }));
  }
}

const TOURS = ['visitor', 'subscriber-catalogue', 'subscriber-lesson-mode'] as const;
const sightingsFile = (name: string) => path.join(process.env.E2E_DATA_DIR!, `hostile-sightings-${name}.json`);

async function catalogueTour(visits: Tour, page: Page, extra: string[] = []): Promise<void> {
  for (const address of [...publicPages(content), ...teachingPages(content), ...extra]) await visits.visit(address);
  await visits.visit(paths(content).production, 'the bookings window');
  await openBookings(page);
  await visits.check('the bookings window');
}

test('a visitor sees every payload as inert text', async ({ page }) => {
  test.setTimeout(240_000);
  await tour(page, 'visitor', content.markers, async (visits) => {
    await catalogueTour(visits, page, ['/login']);
    visits.expectShown('home', 'home-page.title', '/');
    visits.expectShown('programme', 'programme.blurb', paths(content).programme);
    visits.expectShown('live-production', 'live-production.bookings.venue_name', 'the bookings window');
  });
});

test('a subscriber sees every payload as inert text on the catalogue’s pages', async ({ page }) => {
  test.setTimeout(240_000);
  await registerTeacher(page, 'hostile');
  await tour(page, 'subscriber-catalogue', content.markers, (visits) => catalogueTour(visits, page));
});

test('a subscriber sees every payload as inert text in lesson mode, Music at Home, a playlist and a custom unit', async ({ page }) => {
  test.setTimeout(240_000);
  await registerTeacher(page, 'hostile');
  // The teacher's own text, saved through the site's own calls: a playlist and a custom unit.
  const teacherText = new Markers();
  const { programme, lesson } = paths(content);
  await tour(page, 'subscriber-lesson-mode', Object.assign(teacherText.list, content.markers), async (visits) => {
    // Lesson mode: the lesson's overview and slides, a sub-slideshow, and the activity's slides.
    await visits.visit(`${lesson}/slides`, 'lesson mode');
    let subSlideshow: string | null = null;
    const subLink = page.locator(`main a[href*="${content.ids['sub-slideshow']}"]`).first();
    await walkSlides(visits, page, 'lesson mode', {
      onSlide: async () => void (subSlideshow ??= (await subLink.count()) ? await subLink.getAttribute('href') : null),
    });
    expect(subSlideshow, 'a slide opens the sub-slideshow').not.toBeNull();
    await visits.visit(subSlideshow!, 'a sub-slideshow');
    await walkSlides(visits, page, 'a sub-slideshow', { onlyFirst: true });
    await visits.visit(`${lesson}/activity/${content.ids.activity}/slides`, 'activity slides');
    const slides = await walkSlides(visits, page, 'activity slides', { onlyFirst: true });
    expect(slides, 'every slide template of the hostile slideshow').toBeGreaterThanOrEqual(10);
    // The presenter view of every slide: the teacher's notes and the films' setup notes show there only.
    for (let slide = 1; slide <= slides; slide += 1) {
      await visits.visit(`${lesson}/activity/${content.ids.activity}/slides/${slide}?presenter=hostile-tour`, `presenter view, slide ${slide}`);
    }

    // Music at Home, through the link the programme page gives the teacher.
    await visits.visit(programme);
    const atHome = new URL(await page.getByLabel('Music at Home link').inputValue()).pathname;
    await visits.visit(atHome, 'Music at Home');
    await visits.visit(`${atHome}/${content.ids.activity}`, 'Music at Home activity');

    const playlist = await graphqlAs(
      page,
      `mutation ($title: String!, $items: [PlaylistItemInput!]) { createPlaylist(title: $title, items: $items) { documentId } }`,
      {
        title: teacherText.text('teacher', 'playlist.title', undefined, 'playlist'),
        items: [
          {
            type: 'activity',
            item: content.ids.activity,
            title: teacherText.text('teacher', 'playlist.playlist_item.title', undefined, 'playlist-item'),
            context_path: `${lesson}/activity/${content.ids.activity}`,
          },
        ],
      },
    );
    const playlistId = playlist.createPlaylist.documentId;
    await visits.visit('/playlists');
    await visits.visit(`/playlists/${playlistId}`);
    await visits.visit(`/playlists/${playlistId}/slides`, 'playlist slides');
    await walkSlides(visits, page, 'playlist slides', { onlyFirst: true });
    visits.expectShown('teacher', 'playlist.title', `/playlists/${playlistId}`);

    const ids = await graphqlAs(
      page,
      `{ audiences(filters: { slug: { eq: "${content.slugs.audience}" } }) { documentId } programmes(filters: { slug: { eq: "${content.slugs.programme}" } }) { documentId } }`,
    );
    const unit = await graphqlAs(
      page,
      `mutation ($title: String!, $strands: [ID!]!, $audience: ID!, $programme: ID!) { createCustomScheme(title: $title, learning_strands: $strands, audience: $audience, programme: $programme) { documentId } }`,
      {
        title: teacherText.text('teacher', 'custom-scheme.title', undefined, 'custom-unit'),
        strands: [content.ids['strand-1']],
        audience: ids.audiences[0].documentId,
        programme: ids.programmes[0].documentId,
      },
    );
    const customUnit = `${programme}/custom-unit/${unit.createCustomScheme.documentId}`;
    await visits.visit(`${programme}/custom-unit`);
    await visits.visit(customUnit);
    visits.expectShown('teacher', 'custom-scheme.title', customUnit);
    await visits.visit(`${customUnit}/lesson/${content.ids.lesson}`);
    await visits.visit(`${customUnit}/lesson/${content.ids.lesson}/slides`, 'custom unit slides');
    await walkSlides(visits, page, 'custom unit slides', { onlyFirst: true });
  });
});

test('every text field of the content model is shown on some page, or listed as not shown', async () => {
  test.setTimeout(420_000);
  // The tours run in parallel; this waits for the three of them.
  await expect.poll(() => TOURS.every((name) => fs.existsSync(sightingsFile(name))), { message: 'the tours', timeout: 400_000, intervals: [1000] }).toBe(true);
  const tours = TOURS.map((name) => ({ name, ...(JSON.parse(fs.readFileSync(sightingsFile(name), 'utf8')) as { finished: boolean; sightings: Sighting[] }) }));
  expect(
    tours.filter((t) => !t.finished).map((t) => t.name),
    'tours that failed (see their errors): coverage cannot be told',
  ).toEqual([]);
  const seen = new Set(
    tours
      .flatMap((t) => t.sightings)
      .filter((s) => s.visible)
      .map((s) => s.field.replace(/\/\w+$/, '')),
  );
  const missing = expectedFields(content).filter((field) => !seen.has(field) && !NOT_SHOWN.some(([pattern]) => pattern.test(field)));
  expect(
    missing,
    'text fields no page showed: show them, list them in NOT_SHOWN with the reason, or (a new content type) add it to the hostile catalogue’s PLAN',
  ).toEqual([]);
});

/**
 * Every text field the hostile catalogue filled, by its path (generated from the content model the
 * same way the catalogue was), and the texts of every uploaded file.
 */
function expectedFields(c: HostileContent): string[] {
  const fields = new Set<string>();
  const walk = (uid: string, prefix: string, seen: string[]) => {
    for (const [name, attribute] of Object.entries(contentModel().get(uid)!.attributes) as Array<[string, Attribute]>) {
      const field = `${prefix}.${name}`;
      if (attribute.private) continue;
      if (TEXT_TYPES.has(attribute.type) && attribute.type !== 'email' && !/(^|_)(link|url)$/.test(name)) fields.add(field);
      if (attribute.type === 'component' && !seen.includes(attribute.component!)) walk(attribute.component!, field, [...seen, attribute.component!]);
      if (attribute.type === 'dynamiczone') for (const component of attribute.components ?? []) walk(component, `${field}.${component}`, [...seen, component]);
    }
  };
  for (const [uid, model] of contentModel()) {
    if (model.kind === 'component' || NOT_EDITORS_CONTENT[uid]) continue;
    walk(uid, model.name, []);
  }
  for (const [field, files] of Object.entries(c.files)) {
    for (const { kind } of files) for (const meta of ['name', 'alternativeText', 'caption']) fields.add(`${field}#${kind}.${meta}`);
  }
  return [...fields];
}

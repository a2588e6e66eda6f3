/**
 * Offline lessons (docs/product.md, "Offline lessons"): a teacher saves a lesson, the network goes,
 * and the lesson is presented from the saved copy, every slide with its pictures and recordings; back
 * online, an editor's change reaches the saved copy. Whose copies they are: logging out deletes them,
 * a second teacher on the same browser sees none, and an ended subscription removes them at the next
 * check. Everything is real: the site's service worker, the CMS and Chromium's offline mode.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, waitForPage } from '../helpers/pages';
import { keepLogin, registerAccount } from '../helpers/session';
import { demoLessons, type DemoLesson } from '../helpers/lesson-mode';
import { graphqlAs } from '../helpers/catalogue';
import { Editor } from '../helpers/hostile-content';
import { administratorToken } from '../helpers/administrator';

const SAVED = 'offline-content';

/** The demo lesson with the charity's films (apps/cms/demo/films.yaml), beside pictures and recordings. */
const FILMS_LESSON = 'Quiet as a mouse';

async function lessonWithFilms(page: Page): Promise<DemoLesson> {
  const lesson = (await demoLessons(page)).find((candidate) => candidate.title.includes(FILMS_LESSON));
  if (!lesson) throw new Error(`The demo has no lesson '${FILMS_LESSON}'`);
  return lesson;
}

async function saveForOffline(page: Page, path: string) {
  await page.goto(path);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  // The progress bar counts files and megabytes while it saves.
  await expect(page.getByText(/Saving for offline: \d+ of (\d+|…) files/)).toBeVisible();
  await expect(page.locator('.offline-save__done')).toContainText(/^Available offline · [\d.]+ (kB|MB) · Saved for offline$/, { timeout: 60_000 });
}

const savedAddresses = (page: Page) =>
  page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : []),
    SAVED,
  );

const savedPageText = (page: Page, path: string) =>
  page.evaluate(async ({ name, path }) => (await (await caches.open(name)).match(path, { ignoreVary: true }))?.text() ?? '', { name: SAVED, path });

/** Makes every saved copy look `minutes` older, as if saved that long ago. */
const ageSavedCopies = (page: Page, minutes: number) =>
  page.evaluate(
    async ({ name, minutes }) => {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!new URL(request.url).pathname.startsWith('/__offline/items/')) continue;
        const item = await (await cache.match(request))!.json();
        item.savedAt = new Date(Date.parse(item.savedAt) - minutes * 60_000).toISOString();
        await cache.put(request, new Response(JSON.stringify(item), { headers: { 'Content-Type': 'application/json' } }));
      }
    },
    { name: SAVED, minutes },
  );

/** Every picture the slide shows has been decoded, its first recording plays, and its first film plays with its captions. */
async function expectSlideWorks(page: Page) {
  const stage = page.locator('main#main');
  for (const image of await stage.locator('img').all()) {
    const decoded = await image.evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => img.naturalWidth > 0,
        () => false,
      ),
    );
    expect(decoded, `a picture on ${page.url()}: ${await image.getAttribute('src')}`).toBe(true);
  }
  const player = stage.getByRole('group', { name: /^Audio player: / }).first();
  if (await player.count()) {
    const audio = player.locator('audio');
    await player.getByRole('button', { name: /^Play / }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await player.getByRole('button', { name: /^Pause / }).click();
  }
  const playVideo = stage.getByRole('button', { name: /^Play video: / }).first();
  if ((await playVideo.count()) === 0) return 'no film';
  await playVideo.click();
  // Offline, an embed's host cannot be reached: our copy plays, or the slide says so with the address;
  // the demo's own stand-in player (on this site, saved with the site's code) plays in its frame.
  const film = stage.locator('video.film-player__film').first();
  const frame = stage.locator('iframe[src^="/demo-video/"]');
  await expect(film.or(frame).or(stage.getByText('This video cannot be reached on this network.'))).toBeVisible();
  if (await frame.count()) {
    await expect(stage.frameLocator('iframe[src^="/demo-video/"]').locator('canvas')).toBeVisible();
    return 'demo player';
  }
  if ((await film.count()) === 0) return 'no copy';
  await expect.poll(() => film.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const captions = await film.evaluate((video: HTMLVideoElement) =>
    Array.from(video.textTracks).map((track) => `${track.language}:${track.mode}:${track.cues?.length ?? 0}`),
  );
  expect(captions[0]).toMatch(/^en:showing:[1-9]/);
  await film.evaluate((video: HTMLVideoElement) => video.pause());
  return 'film played';
}

test('a saved lesson is presented with the network off, every slide with its pictures and recordings, and takes an editor’s change once online', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const teacher = await registerAccount(page.request, 'offline');
  await keepLogin(page, teacher);
  await page.goto('/');
  const lesson = await lessonWithFilms(page);
  await saveForOffline(page, lesson.path);

  await context.setOffline(true);
  // The site itself opens offline, and sends the teacher to what they saved.
  await page.goto('/');
  await expect(page).toHaveURL(/\/saved-offline$/);
  await waitForPage(page);
  await expect(page.getByText('You are offline. These are the lessons saved on this computer.')).toBeVisible();
  await expect(page.getByRole('heading', { name: lesson.title })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Present' }).click();
  await waitForPage(page);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(lesson.playable[0].title) }).first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const films: string[] = [];
  for (const activity of lesson.playable) {
    for (let slide = 1; slide <= activity.slides.length; slide += 1) {
      await expect(page.locator('.lesson-mode__position')).toHaveText(`Slide ${slide} of ${activity.slides.length}`);
      films.push(await expectSlideWorks(page));
      // Out of the player, so the arrow moves the slides again.
      await page.locator('.lesson-mode__heading').click();
      await page.keyboard.press('ArrowRight');
    }
  }
  await expect(page.locator('#lesson-end-title')).toBeVisible();
  // The films activity: our film, an embed whose copy plays instead, and an embed without one.
  expect(films.filter((result) => result === 'film played' || result === 'no copy')).toEqual(['film played', 'film played', 'no copy']);

  // Back online, an editor changes the lesson; the next check saves it again.
  await context.setOffline(false);
  const editor = await Editor.signIn(page.request);
  const lessonId = lesson.path.split('/').pop()!;
  const url = editor.collectionUrl('api::lesson.lesson', lessonId);
  const { lesson: before } = await graphqlAs(page, 'query ($id: ID!) { lesson(documentId: $id) { introduction } }', { id: lessonId });
  const marker = `Changed while saved ${Date.now()}`;
  const introduction = [{ type: 'paragraph', children: [{ type: 'text', text: marker }] }];
  await editor.ok('PUT', url, { introduction });
  await editor.ok('POST', editor.collectionUrl('api::lesson.lesson', lessonId, 'publish'), { introduction });
  try {
    // A copy older than ten minutes is saved again when the site is opened online.
    await page.goto(lesson.path);
    await expect.poll(() => savedPageText(page, lesson.path)).not.toContain(marker);
    await ageSavedCopies(page, 11);
    await page.reload();
    await waitForPage(page);
    await expect.poll(() => savedPageText(page, lesson.path), { timeout: 30_000 }).toContain(marker);
    await context.setOffline(true);
    await page.reload();
    await waitForPage(page);
    await expect(page.getByText(marker)).toBeVisible();
  } finally {
    await context.setOffline(false);
    const original = before?.introduction ?? null;
    await editor.ok('PUT', url, { introduction: original });
    await editor.ok('POST', editor.collectionUrl('api::lesson.lesson', lessonId, 'publish'), { introduction: original });
  }
});

test('saved copies are the teacher’s own: logging out deletes them, the next teacher sees none, and an ended subscription removes them', async ({ page }) => {
  test.setTimeout(120_000);
  const first = await registerAccount(page.request, 'offline-first');
  await keepLogin(page, first);
  await page.goto('/');
  const [lesson] = await demoLessons(page);
  const activityPath = `${lesson.path}/activity/${lesson.playable[0].id}`;
  await saveForOffline(page, activityPath);
  expect(await savedAddresses(page)).toEqual(expect.arrayContaining([activityPath, `${activityPath}/slides`]));

  await page.getByRole('button', { name: 'Your Account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => savedAddresses(page)).toEqual([]);
  // Nothing is left in the browser's caches: not the lesson, not the site's files kept for it.
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);

  const second = await registerAccount(page.request, 'offline-second');
  await keepLogin(page, second);
  await page.goto('/saved-offline');
  await waitForPage(page);
  await expect(page.getByText('Nothing is saved for offline yet.')).toBeVisible();

  await saveForOffline(page, activityPath);
  expect((await savedAddresses(page)).length).toBeGreaterThan(3);
  await endSubscriptionOf(page, second.user.id);
  await page.goto('/saved-offline');
  await expect.poll(() => savedAddresses(page)).toEqual([]);
  await page.reload();
  await waitForPage(page);
  await expect(page.getByText('Nothing is saved for offline yet.')).toBeVisible();
});

/** The development administrator ends a teacher's subscriptions, as an editor does in the admin panel. */
async function endSubscriptionOf(page: Page, userId: number) {
  const headers = { Authorization: `Bearer ${await administratorToken(page.request)}` };
  const list = await page.request.get(`/content-manager/collection-types/api::subscription.subscription?filters[$and][0][user][id][$eq]=${userId}`, {
    headers,
  });
  expect(list.status()).toBe(200);
  const { results } = await list.json();
  expect(results.length).toBeGreaterThan(0);
  for (const subscription of results) {
    const ended = await page.request.put(`/content-manager/collection-types/api::subscription.subscription/${subscription.documentId}`, {
      headers,
      data: { ends_at: new Date(Date.now() - 1000).toISOString() },
    });
    expect(ended.status()).toBe(200);
  }
  // The CMS decides the role afresh for every request.
  const me = await graphqlAs(page, '{ me { role { type } } }');
  expect(me.me.role.type).not.toBe('active_subscriber');
}

/** Presents a lesson-mode page from its overview to its end screen, checking each slide's position. */
async function presentToTheEnd(page: Page, endTitle: RegExp) {
  await page.keyboard.press('ArrowRight');
  for (let moves = 0; moves < 80 && !(await page.locator('#lesson-end-title').isVisible()); moves += 1) {
    await expect(page.locator('.lesson-mode__position')).toHaveText(/^Slide \d+ of \d+/);
    await page.locator('.lesson-mode__heading').click();
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.locator('#lesson-end-title')).toHaveText(endTitle);
}

test('a saved playlist and a saved lesson of a custom unit are presented offline to their end screens', async ({ page, context }) => {
  test.setTimeout(150_000);
  const teacher = await registerAccount(page.request, 'offline-own');
  await keepLogin(page, teacher);
  await page.goto('/');
  const lesson = await lessonWithFilms(page);
  const items = lesson.playable.slice(0, 2).map((activity) => ({ type: 'activity', item: activity.id, title: activity.title, context_path: lesson.path }));
  const { createPlaylist } = await graphqlAs(
    page,
    'mutation ($items: [PlaylistItemInput!]) { createPlaylist(title: "For the wifi-free hall", items: $items) { documentId } }',
    {
      items,
    },
  );
  const playlistPath = `/playlists/${createPlaylist.documentId}`;
  await saveForOffline(page, playlistPath);

  const [audience, programme] = ['send', 'sensory-soundscapes'];
  const { customSchemeBuilders } = await graphqlAs(
    page,
    `query ($audience: String!, $programme: String!) { customSchemeBuilders(filters: { audience: { slug: { eq: $audience } }, programme: { slug: { eq: $programme } } }) {
      number_required_strands audience { documentId } programme { documentId } learning_strands(pagination: { limit: 50 }) { documentId } } }`,
    { audience, programme },
  );
  const [builder] = customSchemeBuilders;
  const { createCustomScheme } = await graphqlAs(
    page,
    'mutation ($strands: [ID!]!, $audience: ID!, $programme: ID!) { createCustomScheme(title: "Our offline unit", learning_strands: $strands, audience: $audience, programme: $programme) { documentId } }',
    {
      strands: builder.learning_strands.slice(0, builder.number_required_strands).map((strand: { documentId: string }) => strand.documentId),
      audience: builder.audience.documentId,
      programme: builder.programme.documentId,
    },
  );
  await page.goto(`/${audience}/${programme}/custom-unit/${createCustomScheme.documentId}`);
  await waitForPage(page);
  await page.getByRole('region', { name: 'Lessons' }).getByRole('link').first().click();
  await waitForPage(page);
  const customLessonPath = new URL(page.url()).pathname;
  await saveForOffline(page, customLessonPath);

  await context.setOffline(true);
  await page.goto('/saved-offline');
  await waitForPage(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(2);
  await page.getByRole('listitem').filter({ hasText: 'For the wifi-free hall' }).getByRole('link', { name: 'Present' }).click();
  await waitForPage(page);
  await presentToTheEnd(page, /Playlist complete/);

  await page.goto(`${customLessonPath}/slides`);
  await waitForPage(page);
  await presentToTheEnd(page, /.+/);
});

test('when the wifi drops mid-lesson, the slides go on with an Offline marker, and a picture that never arrived says so in one line until the network is back', async ({
  page,
  context,
  browser,
}) => {
  const teacher = await registerAccount(page.request, 'offline-drop');
  await keepLogin(page, teacher);
  await page.goto('/');
  // Two slides in a row with a picture each, of an activity.
  const withPicture = (type: string) => `... on ComponentSlide${type} { include_in_lesson main_image { url } }`;
  const { lessons } = await graphqlAs(
    page,
    `{ lessons(pagination: { limit: 500 }) { documentId scheme { documentId programme { slug audience { slug } } }
        activities { activity { documentId activity_slideshow { slides { __typename ${['Image', 'All', 'AudioAndImage'].map(withPicture).join(' ')} } } } } } }`,
  );
  const found: { path: string; position: number; second: string }[] = lessons.flatMap((lesson: any) =>
    lesson.scheme?.programme
      ? lesson.activities.flatMap((entry: any) => {
          const slides = (entry.activity?.activity_slideshow?.slides ?? []).filter((slide: any) => slide.__typename && slide.include_in_lesson !== false);
          const at = slides.findIndex((slide: any, index: number) => slide.main_image?.url && slides[index + 1]?.main_image?.url);
          if (at < 0) return [];
          const { programme } = lesson.scheme;
          const path = `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}/activity/${entry.activity.documentId}/slides/${at + 1}`;
          return [{ path, position: at + 2, second: slides[at + 1].main_image.url }];
        })
      : [],
  );
  const [activity] = found;
  expect(activity, 'two slides in a row with a picture each').toBeDefined();
  const pictureOn = (page: Page) => page.locator('main#main img').first();
  const picture = pictureOn(page);
  const shown = () =>
    picture.evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => img.naturalWidth > 0,
        () => false,
      ),
    );
  const offlineMarker = page.getByRole('status').filter({ hasText: 'Offline' });

  // The slides go on: the next one's picture was fetched while this one was on screen.
  await page.goto(activity.path);
  await waitForPage(page);
  await expect.poll(shown).toBe(true);
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(offlineMarker).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.lesson-mode__position')).toHaveText(new RegExp(`^Slide ${activity.position} of`));
  await expect.poll(shown).toBe(true);
  await context.setOffline(false);
  await expect(offlineMarker).toHaveCount(0);

  // A picture that never arrived (in a browser that has not fetched it): the slide says so in one line, then tries again online.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await keepLogin(other, teacher);
  const otherPicture = pictureOn(other);
  await other.route(`**${activity.second}`, (route) => route.abort('internetdisconnected'));
  await other.goto(activity.path.replace(/\/\d+$/, `/${activity.position}`));
  await waitForPage(other);
  const note = other.getByRole('note');
  await expect(note).toHaveText('This picture could not be loaded.');
  await otherContext.setOffline(true);
  await expect(note).toHaveText('This picture is not available offline: it will show when the network is back.');
  await expect(other.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expectAccessible(other);
  await other.unroute(`**${activity.second}`);
  await otherContext.setOffline(false);
  await expect.poll(() => otherPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(note).toHaveCount(0);
  await otherContext.close();
});

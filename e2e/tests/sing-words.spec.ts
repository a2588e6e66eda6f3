/**
 * Words on screen (docs/product.md, "Words on screen"): on a demo song's audio slide the line being
 * sung follows the recording's time (seeking it, as a teacher dragging the progress bar would), the
 * Words toggle hides and shows them for the rest of the session, the words show offline once the
 * lesson is saved, and the editor's "Words on screen" field times them by tapping along.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, waitForPage } from '../helpers/pages';
import { keepLogin, registerAccount } from '../helpers/session';
import { demoLessons } from '../helpers/lesson-mode';
import { graphqlAs } from '../helpers/catalogue';

const SHOTS = '/work/shots/sing-words';
/** The demo song (apps/cms/demo/media.yaml, "lighthouse-lullaby") and the activity whose slides play it first. */
const SONG_ACTIVITY = 'Lullaby with lights';
const LINES = ['Light on the water,', 'sleep, little boat,', 'home by the morning.'];

async function shoot(page: Page, name: string) {
  if (!fs.existsSync(SHOTS)) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The song's audio slide in lesson mode, and the activity it belongs to. */
async function songSlide(page: Page) {
  await page.goto('/');
  for (const lesson of await demoLessons(page)) {
    const activity = lesson.playable.find((candidate) => candidate.title === SONG_ACTIVITY);
    const position = activity?.slides.findIndex((slide) => slide.template === 'audio') ?? -1;
    const withPicture = activity?.slides.findIndex((slide) => slide.template === 'audio_and_image') ?? -1;
    if (activity && position >= 0 && withPicture >= 0) {
      const activityPath = `${lesson.path}/activity/${activity.id}`;
      return { activityPath, slidePath: `${activityPath}/slides/${position + 1}`, pictureSlidePath: `${activityPath}/slides/${withPicture + 1}` };
    }
  }
  throw new Error(`The demo has no audio slide in '${SONG_ACTIVITY}'`);
}

async function seek(page: Page, seconds: number) {
  const audio = page.locator('article .audio-player audio').first();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration || 0)).toBeGreaterThan(4);
  await audio.evaluate((element: HTMLAudioElement, to) => {
    element.currentTime = to;
  }, seconds);
}

const words = (page: Page) => page.getByRole('region', { name: 'Words of the song' });

test('the line shown follows the recording, the Words toggle hides and shows them, and they show offline', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const teacher = await registerAccount(page.request, 'sing-words');
  await keepLogin(page, teacher);
  const { activityPath, slidePath, pictureSlidePath } = await songSlide(page);

  await page.goto(slidePath);
  await waitForPage(page);
  const current = words(page).locator('.sung-words__current');
  const next = words(page).locator('.sung-words__next');
  // Before Play: the first line, with the second beneath.
  await expect(current).toHaveText(LINES[0]);
  await expect(next).toHaveText(LINES[1]);
  await seek(page, 1.7);
  await expect(current).toHaveText(LINES[1]);
  await expect(next).toHaveText(LINES[2]);
  await seek(page, 3.4);
  await expect(current).toHaveText(LINES[2]);
  await expect(next).toHaveText('');
  // Back, as a teacher would drag the bar to sing a line again.
  await seek(page, 0.4);
  await expect(current).toHaveText(LINES[0]);
  await seek(page, 1.7);
  await expect(current).toHaveText(LINES[1]);
  // The words are large: the line sung is bigger than the slide's body text.
  const sizes = await page.evaluate(() => ({
    line: parseFloat(getComputedStyle(document.querySelector('.sung-words__current')!).fontSize),
    stage: document.querySelector('.lesson-mode__stage')!.getBoundingClientRect().height,
  }));
  await shoot(page, 'lesson-mode-words-1920');
  expect(sizes.line).toBeGreaterThanOrEqual((56 / 1080) * sizes.stage);
  await expectAccessible(page);

  // The toggle: off, and still off on the next slide and back; then on again.
  const toggle = words(page).getByRole('button', { name: 'Words' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(current).toHaveCount(0);
  await shoot(page, 'lesson-mode-words-hidden-1920');
  await page.locator('.lesson-mode__heading').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(words(page).getByRole('button', { name: 'Words' })).toHaveAttribute('aria-pressed', 'false');
  await expect(current).toHaveCount(0);
  await words(page).getByRole('button', { name: 'Words' }).click();
  await expect(current).toHaveText(/\S/);

  // The same song's words beside its picture (the audio_and_image template).
  await page.goto(pictureSlidePath);
  await waitForPage(page);
  await seek(page, 3.4);
  await expect(current).toHaveText(LINES[2]);
  await expect(next).toHaveText('');
  await expectAccessible(page);
  await shoot(page, 'lesson-mode-words-with-picture-1920');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(slidePath);
  await waitForPage(page);
  await expect(current).toHaveText(LINES[0]);
  await shoot(page, 'lesson-mode-words-390');
  await page.setViewportSize({ width: 1920, height: 1080 });

  // Saved for offline, the words come with the slides.
  await page.goto(activityPath);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.locator('.offline-save__done')).toContainText(/^Available offline/, { timeout: 60_000 });
  await context.setOffline(true);
  try {
    await page.goto(slidePath);
    await waitForPage(page);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await expect(current).toHaveText(LINES[0]);
    await seek(page, 3.4);
    await expect(current).toHaveText(LINES[2]);
  } finally {
    await context.setOffline(false);
  }
});

test('a teacher without a subscription is given no words', async ({ page }) => {
  const lapsed = await (await page.request.post('/api/auth/local', { data: { identifier: 'lapsed@example.com', password: 'Lapsed1' } })).json();
  await keepLogin(page, lapsed);
  await page.goto('/');
  const answer = await page.request.post('/graphql', {
    data: {
      query: `{ activityPages(filters: { title: { eq: "${SONG_ACTIVITY}" } }) { activity_slideshow { slides { ... on ComponentSlideAudio { words } } } } }`,
    },
    headers: { Authorization: `Bearer ${lapsed.jwt}` },
  });
  const text = await answer.text();
  expect(text).not.toContain(LINES[0]);
  expect(text).toContain('FORBIDDEN');
});

test('the editor times the words by tapping along in the admin panel', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const subscriber = await (await page.request.post('/api/auth/local', { data: { identifier: 'subscriber@example.com', password: 'Subscriber1' } })).json();
  await keepLogin(page, subscriber);
  await page.goto('/');
  const { activityPages } = await graphqlAs(page, `{ activityPages(filters: { title: { eq: "${SONG_ACTIVITY}" } }) { activity_slideshow { documentId } } }`);
  const slideshow = activityPages[0].activity_slideshow.documentId as string;
  // The editor's browser has no teacher's login: the recording must come with the admin login alone.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/admin');
  await page.getByLabel('Email').fill('editor@example.com');
  await page.getByLabel('Password').fill('EditorDemo1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' }).first()).toBeVisible({ timeout: 30_000 });
  await page.goto(`/admin/content-manager/collection-types/api::activity-slideshow.activity-slideshow/${slideshow}`);
  // The slides are folded: open the audio slide ('Listen').
  await page
    .getByRole('button', { name: /Listen/ })
    .first()
    .click();
  const field = page.getByRole('textbox', { name: 'Words on screen' });
  await expect(field).toHaveValue(/\[0:01\.5\] sleep, little boat,/, { timeout: 20_000 });

  // Tap along: the words without their times, the recording from the start, one tap per line.
  await page.getByRole('button', { name: 'Tap along' }).click();
  const start = page.getByRole('button', { name: 'Start tapping along (3 lines)' });
  await expect(start).toBeEnabled({ timeout: 20_000 });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SHOTS}/admin-tap-along-1440.png` }).catch(() => undefined);
  await start.click();
  const tap = page.getByRole('button', { name: /^Tap: / });
  await expect(tap).toHaveText('Tap: “Light on the water,” starts now');
  await tap.click();
  await page.waitForTimeout(700);
  await page.keyboard.press('Space');
  await page.waitForTimeout(700);
  await page.keyboard.press('Space');
  await expect(tap).toHaveCount(0);
  const timed = await field.inputValue();
  const times = [...timed.matchAll(/^\[0:(\d\d\.\d)\] (.+)$/gm)].map(([, seconds, line]) => ({ seconds: Number(seconds), line }));
  expect(times.map(({ line }) => line)).toEqual(LINES);
  // Each tap is later than the one before, by about the time waited between them.
  expect(times[1].seconds - times[0].seconds).toBeGreaterThan(0.4);
  expect(times[2].seconds - times[1].seconds).toBeGreaterThan(0.4);
  await page.screenshot({ path: `${SHOTS}/admin-tapped-1440.png` }).catch(() => undefined);
});

/**
 * The charity's own films in lesson mode (docs/product.md, "Videos"), on the demo's films activity
 * (apps/cms/demo/films.yaml): a film played in the page's own player with English
 * captions on by default, a Welsh track, the Captions and Sign language switches and the slide keys;
 * an embed whose host is blocked plays our copy instead; one without a copy gives its address. The
 * test machine has no internet: the video hosts are aborted (a school's filter) or answered locally.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, waitForPage } from '../helpers/pages';
import { signInThroughApi } from '../helpers/session';
import { graphqlAs } from '../helpers/catalogue';

const FILMS_LESSON = 'Quiet as a mouse';
const FILMS_ACTIVITY = 'Watch and follow: loud and quiet films';
const CONDUCTOR = 'Follow the conductor: loud and quiet';
const METER = 'Loud and quiet: the sound meter';
const VIMEO_ADDRESS = 'https://player.vimeo.com/video/000000001';
const OUR_COPY = 'The video host could not be reached, so this is the charity’s own copy.';

const slideCount = (page: Page) => page.getByRole('navigation', { name: 'Slides' }).locator('.lesson-mode__position');
const slideTitle = (page: Page) => page.locator('main#main h1');

/** The lesson that holds the films activity, and that activity, from the CMS as the signed-in subscriber. */
async function filmsLesson(page: Page): Promise<{ lessonPath: string; activity: string }> {
  const data = await graphqlAs(
    page,
    `query ($title: String) { lessons(filters: { title: { eq: $title } }) { documentId
      scheme { documentId programme { slug audience { slug } } } activities { activity { documentId title } } } }`,
    { title: FILMS_LESSON },
  );
  for (const lesson of data.lessons) {
    const entry = lesson.activities.find((candidate: any) => candidate.activity?.title === FILMS_ACTIVITY);
    if (!entry) continue;
    const { programme } = lesson.scheme;
    return {
      lessonPath: `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}`,
      activity: entry.activity.documentId,
    };
  }
  throw new Error(`The demo has no lesson '${FILMS_LESSON}' with the activity '${FILMS_ACTIVITY}'`);
}

/** Aborts every request to YouTube's and Vimeo's hosts, as a school's filter does. */
async function blockVideoHosts(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  for (const pattern of ['**://*.youtube*/**', '**://*.vimeo*/**']) {
    await page.route(pattern, (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    });
  }
  return blocked;
}

const film = (page: Page) => page.locator('video.film-player__film');

/** The film's position (s), once it has moved past `after`. */
async function expectPlaying(page: Page, after = 0.5): Promise<void> {
  await expect.poll(() => film(page).evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 }).toBeGreaterThan(after);
}

const trackModes = (page: Page) =>
  film(page).evaluate((video: HTMLVideoElement) => Array.from(video.textTracks).map((track) => `${track.language}:${track.label}:${track.mode}`));

test.describe('as a subscriber', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  });

  test('plays our own film with English captions on, a Welsh track, the Captions and Sign language switches, and the slide keys', async ({ page }) => {
    await blockVideoHosts(page);
    await page.goto('/');
    const { lessonPath, activity } = await filmsLesson(page);
    await page.goto(`${lessonPath}/slides`);
    await page.getByRole('link', { name: new RegExp(`^${FILMS_ACTIVITY}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${lessonPath}/slides/${activity}$`));
    await expect(slideCount(page)).toHaveText('Slide 1 of 3');
    await expect(slideTitle(page)).toHaveText('Follow the conductor');

    // Before play: the poster, the MP4 and WebM from this site, a captions track per language, nothing playing.
    const video = film(page);
    await expect(video).toHaveAttribute('poster', /^\/uploads\/.+\.jpg$/);
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video.locator('source')).toHaveCount(2);
    await expect(video.locator('source').first()).toHaveAttribute('type', 'video/mp4');
    await expect(video.locator('track[kind="captions"]')).toHaveCount(2);
    await expect(video.locator('track[srclang="en"]')).toHaveAttribute('default', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused && !element.autoplay)).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Play video: ${CONDUCTOR}` }).click();
    await expectPlaying(page);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    expect(await trackModes(page)).toEqual(['en:English:showing', 'cy:Cymraeg:disabled']);
    // The captions file came from the CMS (a teaching file, fetched with the site's cookie) and is read.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => Array.from(element.textTracks).find((track) => track.language === 'en')?.cues?.length ?? 0))
      .toBeGreaterThan(0);

    const captions = page.getByRole('button', { name: 'Captions' });
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    await captions.click();
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => trackModes(page)).toEqual(['en:English:disabled', 'cy:Cymraeg:disabled']);
    await captions.click();
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => trackModes(page)).toEqual(['en:English:showing', 'cy:Cymraeg:disabled']);

    // The sign-language version shows beside the film, at the film's time.
    const signLanguage = page.getByRole('button', { name: /^Sign language/ });
    await expect(signLanguage).toHaveAttribute('aria-pressed', 'false');
    await signLanguage.click();
    await expect(signLanguage).toHaveAttribute('aria-pressed', 'true');
    const signer = page.locator('video.film-player__sign');
    await expect(signer).toBeVisible();
    await expect(signer).toHaveAttribute('aria-label', `${CONDUCTOR}: BSL version`);
    await expect
      .poll(async () => {
        const [filmTime, signTime, signPaused] = await page.evaluate(() => {
          const [main, sign] = ['.film-player__film', '.film-player__sign'].map((selector) => document.querySelector<HTMLVideoElement>(selector)!);
          return [main.currentTime, sign.currentTime, sign.paused] as const;
        });
        return !signPaused && signTime > 0 && Math.abs(filmTime - signTime) < 0.6;
      })
      .toBe(true);
    await expectAccessible(page);
    await signLanguage.click();
    await expect(signer).toHaveCount(0);

    // Keys: in the player, the arrows are the player's; elsewhere they move the slides.
    await video.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slideCount(page)).toHaveText('Slide 1 of 3');
    await captions.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slideCount(page)).toHaveText('Slide 2 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(slideCount(page)).toHaveText('Slide 1 of 3');
  });

  test('plays our copy when the embed’s host is blocked, and gives the address of an embed without one', async ({ page }) => {
    const blocked = await blockVideoHosts(page);
    await page.goto('/');
    const { lessonPath, activity } = await filmsLesson(page);

    await page.goto(`${lessonPath}/slides/${activity}/2`);
    // A press before the page's code has started is lost (the button is the server's markup).
    await waitForPage(page);
    await expect(slideTitle(page)).toHaveText('Watch the sound meter');
    // Nothing is asked of the host until the teacher presses play.
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(blocked).toEqual([]);
    await page.getByRole('button', { name: `Play video: ${METER}` }).click();
    await expect(page.getByRole('status').filter({ hasText: OUR_COPY })).toBeVisible();
    // Our copy is an MP4 only (H.264 and AAC): Chromium plays it, with its English captions on.
    await expectPlaying(page);
    expect(await film(page).evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(/\/uploads\/.+\.mp4$/);
    expect(await trackModes(page)).toEqual(['en:English:showing', 'cy:Cymraeg:disabled']);
    expect(blocked.some((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectAccessible(page);

    await page.keyboard.press('ArrowRight');
    await expect(slideTitle(page)).toHaveText('An orchestra plays loud and quiet');
    await page.getByRole('button', { name: 'Play video: An orchestra in rehearsal' }).click();
    const message = page.getByRole('status').filter({ hasText: 'This video cannot be reached on this network.' });
    await expect(message).toBeVisible();
    await expect(message.locator('code')).toHaveText(VIMEO_ADDRESS);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('on a phone a film slide is as wide as the phone: the bar, the text, the film and Next all on it', async ({ page }) => {
    await page.goto('/');
    const { lessonPath, activity } = await filmsLesson(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${lessonPath}/slides/${activity}/2`);
    await waitForPage(page);
    for (const part of ['.lesson-mode__bar', '.lesson-mode__screen', '.slide-video__frame', '.lesson-mode__nav']) {
      const box = (await page.locator(part).first().boundingBox())!;
      expect(box.x + box.width, `${part} ends within the phone's width`).toBeLessThanOrEqual(390);
    }
    await expect(page.getByRole('link', { name: 'Next slide' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport();
  });

  test('keeps the embedded player when its host answers: no copy, no message', async ({ page }) => {
    await page.route('**://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title><p>A video player</p>' }),
    );
    await page.goto('/');
    const { lessonPath, activity } = await filmsLesson(page);
    await page.goto(`${lessonPath}/slides/${activity}/2`);
    // A press before the page's code has started is lost (the button is the server's markup).
    await waitForPage(page);
    await page.getByRole('button', { name: `Play video: ${METER}` }).click();
    const frame = page.locator(`iframe[title="${METER}"]`);
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/ocDemoFilm1?autoplay=1');
    // Past the time allowed (4 s), the player is still there.
    await page.waitForTimeout(5000);
    await expect(frame).toBeVisible();
    await expect(page.getByText(OUR_COPY)).toHaveCount(0);
    await expect(film(page)).toHaveCount(0);
  });
});

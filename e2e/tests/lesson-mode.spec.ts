/**
 * Lesson mode (docs/product.md, "Lesson mode"): starting an activity and a lesson, moving through
 * slides with keys and buttons, crossing into the neighbouring activities, exit, the lesson
 * overview's counts, a sub-slideshow, the audio player on a real demo recording, a flip card, every
 * template, and an axe scan of a slide of each template. Content comes from the demo seed through
 * the CMS.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, waitForPage } from '../helpers/pages';
import { signInThroughApi } from '../helpers/session';
import { demoLessons, slideOfEachTemplate, TEMPLATES, type DemoLesson, type Template } from '../helpers/lesson-mode';

const slideCount = (page: Page) => page.getByRole('navigation', { name: 'Slides' }).locator('.lesson-mode__position');
const slideTitle = (page: Page) => page.locator('main#main h1');

function countLabel(n: number) {
  return n === 1 ? '1 slide' : `${n} slides`;
}

/** A lesson whose first two activities with slides have at least two slides each. */
function lessonToPresent(lessons: DemoLesson[]) {
  const lesson = lessons.find((l) => l.playable.length >= 2 && l.playable[0].slides.length >= 2 && l.playable[1].slides.length >= 2);
  if (!lesson) throw new Error('The demo has no lesson with two activities of two slides or more');
  return lesson;
}

test.describe('as a subscriber', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  });

  test('starts an activity from its page, moves through every slide, crosses to the next activity and back, and exits', async ({ page }) => {
    await page.goto('/');
    const lesson = lessonToPresent(await demoLessons(page));
    const [first, second] = lesson.playable;
    const activityPath = `${lesson.path}/activity/${first.id}`;

    await page.goto(activityPath);
    await waitForPage(page);
    await page.getByRole('link', { name: 'Start Activity' }).click();
    await expect(page).toHaveURL(new RegExp(`${activityPath}/slides$`));
    await expect(slideCount(page)).toHaveText(`Slide 1 of ${first.slides.length}`);
    await expect(slideTitle(page)).toHaveText(first.slides[0].title);
    await expect(page).toHaveTitle(`${first.slides[0].title} (Lesson mode)`);
    // Lesson mode fills the screen: no site header or footer, and a dark page.
    await expect(page.getByRole('banner').getByRole('link', { name: /home/i })).toHaveCount(0);
    await expect(page.locator('html')).toHaveClass(/lesson-mode-page/);

    let graphqlCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) graphqlCalls += 1;
    });

    // A key press draws the next slide in the very next frame, and shows no loading bar (nothing loads).
    await page.evaluate(() => {
      const win = window as typeof window & { drawn?: Promise<{ atNextFrame?: string | null; sawLoadingBar: boolean }> };
      win.drawn = new Promise((resolve) => {
        let sawLoadingBar = false;
        const watch = new MutationObserver(() => {
          sawLoadingBar ||= document.querySelector('.navigation-progress') !== null;
        });
        watch.observe(document.body, { subtree: true, childList: true });
        const onKey = () => {
          window.removeEventListener('keydown', onKey, true);
          requestAnimationFrame(() => {
            const atNextFrame = document.querySelector('.lesson-mode__position')?.textContent;
            setTimeout(() => {
              watch.disconnect();
              resolve({ atNextFrame, sawLoadingBar });
            }, 100);
          });
        };
        window.addEventListener('keydown', onKey, true);
      });
    });
    await page.keyboard.press('ArrowRight');
    const drawn = await page.evaluate(() => (window as typeof window & { drawn?: Promise<unknown> }).drawn);
    expect(drawn).toEqual({ atNextFrame: `Slide 2 of ${first.slides.length}`, sawLoadingBar: false });
    await page.keyboard.press('ArrowLeft');
    await expect(slideCount(page)).toHaveText(`Slide 1 of ${first.slides.length}`);

    // At the first slide there is no activity before this one: no way back.
    await expect(page.getByRole('link', { name: 'Previous slide' })).toHaveCount(0);
    for (let n = 2; n <= first.slides.length; n += 1) {
      if (n % 2 === 0) await page.keyboard.press('ArrowRight');
      else await page.getByRole('link', { name: 'Next slide' }).click();
      await expect(page).toHaveURL(new RegExp(`/slides/${n}$`));
      await expect(slideCount(page)).toHaveText(`Slide ${n} of ${first.slides.length}`);
      await expect(slideTitle(page)).toHaveText(first.slides[n - 1].title);
      await expect(page).toHaveTitle(`${first.slides[n - 1].title} (Lesson mode)`);
    }

    // The last slide's '>' becomes 'Next' to the next activity with slides.
    await expect(page.getByRole('link', { name: 'Next slide' })).toHaveCount(0);
    const next = page.getByRole('link', { name: new RegExp(`^Next ${second.title}`) });
    await expect(next).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`${lesson.path}/activity/${second.id}/slides$`));
    await expect(slideCount(page)).toHaveText(`Slide 1 of ${second.slides.length}`);
    await expect(slideTitle(page)).toHaveText(second.slides[0].title);

    // Its first slide's '<' is 'Previous', back to the previous activity's last slide.
    await page.getByRole('link', { name: new RegExp(`^Previous ${first.title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${activityPath}/slides/${first.slides.length}$`));
    await expect(slideCount(page)).toHaveText(`Slide ${first.slides.length} of ${first.slides.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect(slideCount(page)).toHaveText(`Slide ${first.slides.length - 1} of ${first.slides.length}`);
    await page.getByRole('link', { name: 'Previous slide' }).click();
    await expect(slideCount(page)).toHaveText(`Slide ${Math.max(1, first.slides.length - 2)} of ${first.slides.length}`);

    // The whole lesson was fetched once: moving between slides and activities asked for nothing.
    expect(graphqlCalls).toBe(0);

    await page.getByRole('link', { name: 'Exit lesson mode' }).click();
    await expect(page).toHaveURL(new RegExp(`${activityPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/lesson-mode-page/);
  });

  test("the lesson overview lists activities with slides, with their counts and the lesson's dividers", async ({ page }) => {
    await page.goto('/');
    const lessons = await demoLessons(page);
    // A lesson with a divider and an activity without slides shows the rules best; any will do otherwise.
    const lesson =
      lessons.find((l) => l.entries.some((e) => 'divider' in e) && l.entries.some((e) => 'activity' in e && e.activity.slides.length === 0)) ??
      lessons.find((l) => l.playable.length > 0)!;

    await page.goto(lesson.path);
    await waitForPage(page);
    await page.getByRole('link', { name: 'Start lesson' }).click();
    await expect(page).toHaveURL(new RegExp(`${lesson.path}/slides$`));
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(page).toHaveTitle(`${lesson.title} (Lesson mode)`);

    const cards = page.locator('.lesson-overview__card');
    await expect(cards).toHaveCount(lesson.playable.length);
    for (const [index, activity] of lesson.playable.entries()) {
      await expect(cards.nth(index)).toHaveText(`${activity.title}${countLabel(activity.slides.length)}`);
    }
    const hidden = lesson.entries.flatMap((e) => ('activity' in e && e.activity.slides.length === 0 ? [e.activity.title] : []));
    for (const title of hidden) await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    const dividers = page.locator('.lesson-overview__divider h2');
    expect(await dividers.count()).toBeGreaterThanOrEqual(lesson.entries.some((e) => 'divider' in e) ? 1 : 0);
    await expectAccessible(page);

    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`${lesson.path}/slides/${lesson.playable[0].id}$`));
    await expect(slideCount(page)).toHaveText(`Slide 1 of ${lesson.playable[0].slides.length}`);
    await page.getByRole('link', { name: 'Lesson overview' }).click();
    await expect(page).toHaveURL(new RegExp(`${lesson.path}/slides$`));
    await page.getByRole('link', { name: 'Exit lesson mode' }).click();
    await expect(page).toHaveURL(new RegExp(`${lesson.path}$`));
  });

  test('opens a sub-slideshow from a slide and comes back to the main activity', async ({ page }) => {
    await page.goto('/');
    const video = slideOfEachTemplate(await demoLessons(page)).get('video');
    expect(video, 'a video slide in the demo').toBeTruthy();
    await page.goto(video!.path);
    await expect(slideTitle(page)).toHaveText(video!.title);
    await page.getByRole('link', { name: 'Activity audio' }).click();
    await expect(page).toHaveURL(new RegExp(`/slides/${video!.position}/[^/]+$`));
    await expect(slideCount(page)).toHaveText(/^Slide 1 of \d+/);
    await page.keyboard.press('ArrowRight');
    await expect(slideCount(page)).toHaveText(/^Slide 2 of \d+/);
    await expect(page.locator('.audio-player').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the main activity' }).click();
    await expect(page).toHaveURL(new RegExp(`/slides/${video!.position}$`));
    await expect(slideTitle(page)).toHaveText(video!.title);
  });

  test("the audio player's speed, loop, remaining time and rewind work on a demo recording", async ({ page }) => {
    await page.goto('/');
    const audio = slideOfEachTemplate(await demoLessons(page)).get('audio');
    await page.goto(audio!.path);
    const player = page.locator('.audio-player').first();
    const element = player.locator('audio');
    const remaining = player.locator('.audio-player__time');
    await expect(remaining).toHaveText(/^\d\d:\d\d$/);
    const before = (await remaining.innerText()).trim();

    // Speed and loop are large toggles around native radios and a checkbox.
    const speeds = player.getByRole('group', { name: 'Speed' });
    await expect(speeds.getByRole('radio', { name: '1x' })).toBeChecked();
    await speeds.getByRole('radio', { name: '1.5x' }).check();
    expect(await element.evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5);
    await player.getByRole('checkbox', { name: 'Loop' }).check();
    expect(await element.evaluate((a: HTMLAudioElement) => a.loop)).toBe(true);
    await player.getByRole('checkbox', { name: 'Loop' }).uncheck();
    expect(await element.evaluate((a: HTMLAudioElement) => a.loop)).toBe(false);

    // The progress bar steps with the arrow keys (a second at a time), which then do not turn the slide.
    const progress = player.getByRole('slider', { name: /^Position in / });
    await progress.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => element.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => element.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(0);
    await expect(page).toHaveURL(new RegExp(`/slides/${audio!.position}$`));
    await expect(remaining).toHaveText(before);

    await expect(player.getByRole('button', { name: /^Back to the start/ })).toHaveCount(0);
    await player.getByRole('button', { name: /^Play / }).click();
    await expect(player.getByRole('button', { name: /^Pause / })).toBeVisible();
    await expect.poll(() => element.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 5000 }).toBeGreaterThan(1.2);
    await expect(remaining).not.toHaveText(before);
    await player.getByRole('button', { name: /^Pause / }).click();
    await expect(player.getByRole('button', { name: /^Play / })).toBeVisible();
    // Paused part-way: the rewind button appears, and takes the recording back to the start.
    await player.getByRole('button', { name: /^Back to the start/ }).click();
    expect(await element.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(0);
    await expect(remaining).toHaveText(before);
    await expect(player.getByRole('button', { name: /^Back to the start/ })).toHaveCount(0);
  });

  test('a flip card fades to its back when tapped, and starts on its front again when the slide is shown again', async ({ page }) => {
    await page.goto('/');
    const flip = slideOfEachTemplate(await demoLessons(page)).get('flipcards');
    await page.goto(flip!.path);
    const card = page.getByRole('button', { name: /^Flip card: / }).first();
    const front = card.locator('[data-face="front"]');
    const back = card.locator('[data-face="back"]');
    // The front shows the picture and the prompt; the answer is nowhere to be seen, nor read out.
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await expect(front.locator('img')).toBeVisible();
    await expect(front.locator('.flipcard__prompt')).toHaveText(/^Sound 1/);
    await expect(back).toBeHidden();
    await expect(card).toHaveAccessibleName(/^Flip card: Sound 1/);
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(back).toHaveCSS('opacity', '1');
    await expect(back).toBeVisible();
    await expect(front).toBeHidden();
    expect((await back.evaluate((element) => getComputedStyle(element).transitionDuration)).split(', ')[0]).toBe('0.5s');
    const answer = (await back.locator('.flipcard__answer').innerText()).trim();
    expect(answer.length).toBeGreaterThan(0);
    await expect(card).toHaveAccessibleName(new RegExp(`^Flip card: ${answer}`));

    // Away and back again: the card is on its front.
    await page.keyboard.press(flip!.position > 1 ? 'ArrowLeft' : 'ArrowRight');
    await expect(page).not.toHaveURL(new RegExp(`/slides/${flip!.position}$`));
    await page.keyboard.press(flip!.position > 1 ? 'ArrowRight' : 'ArrowLeft');
    await expect(page.getByRole('button', { name: /^Flip card: / }).first()).toHaveAttribute('aria-pressed', 'false');
    await expect(
      page
        .getByRole('button', { name: /^Flip card: / })
        .first()
        .locator('[data-face="back"]'),
    ).toBeHidden();
  });

  test('the demo has a slide of every template', async ({ page }) => {
    await page.goto('/');
    const found = slideOfEachTemplate(await demoLessons(page));
    expect([...found.keys()].sort()).toEqual(Object.values(TEMPLATES).sort());
  });

  const expectations: Record<Template, { images?: boolean; audio?: boolean; cards?: boolean; videos?: number; links?: RegExp }> = {
    image: { images: true },
    audio: { audio: true },
    video: { videos: 1, links: /^(Activity audio|Instrument options)$/ },
    two_videos: { videos: 2 },
    audio_and_image: { images: true, audio: true },
    flipcards: { images: true },
    audiocards: { images: true, cards: true },
    two_columns: { images: true },
    sub_slide_buttons: { links: /^.+$/ },
    all: { images: true, audio: true, videos: 2 },
  };

  // One test per template, so that each has the whole test budget and a failure names its template.
  for (const [template, want] of Object.entries(expectations) as Array<[Template, (typeof expectations)[Template]]>) {
    test(`the ${template} template shows its content, loads its images and players, and passes an axe scan`, async ({ page }) => {
      await page.goto('/');
      const slide = slideOfEachTemplate(await demoLessons(page)).get(template);
      expect(slide, `a demo slide with the ${template} template`).toBeDefined();
      await page.goto(slide!.path);
      const article = page.locator(`article[data-template="${template}"]`);
      await expect(article).toBeVisible();
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(slide!.title);
      if (want.images) {
        const images = article.locator('img');
        expect(await images.count()).toBeGreaterThan(0);
        await expect
          .poll(() => images.evaluateAll((list) => list.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
          .toBe(true);
      }
      if (want.audio) {
        await expect(article.locator('.audio-player').first()).toBeVisible();
        await expect(article.locator('.audio-player__time').first()).toHaveText(/^\d\d:\d\d$/);
      }
      if (want.cards) {
        // Each audio card is one button that plays its sound, with the time left on it.
        await expect(article.getByRole('button', { name: /^Play / }).first()).toBeVisible();
        await expect(article.locator('.audiocard__time').first()).toHaveText(/\d\d:\d\d$/);
      }
      if (want.videos) {
        // Nothing is framed or playing until the teacher presses a video's play button.
        const starts = article.getByRole('button', { name: /^Play video: / });
        expect(await starts.count()).toBeGreaterThanOrEqual(want.videos);
        await expect(article.locator('iframe')).toHaveCount(0);
        await expectAccessible(page);
        await starts.first().click();
        await expect(article.locator('iframe')).toHaveCount(1);
        // The embed's player (the demo's own) loads in its frame and starts.
        const player = page.frameLocator(`article[data-template="${template}"] iframe`).first();
        await expect(player.getByRole('button', { name: /^(Play|Pause)$/ })).toBeVisible();
      }
      if (want.links) {
        const links = article.locator('.slide__buttons a');
        expect(await links.count()).toBeGreaterThan(0);
        for (const text of await links.allInnerTexts()) expect(text.trim()).toMatch(want.links);
      }
      await expectAccessible(page);
    });
  }

  test('full screen toggles from its button and the F key', async ({ page }) => {
    await page.goto('/');
    const image = slideOfEachTemplate(await demoLessons(page)).get('image');
    await page.goto(image!.path);
    const toggle = page.getByRole('button', { name: /full screen/i });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await page.keyboard.press('f');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

test('a visitor opening a slides link gets the login wrapper, with the page chrome', async ({ page }) => {
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await page.goto('/');
  const lesson = lessonToPresent(await demoLessons(page));
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${lesson.path}/slides`);
  await expect(page.getByRole('heading', { level: 1, name: 'You need to be logged in to access this content.' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test("the demo's video player is a page of its own, while other paths ending in '/' stay the site's", async ({ request }) => {
  const player = await request.get('/demo-video/?clip=string-family');
  expect(player.status()).toBe(200);
  expect(await player.text()).toContain('player.js');
  const site = await request.get('/primary/');
  expect(site.status()).toBe(200);
  expect(await site.text()).not.toContain('player.js');
});

/**
 * Lesson mode at the whiteboard (docs/lesson-mode.md): every template laid out on a 16:9 stage that
 * scales with the window, nothing outside it, body text at least 28 px on a 1080-pixel stage; audio
 * cards that play on a click; Space for the slide's recording and a failed recording that says so;
 * the bars hiding in full screen; the keys overlay, the blank screen, the overview's → and Enter, the
 * end screen, and a keyboard-only run through a whole lesson with axe on every page on the way.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, waitForPage } from '../helpers/pages';
import { signInThroughApi } from '../helpers/session';
import { graphqlAs } from '../helpers/catalogue';
import { demoLessons, slideOfEachTemplate, type DemoLesson } from '../helpers/lesson-mode';

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];

/**
 * The stage's box and the screen between the bars it is fitted to; the slide's title and first
 * picture or card as fractions of the stage (the same at every size when the slide scales with it);
 * and everything on it that sticks out of it or is smaller than body text may be.
 */
async function measureStage(page: Page) {
  return page.locator('main#main').evaluate((stage) => {
    const box = stage.getBoundingClientRect();
    const screen = stage.parentElement!.getBoundingClientRect();
    const relative = (element: Element | null) => {
      if (!element) return undefined;
      const rect = element.getBoundingClientRect();
      return [(rect.left - box.left) / box.width, (rect.top - box.top) / box.height, rect.width / box.width, rect.height / box.height];
    };
    const outside = [...stage.querySelectorAll('article *')].flatMap((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) return [];
      if (getComputedStyle(element).visibility === 'hidden' || element.closest('.visually-hidden')) return [];
      const out = rect.left < box.left - 1 || rect.top < box.top - 1 || rect.right > box.right + 1 || rect.bottom > box.bottom + 1;
      return out ? [`${element.tagName.toLowerCase()}.${element.className}`] : [];
    });
    const bodyText = [...stage.querySelectorAll('.slide__text p, .slide__text li')].map((element) => parseFloat(getComputedStyle(element).fontSize));
    const article = stage.querySelector('article')!;
    return {
      stage: { x: box.x, y: box.y, width: box.width, height: box.height },
      screen: { x: screen.x, y: screen.y, width: screen.width, height: screen.height },
      title: relative(article.querySelector('h1')),
      media: relative(article.querySelector('.flipcard, .audiocard, .slide-video__frame, .slide__image img')),
      outside,
      smallestText: bodyText.length ? Math.min(...bodyText) : undefined,
      scrolls: article.scrollHeight > article.clientHeight + 1 || stage.scrollHeight > stage.clientHeight + 1,
    };
  });
}

/** Opens a page and waits for its code to run (keys pressed before then are the browser's alone). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPage(page);
}

async function demo(page: Page) {
  await page.goto('/');
  return demoLessons(page);
}

/** A lesson with at least two activities with slides, and its last activity's slide count. */
function lessonToPresent(lessons: DemoLesson[]) {
  const lesson = lessons.find((l) => l.playable.length >= 2);
  if (!lesson) throw new Error('The demo has no lesson with two activities with slides');
  return lesson;
}

test.beforeEach(async ({ page }) => {
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
});

test('every template fills a 16:9 stage that scales with the window, with nothing outside it and body text at 28 px a 1080-pixel stage', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const found = slideOfEachTemplate(await demo(page));
  const layouts = new Map<string, Array<{ title?: number[]; media?: number[]; width: number }>>();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const [template, slide] of found) {
      await test.step(`${template} at ${size.width}x${size.height}`, async () => {
        await open(page, slide.path);
        await expect(page.locator(`article[data-template="${template}"]`)).toBeVisible();
        await expect.poll(() => page.locator('article img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete))).toBe(true);
        const { stage, screen, title, media, outside, scrolls, smallestText } = await measureStage(page);
        expect(stage.width / stage.height, 'the stage is 16:9').toBeCloseTo(16 / 9, 1);
        // Letterboxed: as wide or as tall as the screen between the bars, and centred on it.
        expect(Math.min(Math.abs(stage.width - screen.width), Math.abs(stage.height - screen.height)), 'the stage fills the screen one way').toBeLessThan(2);
        expect(Math.abs(stage.x - screen.x - (screen.width - stage.width) / 2), 'centred across').toBeLessThan(2);
        expect(Math.abs(stage.y - screen.y - (screen.height - stage.height) / 2), 'centred down').toBeLessThan(2);
        expect(outside, 'every element of the slide is inside the stage').toEqual([]);
        expect(scrolls, 'the slide does not scroll').toBe(false);
        if (smallestText !== undefined) {
          expect(smallestText, 'body text is at least 28 px on a 1080-pixel stage').toBeGreaterThanOrEqual((28 / 1080) * stage.height - 0.5);
        }
        layouts.set(template, [...(layouts.get(template) ?? []), { title, media, width: stage.width }]);
        await testInfo.attach(`${template}-${size.width}x${size.height}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      });
    }
  }
  // The slide grows with the stage: its title and its first picture, card or film take the same share
  // of the stage at every size, and the 4K stage is well over twice the 720p one.
  for (const [template, [small, medium, large]] of layouts) {
    expect(large.width / small.width, template).toBeGreaterThan(2.5);
    for (const part of ['title', 'media'] as const) {
      if (!small[part]) continue;
      for (const other of [medium, large]) {
        other[part]!.forEach((value, index) =>
          expect(Math.abs(value - small[part]![index]), `${template}'s ${part} as a share of the stage`).toBeLessThan(0.03),
        );
      }
    }
  }
});

test('an audio card plays and pauses its sound from a click anywhere on it', async ({ page }) => {
  const slide = slideOfEachTemplate(await demo(page)).get('audiocards')!;
  await open(page, slide.path);
  const card = page.locator('.audiocard').first();
  const audio = page.locator('.audiocard-item audio').first();
  await expect(card.locator('.audiocard__time')).toHaveText(/\d\d:\d\d$/);
  // Click the picture, not a button inside: the whole card is the button.
  await card.locator('img').click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused)).toBe(true);
  await expect(card).toHaveAccessibleName(/^Pause /);
  await card.click({ position: { x: 10, y: 10 } });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await expect(card).toHaveAccessibleName(/^Play /);
});

test("Space plays and pauses the slide's recording; a recording that cannot load says so on the slide", async ({ page }) => {
  const slide = slideOfEachTemplate(await demo(page)).get('audio')!;
  await open(page, slide.path);
  const player = page.locator('.audio-player').first();
  const audio = player.locator('audio');
  await expect(player.locator('.audio-player__time')).toHaveText(/^\d\d:\d\d$/);
  await page.locator('main#main').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused)).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

  // The recordings cannot be fetched (a lapsed subscription, a network that blocks them).
  await page.route(/\/uploads\/.+\.(wav|mp3|ogg|m4a)/, (route) => route.fulfill({ status: 403, body: 'Forbidden' }));
  await page.reload();
  await waitForPage(page);
  await expect(player.getByRole('alert')).toHaveText('This recording could not be loaded');
  await expect(player.getByRole('button', { name: /^Play / })).toBeDisabled();
  await expectAccessible(page);
});

test('in full screen the bars hide after 3 s without the pointer moving, and come back when it moves', async ({ page }) => {
  const slide = slideOfEachTemplate(await demo(page)).get('image')!;
  await open(page, slide.path);
  const bar = page.locator('.lesson-mode__bar');
  const nav = page.getByRole('navigation', { name: 'Slides' });
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.locator('.lesson-mode')).toHaveClass(/lesson-mode--fullscreen/);
  // Over the stage rather than beside it: the stage takes the whole screen.
  const stage = await page.locator('main#main').boundingBox();
  expect(stage!.height).toBeCloseTo(page.viewportSize()!.height, -1);
  await expect(bar).toHaveCSS('opacity', '0', { timeout: 6000 });
  await expect(nav).toHaveCSS('opacity', '0');
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 240);
  await expect(bar).toHaveCSS('opacity', '1');
  await expect(nav).toHaveCSS('opacity', '1');
  // A key brings them back too.
  await expect(bar).toHaveCSS('opacity', '0', { timeout: 6000 });
  await page.keyboard.press('Shift');
  await expect(bar).toHaveCSS('opacity', '1');
});

test('B blanks the screen and brings the slide back; ? lists the keys and Esc closes the list', async ({ page }) => {
  const slide = slideOfEachTemplate(await demo(page)).get('image')!;
  await open(page, slide.path);
  const blank = page.locator('.lesson-mode__blank');
  await page.keyboard.press('b');
  await expect(blank).toBeVisible();
  await expect(blank).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  const box = await blank.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()!.width, height: page.viewportSize()!.height });
  await page.keyboard.press('b');
  await expect(blank).toHaveCount(0);
  await page.keyboard.press('B');
  await expect(blank).toBeVisible();
  await blank.click();
  await expect(blank).toHaveCount(0);

  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keys for lesson mode' });
  await expect(keys).toBeVisible();
  for (const key of ['→', '←', 'Space', 'F', 'B', 'P', 'Esc']) await expect(keys.locator('kbd', { hasText: new RegExp(`^${key}$`) })).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(keys).toHaveCount(0);
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(keys).toBeVisible();
  await keys.getByRole('button', { name: 'Close' }).click();
  await expect(keys).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeFocused();
});

test('the lesson overview starts with → or Enter, and the last slide leads to the end screen', async ({ page }) => {
  const lesson = lessonToPresent(await demo(page));
  const first = lesson.playable[0];
  const last = lesson.playable[lesson.playable.length - 1];
  await open(page, `${lesson.path}/slides`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`${lesson.path}/slides/${first.id}$`));
  await expect(page.locator('.lesson-mode__position')).toHaveText(`Slide 1 of ${first.slides.length}`);

  await open(page, `${lesson.path}/slides`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${lesson.path}/slides/${first.id}$`));

  // The last slide of the last activity: '>' is 'Finish', to the end screen.
  await open(page, `${lesson.path}/slides/${last.id}/${last.slides.length}`);
  await expect(page.getByRole('link', { name: /^Finish/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`${lesson.path}/slides/end$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson complete' })).toBeVisible();
  await expect(page).toHaveTitle('Lesson complete (Lesson mode)');
  await expect(page.getByRole('link', { name: 'Back to the lesson' })).toHaveAttribute('href', lesson.path);
  await expect(page.getByRole('link', { name: 'Present again' })).toHaveAttribute('href', `${lesson.path}/slides`);
  await expectAccessible(page);
  // ← goes back to the last slide, as from any slide.
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`${lesson.path}/slides/${last.id}/${last.slides.length}$`));
});

test('the end screen offers the next lesson of the unit', async ({ page }) => {
  const lessons = await demo(page);
  // A lesson with slides that is not its unit's last, and the one after it, in the unit's order.
  const { schemes } = await graphqlAs(
    page,
    '{ schemes(pagination: { limit: 200 }) { documentId lessons(pagination: { limit: 100 }) { documentId title page_title } } }',
  );
  const pair = schemes
    .flatMap((scheme: { lessons: Array<{ documentId: string; title: string; page_title: string | null }> }) =>
      scheme.lessons.slice(0, -1).map((lesson, index) => ({ lesson, next: scheme.lessons[index + 1] })),
    )
    .find(({ lesson }: { lesson: { documentId: string } }) => lessons.some((candidate) => candidate.path.endsWith(`/lesson/${lesson.documentId}`)));
  expect(pair, 'a demo lesson with slides that has a next lesson').toBeTruthy();
  const lesson = lessons.find((candidate) => candidate.path.endsWith(`/lesson/${pair.lesson.documentId}`))!;
  await open(page, `${lesson.path}/slides/end`);
  const next = page.getByRole('link', { name: `Next lesson: ${pair.next.page_title || pair.next.title}` });
  await expect(next).toHaveAttribute('href', lesson.path.replace(/[^/]+$/, pair.next.documentId));
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${pair.next.documentId}$`));
  await expect(page.locator('html')).not.toHaveClass(/lesson-mode-page/);
});

test('a whole lesson, by keyboard only: overview, every slide, the end screen, with axe on each page', async ({ page }) => {
  test.setTimeout(180_000);
  const lesson = lessonToPresent(await demo(page));
  await open(page, `${lesson.path}/slides`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  const scanned = new Set<string>();
  for (const activity of lesson.playable) {
    for (let n = 1; n <= activity.slides.length; n += 1) {
      await expect(page.locator('.lesson-mode__position')).toHaveText(`Slide ${n} of ${activity.slides.length}`);
      await expect(page.locator('main#main h1')).toHaveText(activity.slides[n - 1].title);
      const template = activity.slides[n - 1].template;
      if (!scanned.has(template)) {
        scanned.add(template);
        await expectAccessible(page);
      }
      await page.keyboard.press('ArrowRight');
    }
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson complete' })).toBeVisible();
  // Tab reaches the end screen's links from the keyboard, and Enter follows one.
  await page.keyboard.press('Tab');
  let reached = false;
  for (let tabs = 0; tabs < 12 && !reached; tabs += 1) {
    reached = (await page.evaluate(() => document.activeElement?.textContent)) === 'Back to the lesson';
    if (!reached) await page.keyboard.press('Tab');
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${lesson.path}$`));
});

test("P opens the presenter view: both windows stay on the same slide whichever moves, and the teacher's notes show only there", async ({
  page: board,
  context,
}) => {
  const lesson = lessonToPresent(await demo(board));
  const first = lesson.playable[0];
  await open(board, `${lesson.path}/slides/${first.id}/1`);
  const [presenter] = await Promise.all([context.waitForEvent('page'), board.keyboard.press('p')]);
  await presenter.setViewportSize({ width: 1280, height: 800 });
  await waitForPage(presenter);
  const notes = presenter.getByRole('region', { name: 'Teacher notes' });
  await expect(notes).toBeVisible();
  const noteText = (await notes.innerText()).replace(/^Teacher notes\s*/i, '').trim();
  expect(noteText.length, 'the demo slide has notes').toBeGreaterThan(10);
  // The board shows the slide and never the notes.
  await expect(board.locator('main#main')).not.toContainText(noteText.slice(0, 40));
  await expect(presenter.getByText(`Slide 1 of ${first.slides.length}`).first()).toBeVisible();
  await expect(presenter.getByRole('region', { name: 'Next' })).toBeVisible();
  await expectAccessible(presenter);

  const at = (page: Page) => new URL(page.url()).pathname;
  await board.keyboard.press('ArrowRight');
  await expect.poll(() => at(presenter)).toBe(`${lesson.path}/slides/${first.id}/2`);
  await expect(presenter.getByText(`Slide 2 of ${first.slides.length}`).first()).toBeVisible();
  // The presenter moves the board: to the last slide and on to the next activity.
  for (let n = 3; n <= first.slides.length; n += 1) {
    await presenter.keyboard.press('ArrowRight');
    await expect.poll(() => at(board)).toBe(`${lesson.path}/slides/${first.id}/${n}`);
  }
  await presenter.keyboard.press('ArrowRight');
  await expect.poll(() => at(board)).toBe(`${lesson.path}/slides/${lesson.playable[1].id}`);
  await expect(board.locator('.lesson-mode__position')).toHaveText(`Slide 1 of ${lesson.playable[1].slides.length}`);
  // Still the presenter's window after crossing into the next activity.
  await expect(presenter.getByRole('region', { name: 'Teacher notes' })).toBeVisible();
  // B in the presenter's window blanks the board, not the laptop.
  await presenter.keyboard.press('b');
  await expect(board.locator('.lesson-mode__blank')).toBeVisible();
  await expect(presenter.locator('.lesson-mode__blank')).toHaveCount(0);
  await presenter.getByRole('button', { name: /The board is blank/ }).click();
  await expect(board.locator('.lesson-mode__blank')).toHaveCount(0);
});

test("on a phone a slide is a page that scrolls, at the phone's own type size, rather than a stage too small to read", async ({ page }) => {
  const found = slideOfEachTemplate(await demo(page));
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, found.get('flipcards')!.path);
  const text = page.locator('.slide__text p').first();
  expect(parseFloat(await text.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
  const cards = page.getByRole('button', { name: /^Flip card: / });
  // Two cards to a row, as wide as the phone allows, and the page scrolls to the rest.
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first!.width).toBeGreaterThan(120);
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards.last()).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Presenter view' })).toBeHidden();
  await expectAccessible(page);
});

/** What the page's observer saw of each off-stage copy of a slide (OffStageFits.tsx). */
interface OffStageCopy {
  template?: string;
  fit: string;
  media: string[];
  hidden: string | null;
  inert: boolean;
  connected: boolean;
}

test('the next slide is fitted off stage while the teacher stays on this one: showing it tries one size (one layout), and the copy is never painted and loads no recording', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  // A flip-card slide after another slide of its activity: its cards' words take it below its largest
  // size, which on its first showing cost a search of 3 or 4 layouts on the key press.
  const lessons = await demo(page);
  const before = lessons
    .flatMap((lesson) =>
      lesson.playable.map((activity) => ({ lesson, activity, at: activity.slides.findIndex((slide, index) => index > 0 && slide.template === 'flipcards') })),
    )
    .find(({ at }) => at > 0);
  if (!before) throw new Error('The demo has no flip-card slide after another slide of its activity');
  await page.addInitScript(() => {
    const copies: OffStageCopy[] = [];
    (window as unknown as { offStageCopies: typeof copies }).offStageCopies = copies;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.classList.contains('lesson-mode__off-stage')) continue;
          const slide = node.querySelector<HTMLElement>('.slide');
          copies.push({
            template: slide?.dataset.template,
            fit: slide?.style.getPropertyValue('--fit') ?? '',
            media: [...node.querySelectorAll('audio, video')].map((element) => (element as HTMLMediaElement).preload),
            hidden: node.getAttribute('aria-hidden'),
            inert: node.inert,
            // Still on the page when this observer heard of it (a task later)?
            connected: node.isConnected,
          });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await open(page, `${before.lesson.path}/slides/${before.activity.id}/${before.at}`);
  const copies = () => page.evaluate(() => (window as unknown as { offStageCopies: OffStageCopy[] }).offStageCopies);
  // The next slide first, then the previous one (when there is one), each in an idle moment: both done before the key press.
  const expected = ['flipcards', ...(before.at >= 2 ? [before.activity.slides[before.at - 2].template] : [])];
  await expect.poll(async () => (await copies()).map((copy) => copy.template)).toEqual(expected);
  const copy = (await copies()).find((entry) => entry.template === 'flipcards')!;
  expect(copy).toMatchObject({ hidden: 'true', inert: true, connected: false });
  expect(Number(copy.fit)).toBeLessThan(1.3);
  expect(copy.media.every((preload) => preload === 'none')).toBe(true);
  await expect(page.locator('.lesson-mode__off-stage')).toHaveCount(0);

  // Each size the fit tries is a write of the slide's --fit and a layout to measure it: count the writes
  // to the shown slide's style from the key press to the frame painted after it.
  await page.evaluate(() => {
    (window as unknown as { sizesTried: Promise<string[]> }).sizesTried = new Promise((resolve) => {
      const tried: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as HTMLElement;
          if (record.attributeName === 'style' && target.matches('.lesson-mode__stage .slide')) tried.push(target.style.getPropertyValue('--fit'));
        }
        if (document.querySelector('.lesson-mode__stage .slide')?.getAttribute('data-template') !== 'flipcards') return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(tried), 0));
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'data-template'] });
    });
  });
  await page.keyboard.press('ArrowRight');
  const tried = await page.evaluate(() => (window as unknown as { sizesTried: Promise<string[]> }).sizesTried);
  await expect(page.locator('.lesson-mode__stage .slide')).toHaveAttribute('data-template', 'flipcards');
  // One size, the one the copy found (without the copy: 1.3 first, then the search down to it).
  expect(tried).toEqual([copy.fit]);
  await expect(page.locator('.lesson-mode__stage .slide')).toHaveCSS('--fit', copy.fit);
});

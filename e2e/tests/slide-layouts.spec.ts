/**
 * The slide layouts (docs/slide-layouts.md) with the demo's content: every template at 1920x1080 and
 * 1280x720 keeps everything on the stage, sets its body text at 32 px or more on a 1080-pixel stage
 * (computed size times the stage's scale), and covers at least 55% of the stage with its content
 * (the union of its parts' boxes: title, text blocks, pictures as drawn, players, cards, films,
 * buttons); the end screen's plenary prompt and 'Next lesson' as its main action; the phone's one
 * slim bar with a menu; and axe on every lesson mode page: each template, the overview, the
 * presenter view, the end screen and the phone's menu. One page load per template and size, one login.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, waitForPage } from '../helpers/pages';
import { signInThroughApi } from '../helpers/session';
import { demoLessons, slideOfEachTemplate } from '../helpers/lesson-mode';

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];

/** What counts as the slide's content when its share of the stage is measured. */
const CONTENT_PARTS = [
  '.slide__title',
  '.slide__text .rich-text > *',
  '.slide__image img',
  '.slide__recording',
  '.audio-player',
  '.flipcard',
  '.audiocard-item',
  '.slide-video__frame',
  '.slide-video figcaption',
  '.slide__buttons li',
].join(', ');

/** Body text: the words a class reads from the back of the room (not the players' controls). */
const BODY_TEXT = '.slide__text p, .slide__text li, .flipcard__prompt, .flipcard__answer, .audiocard__title, .slide__recording-title';

async function measureSlide(page: Page) {
  return page.locator('main#main').evaluate(
    (stage, { parts, bodyText }) => {
      const box = stage.getBoundingClientRect();
      const scale = box.height / 1080;
      const shown = (element: Element) => {
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && style.opacity !== '0' && !element.closest('.visually-hidden, [aria-hidden="true"]');
      };
      const outside = [...stage.querySelectorAll('article *')].flatMap((element) => {
        const rect = element.getBoundingClientRect();
        if ((rect.width === 0 && rect.height === 0) || !shown(element)) return [];
        const out = rect.left < box.left - 1 || rect.top < box.top - 1 || rect.right > box.right + 1 || rect.bottom > box.bottom + 1;
        return out ? [`${element.tagName.toLowerCase()}.${element.className}`] : [];
      });
      const texts = [...stage.querySelectorAll(bodyText)]
        .filter((element) => shown(element) && element.textContent?.trim())
        .map((element) => ({ text: element.textContent!.trim().slice(0, 40), px: parseFloat(getComputedStyle(element).fontSize) / scale }));
      // A picture's box as drawn (object-fit: contain leaves its element's box partly empty).
      const drawn = (element: Element): DOMRect => {
        const rect = element.getBoundingClientRect();
        if (!(element instanceof HTMLImageElement) || !element.naturalWidth) return rect;
        const ratio = Math.min(rect.width / element.naturalWidth, rect.height / element.naturalHeight);
        const [width, height] = [element.naturalWidth * ratio, element.naturalHeight * ratio];
        return new DOMRect(rect.x + (rect.width - width) / 2, rect.y + (rect.height - height) / 2, width, height);
      };
      const boxes = [...stage.querySelectorAll(`article :is(${parts})`)].filter(shown).map(drawn);
      // The union of the boxes, sampled on a grid of 192 x 108 points over the stage.
      let covered = 0;
      for (let i = 0; i < 192; i += 1) {
        for (let j = 0; j < 108; j += 1) {
          const x = box.left + ((i + 0.5) * box.width) / 192;
          const y = box.top + ((j + 0.5) * box.height) / 108;
          if (boxes.some((rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom)) covered += 1;
        }
      }
      return { outside, texts, coverage: covered / (192 * 108) };
    },
    { parts: CONTENT_PARTS, bodyText: BODY_TEXT },
  );
}

test('every template fills the stage with large type and nothing outside it, at 1920x1080 and 1280x720; axe on every lesson mode page', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(300_000);
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await page.goto('/');
  const lessons = await demoLessons(page);
  const found = slideOfEachTemplate(lessons);
  expect([...found.keys()].sort(), 'the demo has a slide of every template').toEqual(
    ['all', 'audio', 'audio_and_image', 'audiocards', 'flipcards', 'image', 'sub_slide_buttons', 'two_columns', 'two_videos', 'video'].sort(),
  );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const [template, slide] of found) {
      await test.step(`${template} at ${size.width}x${size.height}`, async () => {
        await page.goto(slide.path);
        await waitForPage(page);
        await expect(page.locator(`article[data-template="${template}"]`)).toBeVisible();
        await expect.poll(() => page.locator('article img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete))).toBe(true);
        const { outside, texts, coverage } = await measureSlide(page);
        await testInfo.attach(`${template}-${size.width}x${size.height}.png`, { body: await page.screenshot(), contentType: 'image/png' });
        expect(outside, 'every element of the slide is inside the stage').toEqual([]);
        expect(texts.length, 'the slide has body text').toBeGreaterThan(0);
        for (const { text, px } of texts) expect(px, `"${text}" at 1080`).toBeGreaterThanOrEqual(31.5);
        expect(coverage, 'the share of the stage its content covers').toBeGreaterThanOrEqual(0.55);
        if (size.width === 1920) await expectAccessible(page);
      });
    }
  }

  // The other lesson mode pages: the overview, the presenter view and the end screen.
  await page.setViewportSize(SIZES[0]);
  const lesson = lessons.find((candidate) => candidate.playable.length >= 1)!;
  await test.step('the overview', async () => {
    await page.goto(`${lesson.path}/slides`);
    await waitForPage(page);
    await expectAccessible(page);
  });
  await test.step('the presenter view', async () => {
    const presenter = await context.newPage();
    await presenter.setViewportSize({ width: 1280, height: 800 });
    await presenter.goto(`${lesson.path}/slides/${lesson.playable[0].id}/1?presenter=layouts`);
    await waitForPage(presenter);
    await expect(presenter.getByRole('region', { name: 'Teacher notes' })).toBeVisible();
    await expectAccessible(presenter);
    await presenter.close();
  });
  await test.step("the end screen: the plenary's prompt, and 'Next lesson' first and largest", async () => {
    // The demo's first lesson with a plenary is the first of its unit: it has a next lesson.
    const withNext = lessons.find(
      (candidate) => candidate.playable.length > 0 && candidate.entries.some((entry) => 'divider' in entry && /plenary/i.test(entry.divider)),
    )!;
    await page.goto(`${withNext.path}/slides/end`);
    await waitForPage(page);
    await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Before you go' })).toContainText(/\w+/);
    const actions = page.locator('.lesson-end__actions a');
    await expect(actions.first()).toHaveText(/^Next lesson: /);
    const [next, back] = [await actions.nth(0).boundingBox(), await actions.nth(1).boundingBox()];
    expect(next!.width * next!.height, "'Next lesson' is the largest action").toBeGreaterThan(back!.width * back!.height);
    await expectAccessible(page);
  });
  await test.step('on a phone: one slim bar, the rest behind its menu', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(found.get('audio_and_image')!.path);
    await waitForPage(page);
    const bar = page.locator('.lesson-mode__bar');
    expect((await bar.boundingBox())!.height, 'the bar is one row').toBeLessThan(70);
    const exit = page.getByRole('link', { name: 'Exit lesson mode' });
    await expect(exit).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(exit).toBeVisible();
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expectAccessible(page);
  });
});

/**
 * The audio player's rehearsal tools (docs/product.md, "Audio player"), on demo recordings whose
 * editors gave them a tempo: 0.5x (pitch kept), the A-B loop going back to A after B, the count-in
 * before playback, the player's keys, the length shown before Play, and one row at 390 px on an
 * audio page, an at-home page and a slide, with the tools behind "Tools" or "Practice".
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { signInThroughApi } from '../helpers/session';
import { graphqlAs } from '../helpers/catalogue';

const SHOTS = process.env.AUDIO_SHOTS_DIR;

/** An audio page with a recording that has a tempo and one that has none: the first one's title and tempo, and which have a tempo. */
async function audioPageWithTempo(page: Page): Promise<{ path: string; title: string; tempo: number; beats: number; withTempo: boolean[] }> {
  const data = await graphqlAs(
    page,
    `{ audioPages(pagination: { limit: 200 }) { documentId audio_excerpts { title tempo beats_per_bar audio_file { url } } } }`,
  );
  for (const audioPage of data.audioPages) {
    const excerpt = audioPage.audio_excerpts.find((e: any) => e.tempo && e.audio_file?.url);
    if (!excerpt || audioPage.audio_excerpts.every((e: any) => e.tempo)) continue;
    return {
      path: `/audiolibrary/page/${audioPage.documentId}`,
      title: excerpt.title,
      tempo: excerpt.tempo,
      beats: excerpt.beats_per_bar ?? 4,
      withTempo: audioPage.audio_excerpts.filter((e: any) => e.audio_file?.url).map((e: any) => Boolean(e.tempo)),
    };
  }
  throw new Error('No demo audio page has a recording with a tempo');
}

/** An audio slide of a demo lesson whose recording has a tempo. */
async function audioSlideWithTempo(page: Page): Promise<string> {
  const data = await graphqlAs(
    page,
    `{ lessons(pagination: { limit: 500 }) { documentId disable_lesson_mode scheme { documentId programme { slug audience { slug } } }
        activities { activity { documentId activity_slideshow { slides { __typename
          ... on ComponentSlideAudio { include_in_lesson tempo }
          ... on ComponentSlideImage { include_in_lesson } ... on ComponentSlideAudioAndImage { include_in_lesson }
          ... on ComponentSlideVideo { include_in_lesson } ... on ComponentSlideTwoVideos { include_in_lesson }
          ... on ComponentSlideFlipcards { include_in_lesson } ... on ComponentSlideAudiocards { include_in_lesson }
          ... on ComponentSlideTwoColumns { include_in_lesson } ... on ComponentSlideSubSlideButtons { include_in_lesson }
          ... on ComponentSlideAll { include_in_lesson } } } } } } }`,
  );
  for (const lesson of data.lessons) {
    const programme = lesson.scheme?.programme;
    if (!programme?.audience || lesson.disable_lesson_mode) continue;
    for (const entry of lesson.activities) {
      const slides = (entry.activity?.activity_slideshow?.slides ?? []).filter((s: any) => s && s.__typename !== 'Error' && s.include_in_lesson !== false);
      const index = slides.findIndex((s: any) => s.__typename === 'ComponentSlideAudio' && s.tempo);
      if (index >= 0) {
        return `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}/activity/${entry.activity.documentId}/slides/${index + 1}`;
      }
    }
  }
  throw new Error('No demo audio slide has a recording with a tempo');
}

const audioOf = (player: Locator) => player.locator('audio');
const currentTime = (player: Locator) => audioOf(player).evaluate((a: HTMLAudioElement) => a.currentTime);

/**
 * The player's controls are one row: its height is its main row's plus its own padding and border
 * (and the caption beneath, when it has one), and the row's parts share a line.
 */
async function expectOneRow(player: Locator) {
  const { height, row, rest, tops } = await player.evaluate((element) => {
    const style = getComputedStyle(element);
    const main = element.querySelector('.audio-player__main')!;
    const caption = element.querySelector('.audio-player__caption');
    const parts = [...main.children].filter((child) => (child as HTMLElement).offsetParent !== null);
    const chrome = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce((sum, key) => sum + parseFloat(style[key as never]), 0);
    return {
      height: element.getBoundingClientRect().height,
      row: main.getBoundingClientRect().height,
      rest: chrome + (caption ? caption.getBoundingClientRect().height + parseFloat(style.rowGap) : 0),
      tops: parts.map((part) => Math.round(part.getBoundingClientRect().top + part.getBoundingClientRect().height / 2)),
    };
  });
  expect(Math.abs(height - (row + rest)), `the player is ${height}px high, its row ${row}px`).toBeLessThanOrEqual(1);
  expect(Math.max(...tops) - Math.min(...tops), 'the row’s parts are centred on one line').toBeLessThanOrEqual(2);
  // Nothing runs out of the player, nor the page out of the screen.
  const overflow = await player.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const parts = [...element.querySelectorAll('.audio-player__main > *')].filter((part) => (part as HTMLElement).offsetParent !== null);
    return {
      past: Math.max(...parts.map((part) => part.getBoundingClientRect().right)) - box.right,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(overflow.past, 'the row ends inside the player').toBeLessThanOrEqual(0);
  expect(overflow.page, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
}

test.describe('as a subscriber', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  });

  test('an audio page shows the length before Play; 0.5x keeps the pitch; the A-B loop goes back to A after B', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const target = await audioPageWithTempo(page);
    await visit(page, target.path);
    const player = page.getByRole('group', { name: `Audio player: ${target.title}` });
    // Known from the file's metadata, before anything is played.
    await expect(player.locator('.audio-player__time')).toHaveText(/^\d\d:\d\d$/);
    expect(await audioOf(player).evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

    // 0.5x, beside 0.75x, 1x and 1.5x: half speed, pitch kept.
    const speeds = player.getByRole('group', { name: 'Speed' });
    await expect(speeds.getByRole('radio')).toHaveCount(4);
    await speeds.getByRole('radio', { name: '0.5x' }).check();
    expect(await audioOf(player).evaluate((a: HTMLAudioElement) => [a.playbackRate, a.preservesPitch])).toEqual([0.5, true]);
    await speeds.getByRole('radio', { name: '1x' }).check();

    // A-B: A while playing, then B, from the one button.
    const ab = player.locator('.audio-player__ab');
    await expect(ab).toHaveText('Set A');
    await player.getByRole('button', { name: `Play ${target.title}` }).click();
    await expect(player).toHaveAttribute('data-state', 'playing');
    await expect.poll(() => currentTime(player)).toBeGreaterThan(0.3);
    await ab.click();
    await expect(ab).toHaveText('Set B');
    await expect.poll(() => currentTime(player)).toBeGreaterThan(1.4);
    await ab.click();
    await expect(ab).toHaveText('Clear A-B');
    const a = Number(await player.getByRole('slider', { name: /^Loop start \(A\)/ }).getAttribute('aria-valuenow'));
    const b = Number(await player.getByRole('slider', { name: /^Loop end \(B\)/ }).getAttribute('aria-valuenow'));
    expect(a).toBeGreaterThan(0.2);
    expect(b).toBeGreaterThan(a);
    await expect(player.locator('.audio-player__loop-band')).toBeVisible();

    // Playback reaches B and comes back to A, over and over, never running on past B.
    const seen = await audioOf(player).evaluate(
      (element: HTMLAudioElement, seconds) =>
        new Promise<{ max: number; jumpsBack: number; minAfterJump: number }>((resolve) => {
          let last = element.currentTime;
          let max = 0;
          let jumpsBack = 0;
          let minAfterJump = Infinity;
          const started = performance.now();
          const sample = () => {
            const now = element.currentTime;
            max = Math.max(max, now);
            if (now < last - 0.2) {
              jumpsBack += 1;
              minAfterJump = Math.min(minAfterJump, now);
            }
            last = now;
            if (performance.now() - started < seconds * 1000) requestAnimationFrame(sample);
            else resolve({ max, jumpsBack, minAfterJump });
          };
          requestAnimationFrame(sample);
        }),
      (b - a) * 2 + 1.5,
    );
    expect(seen.jumpsBack).toBeGreaterThanOrEqual(2);
    expect(seen.minAfterJump).toBeGreaterThanOrEqual(a - 0.05);
    expect(seen.minAfterJump).toBeLessThan(a + 0.3);
    expect(seen.max).toBeLessThan(b + 0.15);
    expect(await audioOf(player).evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);

    await ab.click();
    await expect(ab).toHaveText('Set A');
    await expect(player.locator('.audio-player__loop-band')).toHaveCount(0);
    await player.getByRole('button', { name: `Pause ${target.title}` }).click();
    await expect(player).toHaveAttribute('data-state', 'paused');
    await expectAccessible(page);
  });

  test('the count-in clicks one bar at the recording’s tempo before playback starts', async ({ page }) => {
    await page.goto('/');
    const target = await audioPageWithTempo(page);
    await visit(page, target.path);
    const player = page.getByRole('group', { name: `Audio player: ${target.title}` });
    const countIn = player.getByRole('checkbox', { name: 'Count in' });
    await expect(countIn).not.toBeChecked();
    await countIn.check();

    // Note when the count-in starts and when the recording starts, as the page sees them.
    await audioOf(player).evaluate((element: HTMLAudioElement) => {
      const marks = ((window as any).audioMarks = { countingIn: 0, playing: 0, states: [] as string[] });
      const group = element.closest('.audio-player')!;
      new MutationObserver(() => {
        const state = group.getAttribute('data-state')!;
        if (marks.states.at(-1) !== state) marks.states.push(state);
        if (state === 'counting-in' && !marks.countingIn) marks.countingIn = performance.now();
      }).observe(group, { attributes: true, attributeFilter: ['data-state'] });
      element.addEventListener('playing', () => (marks.playing ||= performance.now()));
    });
    await player.getByRole('button', { name: `Play ${target.title}` }).click();
    await expect(player).toHaveAttribute('data-state', 'counting-in');
    expect(await audioOf(player).evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await expect(player.locator('.audio-player__beat')).toHaveText(/^[1-7·]$/);
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    const marks = await page.evaluate(() => (window as any).audioMarks);
    expect(marks.states).toEqual(['counting-in', 'playing']);
    const bar = (target.beats * 60) / target.tempo;
    expect(marks.playing - marks.countingIn).toBeGreaterThanOrEqual(bar * 1000 * 0.9);

    // Pressing Play again during a count-in stops it without playing.
    await player.getByRole('button', { name: `Pause ${target.title}` }).click();
    await expect(player).toHaveAttribute('data-state', 'paused');
    await player.getByRole('button', { name: `Play ${target.title}` }).click();
    await expect(player).toHaveAttribute('data-state', 'counting-in');
    await player.getByRole('button', { name: `Stop the count-in of ${target.title}` }).click();
    await expect(player).toHaveAttribute('data-state', 'paused');
    expect(await audioOf(player).evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

    // Only the recordings with a tempo offer a count-in.
    const offered = await page.locator('.audio-player').evaluateAll((players) => players.map((p) => p.querySelector('.audio-player__count-in') !== null));
    expect(offered).toEqual(target.withTempo);
  });

  test('on a slide, the keys set speeds and the loop without turning the slide, and lesson mode lists them', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/');
    const path = await audioSlideWithTempo(page);
    await page.goto(path);
    await waitForPage(page);
    const player = page.locator('.audio-player').first();
    await expect(player).toHaveAttribute('aria-keyshortcuts', '[ ] \\ < >');
    await expect(player.locator('.audio-player__time')).toHaveText(/^\d\d:\d\d$/);
    // The tools are in view on a whiteboard, count-in among them.
    await expect(player.getByRole('radio', { name: '0.5x' })).toBeVisible();
    await expect(player.getByRole('checkbox', { name: 'Count in' })).toBeVisible();
    await expect(player.getByRole('button', { name: /^Tools for / })).toBeHidden();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/slide-1920.png` });

    // Focus in the player: < and > step the speed.
    await player.getByRole('radio', { name: '1x' }).focus();
    await page.keyboard.press('<');
    await page.keyboard.press('<');
    expect(await audioOf(player).evaluate((a: HTMLAudioElement) => [a.playbackRate, a.preservesPitch])).toEqual([0.5, true]);
    await expect(player.getByRole('radio', { name: '0.5x' })).toBeChecked();
    await page.keyboard.press('>');
    await page.keyboard.press('>');
    await expect(player.getByRole('radio', { name: '1x' })).toBeChecked();

    // Space (lesson mode's key) plays; while it plays, [ and ] set A and B, and the slide stays.
    await page.locator('main#main h1').click();
    await page.keyboard.press('Space');
    await expect(player).toHaveAttribute('data-state', 'playing');
    await expect.poll(() => currentTime(player)).toBeGreaterThan(0.3);
    await page.keyboard.press('[');
    await expect.poll(() => currentTime(player)).toBeGreaterThan(1.3);
    await page.keyboard.press(']');
    const handleA = player.getByRole('slider', { name: /^Loop start \(A\)/ });
    const handleB = player.getByRole('slider', { name: /^Loop end \(B\)/ });
    await expect(handleA).toBeVisible();
    await expect(handleB).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/slide-1920-loop.png` });
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    // B's handle drags along the progress bar, and the band follows.
    const valueOf = async (handle: Locator) => Number(await handle.getAttribute('aria-valuenow'));
    const dragged = await valueOf(handleB);
    const bandBefore = (await player.locator('.audio-player__loop-band').boundingBox())!.width;
    const grip = (await handleB.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 80, grip.y + grip.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => valueOf(handleB)).toBeGreaterThan(dragged + 0.3);
    expect((await player.locator('.audio-player__loop-band').boundingBox())!.width).toBeGreaterThan(bandBefore + 40);

    // A handle moves with the arrow keys (a second), which then do not turn the slide.
    const before = await valueOf(handleB);
    await handleB.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await handleB.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    // \ clears the loop.
    await page.keyboard.press('\\');
    await expect(handleA).toHaveCount(0);
    await expect(player.locator('.audio-player__ab')).toHaveText('Set A');

    // Lesson mode's keys dialog lists the player's keys.
    await page.keyboard.press('Space');
    await page.locator('main#main h1').click();
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: 'Keys for lesson mode' });
    await expect(keys).toContainText('Loop the recording playing');
    await expect(keys).toContainText('slower or faster');
  });

  test('at 390 px the player is one row, its tools behind "Tools" on an audio page and on a slide', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const target = await audioPageWithTempo(page);
    await visit(page, target.path);
    const player = page.getByRole('group', { name: `Audio player: ${target.title}` });
    await expect(player.locator('.audio-player__time')).toHaveText(/^\d\d:\d\d$/);
    await expect(player.getByRole('radio', { name: '0.5x' })).toBeHidden();
    await expectOneRow(player);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/audio-page-390.png` });
    const tools = player.getByRole('button', { name: `Tools for ${target.title}` });
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expect(player.getByRole('radio', { name: '0.5x' })).toBeVisible();
    await expect(player.getByRole('checkbox', { name: 'Count in' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/audio-page-390-tools.png` });
    await expectAccessible(page);

    const slide = await audioSlideWithTempo(page);
    await page.goto(slide);
    await waitForPage(page);
    const onSlide = page.locator('.audio-player').first();
    await expect(onSlide.locator('.audio-player__time')).toHaveText(/^\d\d:\d\d$/);
    await expectOneRow(onSlide);
  });
});

test('at home, the player is one row and simple: the practice tools open on request', async ({ page, browser }) => {
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await page.goto('/primary/sound-explorers');
  await waitForPage(page);
  const link = await page.getByRole('region', { name: 'Music at Home' }).getByRole('textbox', { name: 'Music at Home link' }).inputValue();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const family = await browser.newContext({ viewport });
    try {
      const home = await family.newPage();
      await home.goto(link);
      await waitForPage(home);
      await home.getByRole('link', { name: 'Explore The sleeping giant' }).click();
      await waitForPage(home);
      const player = home.locator('.audio-player').first();
      await expect(player.locator('.audio-player__time')).toHaveText(/^\d\d:\d\d$/);
      await expect(player.getByRole('radio', { name: '0.5x' })).toBeHidden();
      await expect(player.getByRole('button', { name: /^Set A|^Set the loop/ })).toBeHidden();
      await expectOneRow(player);
      if (SHOTS) await home.screenshot({ path: `${SHOTS}/at-home-${viewport.width}.png` });
      const practice = player.getByRole('button', { name: /^Practice tools for / });
      await practice.click();
      await expect(player.getByRole('radio', { name: '0.5x' })).toBeVisible();
      await player.getByRole('radio', { name: '0.5x' }).check();
      expect(await audioOf(player).evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(0.5);
      if (SHOTS) await home.screenshot({ path: `${SHOTS}/at-home-${viewport.width}-practice.png` });
      await expectAccessible(home);
    } finally {
      await family.close();
    }
  }
});

// Offline lessons (docs/product.md, "Offline lessons") on a school's poor wifi, emulated by
// Chromium (10 Mbit/s down, 40 ms latency): a subscriber saves the demo lesson with the most
// slides ("Make available offline" to "Available offline"), then, with the network off, opens its
// lesson-mode page (the service worker answers from the saved copy) and moves through every slide.
// Goals: offline reload to the first slide painted under 500 ms; slide to slide offline as online,
// under 50 ms at p95.
//
// A fresh browser context per round, so each save starts with nothing saved and nothing cached.
import { keepLogin } from './demo.mjs';
import { measure, presentBiggestLesson } from './lesson-mode.mjs';

const ROUNDS = Number(process.env.BENCH_OFFLINE_ROUNDS ?? 3);
const WIFI = { offline: false, latency: 40, downloadThroughput: (10 * 1_000_000) / 8, uploadThroughput: (5 * 1_000_000) / 8 };
const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (n) => Math.round(n * 10) / 10;

/** Records when the first slide is painted: the first frame after the slide counter appears, from the navigation's start. */
const FIRST_SLIDE_PROBE = () => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.lesson-mode__position')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__firstSlidePainted = performance.now()), 0));
  });
  observer.observe(document, { subtree: true, childList: true });
};

export const offlineBenchmark = {
  title: 'Offline lessons on poor school wifi',
  async run({ baseUrl, log }) {
    const { jwt, user, lesson, total, moves, browser } = await presentBiggestLesson(baseUrl);
    const slidesPath = `${lesson.path}/slides/${lesson.activities[0].id}`;
    const rounds = [];
    try {
      for (let round = 1; round <= ROUNDS; round += 1) {
        log(`  round ${round} of ${ROUNDS}`);
        const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, baseURL: baseUrl });
        const page = await context.newPage();
        await keepLogin(page, baseUrl, { jwt, user });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', WIFI);

        await page.goto(lesson.path);
        await page.getByRole('button', { name: 'Make available offline' }).click();
        const saveStarted = Date.now();
        const done = page.locator('.offline-save__done');
        await done.waitFor({ timeout: 300_000 });
        const saveMs = Date.now() - saveStarted;
        const size = (await done.innerText()).match(/· ([\d.]+ [kMG]B) ·/)?.[1];
        const files = await page.evaluate(
          async () => (await (await caches.open('offline-content')).keys()).length + (await (await caches.open('site-code')).keys()).length,
        );

        const online = await measure({ page, cdp, startPath: slidesPath, moves });

        await context.setOffline(true);
        await cdp.send('Network.emulateNetworkConditions', OFFLINE);
        await page.addInitScript(FIRST_SLIDE_PROBE);
        const reloads = [];
        for (let reload = 0; reload < 5; reload += 1) {
          await page.goto(slidesPath);
          await page.waitForFunction(() => window.__firstSlidePainted !== undefined);
          reloads.push(await page.evaluate(() => window.__firstSlidePainted));
        }
        const offline = await measure({ page, cdp, startPath: slidesPath, moves });
        rounds.push({ saveMs, size, files, firstSlide: median(reloads), online, offline });
        await context.close();
      }
    } finally {
      await browser.close();
    }
    const mid = (pick) => round1(median(rounds.map(pick)));
    return [
      `## ${this.title}`,
      '',
      `A subscriber saves the demo lesson with the most slides (${lesson.activities.length} activities, ${total} slides) on Chromium's emulation of poor school wifi (10 Mbit/s down, 40 ms latency), then presents it with the network off: the lesson-mode page opened five times, and forward through every slide and back. Medians of ${ROUNDS} rounds, each in a new browser context (nothing saved or cached before). Goals: offline reload to the first slide painted under 500 ms; slide to slide offline as online, under 50 ms at p95.`,
      '',
      '| | Figure |',
      '|---|---|',
      `| Time to save ("Make available offline" to "Available offline") | ${mid((r) => r.saveMs)} ms |`,
      `| Saved: the lesson's size as shown, and files kept (pages, pictures, recordings, films, the site's code) | ${rounds[0].size}, ${rounds[0].files} files |`,
      `| Offline: opening the lesson-mode page to the first slide painted (median of 5 opens) | ${mid((r) => r.firstSlide)} ms |`,
      `| Slide to slide online, key to paint p50 / p95 | ${mid((r) => r.online.p50)} / ${mid((r) => r.online.p95)} ms |`,
      `| Slide to slide offline, key to paint p50 / p95 | ${mid((r) => r.offline.p50)} / ${mid((r) => r.offline.p95)} ms |`,
      `| Data requests between slides (online / offline) | ${rounds[0].online.requests} / ${rounds[0].offline.requests} |`,
      '',
    ].join('\n');
  },
};

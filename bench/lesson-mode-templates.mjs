// Lesson mode, slide to slide, by template: what each move costs the browser (Chromium's
// Performance.getMetrics: LayoutCount, LayoutDuration, RecalcStyleCount, LayoutObjects), split by
// the template of the slide moved to and by whether it was shown before in the run (a return
// visit, whose type size fit-to-stage.ts remembers). Counts do not move with the machine's load,
// so they tell a change's effect on a shared machine where times do not. The same moves as
// lesson-mode.mjs: the demo lesson with the most slides, forward and back, on the lesson route, ×1 CPU.
import path from 'node:path';
import { e2eDir } from '../scripts/lib/project.mjs';
import { biggestLesson, keepLogin, login } from './demo.mjs';
import { PROBE } from './lesson-mode.mjs';

const ROUNDS = 3;

const round1 = (n) => Math.round(n * 10) / 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function movesByTemplate({ baseUrl, rounds = ROUNDS, viewport = { width: 1920, height: 1080 } }) {
  const { chromium } = await import(path.join(e2eDir, 'node_modules', 'playwright', 'index.mjs'));
  const { jwt, user } = await login(baseUrl);
  const lesson = await biggestLesson(baseUrl, jwt);
  const total = lesson.activities.reduce((n, a) => n + a.slides, 0);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const moves = [];
  try {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await keepLogin(page, baseUrl, { jwt, user });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${baseUrl}${lesson.path}/slides/${lesson.activities[0].id}`);
    await page.locator('.lesson-mode__position').waitFor();
    await page.evaluate(PROBE);
    const metric = (metrics, name) => metrics.metrics.find((m) => m.name === name).value;
    const shown = new Set([await page.evaluate(() => location.pathname)]);
    for (let round = 0; round < rounds; round += 1) {
      for (const key of [...Array(total - 1).fill('ArrowRight'), ...Array(total - 1).fill('ArrowLeft')]) {
        const before = await cdp.send('Performance.getMetrics');
        await page.evaluate(() => window.__armPaint());
        await page.keyboard.press(key);
        const result = await page.evaluate(() => Promise.race([window.__painted, new Promise((resolve) => setTimeout(() => resolve({ missed: true }), 5000))]));
        const after = await cdp.send('Performance.getMetrics');
        const { template, at } = await page.evaluate(() => ({
          template: document.querySelector('.slide')?.dataset.template ?? 'none',
          // The first slide of an activity has two addresses (…/{activity} and …/{activity}/1): one slide.
          at: location.pathname.replace(/\/1$/, ''),
        }));
        const change = (name) => metric(after, name) - metric(before, name);
        moves.push({
          template,
          visit: shown.has(at) ? 'return' : 'first',
          ms: result.missed ? undefined : result.painted - result.key,
          layouts: change('LayoutCount'),
          layoutMs: change('LayoutDuration') * 1000,
          recalcs: change('RecalcStyleCount'),
          objects: metric(after, 'LayoutObjects'),
        });
        shown.add(at);
      }
    }
  } finally {
    await browser.close();
  }
  return { lesson, total, moves };
}

/** The rows of the table: per template and visit, the mean of each count and the times' median. */
export function summarise(moves) {
  const groups = new Map();
  for (const move of moves) {
    const key = `${move.template} (${move.visit})`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(move);
  }
  const mean = (list, field) => round1(list.reduce((sum, m) => sum + m[field], 0) / list.length);
  const times = (list) =>
    list
      .map((m) => m.ms)
      .filter((ms) => ms !== undefined)
      .sort((a, b) => a - b);
  const rows = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({
      key,
      moves: list.length,
      layouts: mean(list, 'layouts'),
      layoutMs: mean(list, 'layoutMs'),
      recalcs: mean(list, 'recalcs'),
      objects: Math.round(mean(list, 'objects')),
      p50: round1(percentile(times(list), 50) ?? NaN),
    }));
  const all = times(moves);
  return { rows, p50: round1(percentile(all, 50)), p95: round1(percentile(all, 95)), layouts: mean(moves, 'layouts'), recalcs: mean(moves, 'recalcs') };
}

export const lessonModeTemplatesBenchmark = {
  title: 'Lesson mode: what each move costs, by template',
  async run({ baseUrl }) {
    const { lesson, total, moves } = await movesByTemplate({ baseUrl });
    const { rows, p50, p95, layouts, recalcs } = summarise(moves);
    return [
      `## ${this.title}`,
      '',
      `The demo lesson with the most slides (${lesson.activities.length} activities, ${total} slides) at 1920×1080 on the lesson route, forward through every slide and back, ${ROUNDS} times (×1 CPU). A move is a first visit when the slide was not shown before in the run. Counts from Chromium's Performance.getMetrics between the key press and the frame after it (and anything the page did meanwhile, such as a recording's length arriving); "objects" is the page's layout objects after the move.`,
      '',
      '| Template (visit) | Moves | Layouts per move | Layout ms per move | Style recalculations per move | Layout objects | Key to paint p50 (ms) |',
      '|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.key} | ${r.moves} | ${r.layouts} | ${r.layoutMs} | ${r.recalcs} | ${r.objects} | ${r.p50} |`),
      `| all moves | ${moves.length} | ${layouts} | | ${recalcs} | | ${p50} (p95 ${p95}) |`,
      '',
    ].join('\n');
  },
};

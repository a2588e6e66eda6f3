/**
 * The record of teaching (apps/cms/docs/teaching-record.md): a lesson presented to its end is marked
 * as taught from lesson mode's end screen, by keyboard, naming the first class there; the class is
 * remembered for the next lesson; a save made offline is recorded once when the network returns;
 * /teaching says what comes next, right across a unit's end; the lesson page offers the lesson again
 * and says when it was taught. Each test has a teacher of its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, waitForPage } from '../helpers/pages';
import { registerTeacher } from '../helpers/session';
import { graphqlAs } from '../helpers/catalogue';
import { demoLessons, type DemoLesson } from '../helpers/lesson-mode';

const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'Europe/London' }).format(new Date());
const ENTRIES = '{ taughtEntries { documentId lesson taughtOn teachingClass { name } } }';

interface Unit {
  documentId: string;
  title: string;
  lessons: Array<{ documentId: string; title: string }>;
}

/** Two units of one programme, one after the other, as the site reads them, with their lessons' paths. */
async function twoUnits(page: Page) {
  const { programmes } = await graphqlAs(
    page,
    '{ programmes(pagination: { limit: 100 }) { slug audience { slug } units(pagination: { limit: 100 }) { documentId title lessons(pagination: { limit: 100 }) { documentId title } } } }',
  );
  for (const programme of programmes) {
    const at = programme.units.findIndex((unit: Unit, i: number) => unit.lessons.length >= 2 && programme.units[i + 1]?.lessons.length >= 1);
    if (at >= 0 && programme.audience) {
      const path = (unit: Unit, lesson: string) => `/${programme.audience.slug}/${programme.slug}/unit/${unit.documentId}/lesson/${lesson}`;
      return { first: programme.units[at] as Unit, second: programme.units[at + 1] as Unit, path };
    }
  }
  throw new Error('The demo has no programme with two units');
}

/** A demo lesson with slides, presented to its last slide, then on to the end screen by the arrow key. */
async function presentToEnd(page: Page, lesson: DemoLesson) {
  const last = lesson.playable[lesson.playable.length - 1];
  await page.goto(`${lesson.path}/slides/${last.id}/${last.slides.length}`);
  await expect(page.locator('.lesson-mode__position')).toHaveText(`Slide ${last.slides.length} of ${last.slides.length}`);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { name: 'Lesson complete' })).toBeVisible();
}

test('a lesson presented to its end is marked as taught by keyboard; the class is remembered for the next', async ({ page }) => {
  await registerTeacher(page, 'marker');
  await page.goto('/');
  const lessons = (await demoLessons(page)).filter((lesson) => lesson.playable.length > 0);
  const [lesson, another] = lessons;

  await presentToEnd(page, lesson);
  const panel = page.getByRole('region', { name: 'Mark as taught' });
  await expect(panel.getByLabel('Class name')).toBeVisible();
  // No class yet: named here first; a missing year group is said, not sent.
  await panel.getByLabel('Class name').fill('Year 2 Robins');
  await panel.getByRole('button', { name: 'Mark as taught' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText('Please name the class and choose its year group.');
  await panel.getByLabel('Year group').selectOption({ label: 'Year 2' });
  await expect(panel.getByText(`Today, ${today()}`)).toBeVisible();
  await expectAccessible(page);
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
    [1920, 1080],
  ]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: test.info().outputPath(`end-screen-${width}.png`), fullPage: true });
  }
  await panel.getByRole('button', { name: 'Mark as taught' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText(`Marked as taught to Year 2 Robins on ${today()}.`);
  let entries = (await graphqlAs(page, ENTRIES)).taughtEntries;
  expect(entries).toHaveLength(1);
  expect(entries[0].teachingClass.name).toBe('Year 2 Robins');

  // A second class, first by name: the end screen still offers the one taught last.
  await graphqlAs(page, 'mutation { createTeacherClass(name: "A Year 1 class", yearGroup: "year-1") { documentId } }');
  await presentToEnd(page, another);
  const again = page.getByRole('region', { name: 'Mark as taught' });
  await expect(again.getByRole('combobox', { name: 'Class', exact: true })).toHaveValue(await classId(page, 'Year 2 Robins'));
  await again.getByRole('button', { name: 'Mark as taught' }).press('Enter');
  await expect(again.getByRole('status')).toContainText('Marked as taught to Year 2 Robins');
  entries = (await graphqlAs(page, ENTRIES)).taughtEntries;
  expect(entries.map((e: { lesson: string }) => e.lesson).sort()).toEqual([lesson.path.split('/').at(-1), another.path.split('/').at(-1)].sort());

  // The lesson's page says when it was taught, and offers it again (it was presented to its end today).
  await page.goto(lesson.path);
  await waitForPage(page);
  await expect(page.getByText(`Taught to Year 2 Robins on ${today()}`)).toBeVisible();
});

async function classId(page: Page, name: string): Promise<string> {
  const { teacherClasses } = await graphqlAs(page, '{ teacherClasses { documentId name } }');
  return teacherClasses.find((c: { name: string }) => c.name === name).documentId;
}

test('a lesson left on its last slide is offered again on its page', async ({ page }) => {
  await registerTeacher(page, 'left-there');
  await page.goto('/');
  const [lesson] = (await demoLessons(page)).filter((l) => l.playable.length > 0);
  const last = lesson.playable[lesson.playable.length - 1];
  await graphqlAs(page, 'mutation { createTeacherClass(name: "Year 4 Owls", yearGroup: "year-4") { documentId } }');
  await page.goto(`${lesson.path}/slides/${last.id}/${last.slides.length}`);
  await expect(page.locator('.lesson-mode__position')).toHaveText(`Slide ${last.slides.length} of ${last.slides.length}`);
  await page.goto(lesson.path);
  await waitForPage(page);
  await expect(page.getByText('You presented this lesson to its end today.')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Mark as taught' });
  await panel.getByRole('button', { name: 'Mark as taught' }).click();
  await expect(panel.getByRole('status')).toContainText('Marked as taught to Year 4 Owls');

  // Any other lesson's page offers it by hand, loading the classes only when opened.
  const [, other] = (await demoLessons(page)).filter((l) => l.playable.length > 0);
  await page.goto(other.path);
  await waitForPage(page);
  await expect(page.getByRole('region', { name: 'Mark as taught' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as taught…' }).click();
  const byHand = page.getByRole('region', { name: 'Mark as taught' });
  await expect(byHand.getByRole('combobox', { name: 'Class', exact: true })).toBeFocused();
  await byHand.getByRole('button', { name: 'Mark as taught', exact: true }).press('Enter');
  await expect(byHand.getByRole('status')).toContainText('Marked as taught to Year 4 Owls');
});

test('marked offline, recorded once when the network returns', async ({ page, context }) => {
  await registerTeacher(page, 'offline-marker');
  await page.goto('/');
  const [lesson] = (await demoLessons(page)).filter((l) => l.playable.length > 0);
  await graphqlAs(page, 'mutation { createTeacherClass(name: "Year 5 Kites", yearGroup: "year-5") { documentId } }');
  await presentToEnd(page, lesson);
  const panel = page.getByRole('region', { name: 'Mark as taught' });
  await expect(panel.getByRole('combobox', { name: 'Class', exact: true })).toBeVisible();
  await context.setOffline(true);
  await panel.getByRole('button', { name: 'Mark as taught' }).click();
  await expect(panel.getByRole('status')).toContainText('No network: saved on this computer');
  await context.setOffline(false);
  await expect(panel.getByRole('status')).toContainText('Your lesson marked offline is now recorded.');
  expect((await graphqlAs(page, ENTRIES)).taughtEntries).toHaveLength(1);
  // Coming back (another 'online', a reload) sends nothing twice.
  await page.reload();
  await page.goto('/teaching');
  await waitForPage(page);
  await expect(page.getByText(/Year 5 Kites/).first()).toBeVisible();
  expect((await graphqlAs(page, ENTRIES)).taughtEntries).toHaveLength(1);
});

test("/teaching says what comes next, right across a unit's end", async ({ page }) => {
  await registerTeacher(page, 'next-lesson');
  await page.goto('/');
  const { first, second, path } = await twoUnits(page);
  const robins = (await graphqlAs(page, 'mutation { createTeacherClass(name: "Year 2 Robins", yearGroup: "year-2") { documentId } }')).createTeacherClass
    .documentId;
  const owls = (await graphqlAs(page, 'mutation { createTeacherClass(name: "Year 4 Owls", yearGroup: "year-4") { documentId } }')).createTeacherClass
    .documentId;
  const mark = (lesson: string, teachingClass: string, taughtOn: string) =>
    graphqlAs(page, 'mutation ($l: ID!, $c: ID!, $d: String) { markTaught(lesson: $l, teachingClass: $c, taughtOn: $d) { documentId } }', {
      l: lesson,
      c: teachingClass,
      d: taughtOn,
    });
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  await mark(first.lessons[0].documentId, robins, day);
  await mark(first.lessons.at(-1)!.documentId, owls, day);

  await page.goto('/teaching');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My teaching' })).toBeVisible();
  const robinsCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Year 2 Robins/ }) });
  await expect(robinsCard.getByText('Next for Year 2 Robins:')).toBeVisible();
  await expect(robinsCard.getByRole('link', { name: first.lessons[1].title, exact: true }).first()).toHaveAttribute(
    'href',
    path(first, first.lessons[1].documentId),
  );
  const owlsCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Year 4 Owls/ }) });
  await expect(owlsCard.getByText(`Unit finished. Next for Year 4 Owls, in ${second.title}:`)).toBeVisible();
  await expect(owlsCard.getByRole('link', { name: second.lessons[0].title, exact: true }).first()).toHaveAttribute(
    'href',
    path(second, second.lessons[0].documentId),
  );

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
    [1920, 1080],
  ]) {
    await page.setViewportSize({ width, height });
    if (width !== 1920) await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`teaching-${width}.png`), fullPage: true });
  }

  // Moving an entry to another class by hand, then removing it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await robinsCard.getByText('Move or remove').first().click();
  await robinsCard.getByLabel('Class').first().selectOption({ label: 'Year 4 Owls' });
  await robinsCard.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'moved.' })).toBeVisible();
  await expect(page.getByText('Nothing taught to Year 2 Robins yet this school year.')).toBeVisible();
  const entries = (await graphqlAs(page, ENTRIES)).taughtEntries;
  expect(entries.map((e: { teachingClass: { name: string } }) => e.teachingClass.name)).toEqual(['Year 4 Owls', 'Year 4 Owls']);
});

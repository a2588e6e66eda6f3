/**
 * First views (apps/web/src/app/first-view.ts): a page arrives with its data, already rendered, for a
 * visitor and a teacher alike. What a user would notice if it broke: a page blank until the
 * JavaScript runs, the page flickering or erroring as it comes alive, a teacher waiting for data
 * the page already had, or one login's data shown to another.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoLessons } from '../helpers/lesson-mode';
import { expectAccessible, expectAliveAsSent, pageErrors, waitForPage } from '../helpers/pages';
import { signInThroughApi } from '../helpers/session';

/** The GraphQL operations the page asks for from now on, by name. */
function graphqlOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const query = String(request.postDataJSON()?.query ?? '');
    names.push(/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous');
  });
  return names;
}

test.describe('a visitor', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('reads the home and a programme page as sent', async ({ page }) => {
      const answer = await page.request.post('/graphql', { data: { query: '{ homePage { title introduction } }' } });
      const home = (await answer.json()).data;
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: home.homePage.title })).toBeVisible();
      await expect(page.getByText(home.homePage.introduction)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Audiences' }).getByRole('link', { name: 'Explore Primary' })).toBeVisible();

      await page.goto('/primary/sound-explorers');
      await expect(page.getByRole('heading', { level: 1, name: 'Sound Explorers' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Primary');
    });

    test('finds a form’s fields shown but not open for typing until the site’s code runs', async ({ page }) => {
      // What is typed before the code takes the page over would be lost (ui/FormFields.tsx FormControls).
      await page.goto('/subscribe');
      const form = page.getByRole('form', { name: 'Create your account' });
      await expect(form.getByLabel('First name')).toBeVisible();
      await expect(form.getByLabel('First name')).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Create your account' })).toBeDisabled();
    });
  });

  test('gets a page that comes alive without asking again, without errors, and goes on like any other', async ({ page }) => {
    const errors = pageErrors(page);
    const operations = graphqlOperations(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForPage(page);
    // The server's page is the one now alive: the site neither replaced it nor asked the CMS for it again.
    await expect(page.locator('html')).toHaveAttribute('data-first-view', 'hydrated');
    expect(operations).toEqual([]);
    // Its stylesheets came in it, and the site's code does not download them again (server/first-paint.server.ts).
    expect(stylesheets).toEqual([]);
    expect(errors).toEqual([]);
    await expectAccessible(page);

    await page.getByRole('list', { name: 'Audiences' }).getByRole('link', { name: 'Explore Primary' }).click();
    await waitForPage(page);
    await expect(page).toHaveURL(/\/primary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Primary' })).toBeVisible();
    expect(operations).toEqual(['AudiencePage']);
    expect(errors).toEqual([]);
  });
});

/**
 * The pages a visitor opens, each of which the server renders: each must come alive as sent (a
 * page that renders differently in the browser than on the server is replaced, with an error).
 * (The live pages, which read the events site, are checked in live.spec.ts, whose tests take turns
 * with the events site's modes.)
 */
const VISITOR_PAGES = [
  '/login',
  '/secondary',
  '/primary/sound-explorers',
  '/privacy',
  '/subscribe',
  '/account/reset-password',
  '/audiolibrary',
  '/primary/activities',
  '/cpd',
  '/playlists',
  '/search?q=rhythm&kind=lesson',
];

for (const path of VISITOR_PAGES) {
  test(`a visitor's ${path} comes alive as the server sent it`, async ({ page }) => {
    await expectAliveAsSent(page, path);
  });
}

test.describe('a teacher', () => {
  test('gets their pages rendered, which come alive as sent, with their menu, without asking again', async ({ page }) => {
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
    const [lesson] = await demoLessons(page);
    // The first page of a visit sets the login cookie the site keeps; pages opened after it come rendered for the teacher.
    await page.goto('/');
    await waitForPage(page);
    for (const path of [
      '/',
      '/primary/sound-explorers',
      lesson.path,
      `${lesson.path}/activity/${lesson.playable[0].id}/slides`,
      '/playlists',
      '/subscribe',
      '/search?q=rhythm',
    ]) {
      const operations = graphqlOperations(page);
      await expectAliveAsSent(page, path);
      // The shell and the teacher's role and profile came with the page (what a page asks for after it has painted, such as the home page's suggestions, may follow).
      expect(
        operations.filter((name) => ['AudiencesAndProgrammes', 'UserRoleMembership'].includes(name)),
        path,
      ).toEqual([]);
    }
    await page.goto('/primary/sound-explorers');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Your Account' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('gets a teaching page with its data and no second request for it', async ({ page }) => {
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
    const [lesson] = await demoLessons(page);
    const activity = lesson.playable[0];
    // The first page of a visit sets the login cookie the site keeps; pages opened after it come with their data.
    await page.goto(lesson.path);
    await waitForPage(page);

    const errors = pageErrors(page);
    const operations = graphqlOperations(page);
    await page.goto(`${lesson.path}/activity/${activity.id}`);
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-first-view', 'hydrated');
    expect(operations.filter((name) => name !== 'UserRoleMembership')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('presents from a page sent with its data, and crosses to the next activity without asking again', async ({ page }) => {
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
    const lesson = (await demoLessons(page)).find((candidate) => candidate.playable.length >= 2)!;
    const [first, second] = lesson.playable;
    await page.goto(lesson.path);
    await waitForPage(page);

    const operations = graphqlOperations(page);
    await page.goto(`${lesson.path}/activity/${first.id}/slides`);
    await expect(page.locator('html')).toHaveAttribute('data-first-view', 'hydrated');
    const position = page.getByRole('navigation', { name: 'Slides' }).locator('.lesson-mode__position');
    await expect(position).toHaveText(`Slide 1 of ${first.slides.length}`);
    for (let n = 2; n <= first.slides.length; n += 1) {
      await page.keyboard.press('ArrowRight');
      await expect(position).toHaveText(`Slide ${n} of ${first.slides.length}`);
    }
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/activity/${second.id}/slides$`));
    await expect(position).toHaveText(`Slide 1 of ${second.slides.length}`);
    // The lesson came with the page; lesson mode kept it, so the next activity needed nothing more.
    expect(operations.filter((name) => name !== 'UserRoleMembership')).toEqual([]);
  });

  test('whose page was sent for someone else loads their own', async ({ page, context }) => {
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
    const [lesson] = await demoLessons(page);
    await page.goto(lesson.path);
    await waitForPage(page);
    // The cookie gone (run out, say) while the site still holds the login: the page is sent as a visitor's.
    await context.clearCookies();
    const operations = graphqlOperations(page);
    await page.goto(lesson.path);
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('data-first-view', 'ignored');
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
    await expect(page.getByText('You need to be logged in to access this content.')).toHaveCount(0);
    expect(operations).toContain('LessonPage');
  });
});

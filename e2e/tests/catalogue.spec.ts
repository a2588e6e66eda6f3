/**
 * The catalogue journeys (docs/product.md, "Catalogue"): audience to programme to unit to lesson to
 * activity, option and delivery tabs in the URL, breadcrumbs with titles, both libraries with the
 * filter, the audio merge, the Secondary routes and both error views.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, visit, waitForPage } from '../helpers/pages';
import { signInThroughApi } from '../helpers/session';
import { firstLesson, graphqlAs } from '../helpers/catalogue';

const PROGRAMME = '/primary/sound-explorers';

function breadcrumbs(page: Page) {
  return page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
}

test.describe('as a subscriber', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  });

  test('walks from the audience to an activity, with titles in the breadcrumbs', async ({ page }) => {
    await visit(page, '/primary');
    await page
      .getByRole('link', { name: /Sound Explorers/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${PROGRAMME}$`));
    await waitForPage(page);
    const units = page.getByRole('region', { name: 'Units of work' }).getByRole('link');
    const unitTitle = (await units.first().innerText()).trim();
    await units.first().click();
    await expect(page.getByRole('heading', { level: 1, name: unitTitle })).toBeVisible();
    await expect(breadcrumbs(page)).toHaveText(['Home', 'Primary', 'Sound Explorers']);
    await expectAccessible(page);

    const lessons = page.getByRole('region', { name: 'Lessons' }).getByRole('link');
    const secondLesson = await lessons.nth(1).getAttribute('href');
    await lessons.first().click();
    await waitForPage(page);
    const lessonTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await expect(breadcrumbs(page)).toHaveText(['Home', 'Primary', 'Sound Explorers', unitTitle]);
    await expect(page.getByRole('link', { name: /^Next: / })).toHaveAttribute('href', secondLesson!);
    await expectAccessible(page);

    const activities = page.getByRole('region', { name: 'Activities' }).getByRole('link');
    const activityTitle = (await activities.first().innerText()).trim();
    await activities.first().click();
    await expect(page.getByRole('heading', { level: 1, name: activityTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/lesson\/[^/]+\/activity\/[^/]+$/);
    await expect(breadcrumbs(page)).toContainText([unitTitle]);
    await expect(breadcrumbs(page).last()).toHaveText(/.+/);
    await expectAccessible(page);
    expect(lessonTitle.length).toBeGreaterThan(0);
  });

  test('an activity opened directly names its lesson in the breadcrumbs as soon as the page shows, never by its id', async ({ page }) => {
    await page.goto('/');
    const lesson = await firstLesson(page, 'sound-explorers');
    const data = await graphqlAs(page, `query ($id: ID!) { lesson(documentId: $id) { activities { activity { documentId title } } } }`, {
      id: lesson.lesson.documentId,
    });
    const activity = data.lesson.activities.find((entry: any) => entry.activity).activity;
    // Every state the breadcrumbs pass through once the activity's page is there: a lesson named by its
    // id on the first frame and then by its title would move the line under a teacher's eyes.
    await page.addInitScript((title: string) => {
      const seen: string[] = ((window as unknown as { crumbTexts: string[] }).crumbTexts = []);
      new MutationObserver(() => {
        const heading = [...document.querySelectorAll('main h1')].some((h1) => h1.textContent === title);
        const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
        if (heading && nav) seen.push(nav.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, activity.title);
    await page.goto(`${lesson.path}/activity/${activity.documentId}`);
    await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible();
    await expect(breadcrumbs(page).last()).toHaveText(lesson.lesson.title);
    const texts = await page.evaluate(() => (window as unknown as { crumbTexts: string[] }).crumbTexts);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toContain(lesson.lesson.documentId);
  });

  test('chooses option and delivery tabs through the URL, and moves on with Next', async ({ page }) => {
    await page.goto('/');
    // An activity of the demo with two teaching options, the first of which has two delivery options.
    const data = await graphqlAs(
      page,
      `{ lessons(pagination: { limit: 200 }) { documentId scheme { documentId programme { slug audience { slug } } }
      activities { section_divider activity { documentId title activity_options { documentId title delivery_options { id title } } } } } }`,
    );
    let target: { path: string; activity: any; nextTitle?: string } | undefined;
    for (const lesson of data.lessons) {
      const entries = lesson.activities.filter((e: any) => !e.section_divider && e.activity);
      entries.forEach((entry: any, index: number) => {
        const options = entry.activity.activity_options;
        if (!target && options.length >= 2 && options[0].delivery_options.length >= 2 && index < entries.length - 1) {
          const { programme } = lesson.scheme;
          target = {
            path: `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}/activity/${entry.activity.documentId}`,
            activity: entry.activity,
            nextTitle: entries[index + 1].activity.title,
          };
        }
      });
    }
    expect(target, 'the demo has an activity with two options and two delivery options').toBeDefined();
    const { path, activity } = target!;
    await visit(page, path);
    const optionTabs = page.getByRole('navigation', { name: 'Teaching options' }).getByRole('link');
    await expect(optionTabs.first()).toHaveAttribute('aria-current', 'page');
    await optionTabs.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${path}/${activity.activity_options[1].documentId}$`));
    await expect(optionTabs.nth(1)).toHaveAttribute('aria-current', 'page');

    const [firstOption] = activity.activity_options;
    await page.goto(`${path}/${firstOption.documentId}/${firstOption.delivery_options[1].id}`);
    await waitForPage(page);
    const deliveryTabs = page.getByRole('navigation', { name: 'Delivery options' }).getByRole('link');
    await expect(deliveryTabs.nth(1)).toHaveAttribute('aria-current', 'page');
    await deliveryTabs.first().click();
    await expect(page).toHaveURL(new RegExp(`${path}/${firstOption.documentId}/${firstOption.delivery_options[0].id}$`));
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: target!.nextTitle })).toBeVisible();
  });

  test('filters an activity library by title, kept in ?title=', async ({ page }) => {
    await visit(page, `${PROGRAMME}/activities`);
    const count = page.getByText(/^Showing \d+ of \d+ activities$/);
    await expect(count).toBeVisible();
    const [, shown, total] = (await count.innerText()).match(/Showing (\d+) of (\d+)/)!;
    expect(shown).toBe(total);
    const firstTitle = (await page.locator('.library__section .card__title').first().innerText()).trim();
    const term = firstTitle.split(' ')[0].toUpperCase();
    await page.getByLabel('Filter activities by title').fill(term);
    await expect(page).toHaveURL(new RegExp(`\\?title=${encodeURIComponent(term)}$`));
    await expect(page.locator('.library__section .card__title').first()).toContainText(new RegExp(term, 'i'));
    for (const title of await page.locator('.library__section .card__title').allInnerTexts()) expect(title.toLowerCase()).toContain(term.toLowerCase());

    await page.getByLabel('Filter activities by title').fill('xylophone-zebra');
    await expect(page.getByText('No activities found matching “xylophone-zebra”. Try a different search term or clear the filter.')).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${total} activities`)).toBeVisible();
    await page.reload();
    await waitForPage(page);
    await expect(page.getByLabel('Filter activities by title')).toHaveValue('xylophone-zebra');
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await expect(page.getByText(`Showing ${total} of ${total} activities`)).toBeVisible();
    await expectAccessible(page);
  });

  test('the library of every programme has one introduction and filters by programme, type and time, kept in the address', async ({ page }) => {
    await visit(page, '/-/-/activity-filter');
    await expect(page.getByRole('main').locator('p.lead')).toHaveCount(1);
    const count = page.getByText(/^Showing \d+ of \d+ activities$/);
    const [, , total] = (await count.innerText()).match(/Showing (\d+) of (\d+)/)!;
    const filters = page.getByRole('search', { name: 'Filter activities' });

    // A programme: only its sections' activities, fewer than all.
    await filters.getByLabel('Programme').selectOption({ label: 'Sound Explorers' });
    await expect(page).toHaveURL(/[?&]programme=sound-explorers/);
    const [, inProgramme] = (await count.innerText()).match(/Showing (\d+) of/)!;
    expect(Number(inProgramme)).toBeGreaterThan(0);
    expect(Number(inProgramme)).toBeLessThan(Number(total));

    // And a type of activity: every card shown is of that type.
    await filters.getByLabel('Type of activity').selectOption('Listening');
    await expect(page).toHaveURL(/[?&]type=Listening/);
    const metas = page.locator('.library__section .activity-card__meta');
    expect(await metas.count()).toBeGreaterThan(0);
    for (const meta of await metas.allInnerTexts()) expect(meta).toContain('Listening');

    // Kept across a reload; a time with nothing in it says so; Clear the filter shows everything again.
    await page.reload();
    await waitForPage(page);
    await expect(filters.getByLabel('Type of activity')).toHaveValue('Listening');
    await filters.getByLabel('Time').selectOption('30 minutes');
    await expect(page.getByText(/^(No activities match these choices\. Try another, or clear the filter\.)$|^Showing [1-9]/).first()).toBeVisible();
    await expectAccessible(page);
    await filters.getByRole('button', { name: 'Clear the filter' }).click();
    await expect(page.getByText(`Showing ${total} of ${total} activities`)).toBeVisible();
    await expect(filters.getByLabel('Programme')).toHaveValue('');
  });

  test('the audience library merges sections with the same title', async ({ page }) => {
    await visit(page, '/primary/activities');
    const headings = await page.locator('.library__section h2').allInnerTexts();
    expect(headings.length).toBeGreaterThan(0);
    expect(new Set(headings.map((h) => h.trim().toLowerCase())).size).toBe(headings.length);
    await page.locator('.library__section h2 a').first().click();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: headings[0] })).toBeVisible();
    await expect(breadcrumbs(page)).toHaveText(['Home', 'Primary', 'Activity Library']);
    await expectAccessible(page);
  });

  test('the audio library merges collections and pages with the same title, their counts summed', async ({ page }) => {
    await visit(page, '/audiolibrary');
    // A collection that several libraries hold under one title: one card, ids joined by commas.
    const collection = page.locator('a[href*="/audiolibrary/collection/"][href*=","]').first();
    await expect(collection).toBeVisible();
    const collectionTitle = (await collection.innerText()).trim();
    await expect(page.locator('.audio-library .card__title', { hasText: collectionTitle })).toHaveCount(1);
    const songs = Number(
      (
        await collection
          .locator('xpath=ancestor::li[1]')
          .getByText(/\d+ songs?/)
          .innerText()
      ).match(/\d+/)![0],
    );
    await collection.click();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: collectionTitle })).toBeVisible();
    const pageCards = page.locator('.audio-collection .card');
    // Pages with the same title within the merged collection are shown once.
    const titles = await page.locator('.audio-collection .card__title').allInnerTexts();
    expect(new Set(titles).size).toBe(titles.length);
    expect(await pageCards.count()).toBeLessThanOrEqual(songs);
    await expectAccessible(page);

    const merged = page.locator('.audio-collection a[href*=","]').first();
    await expect(merged).toBeVisible();
    const title = (await merged.innerText()).trim();
    const recordings = Number(
      (
        await merged
          .locator('xpath=ancestor::li[1]')
          .getByText(/\d+ recordings?/)
          .innerText()
      ).match(/\d+/)![0],
    );
    await merged.click();
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.excerpt')).toHaveCount(recordings);
    await expectAccessible(page);
  });

  test('document links open the file for a subscriber', async ({ page, context }) => {
    const lesson = await (async () => {
      await page.goto('/');
      return firstLesson(page, 'sound-explorers');
    })();
    await visit(page, `/${lesson.audience}/${lesson.programme}/unit/${lesson.unit.documentId}`);
    const link = page.getByRole('region', { name: 'Unit documents' }).getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/documents\/[^/]+$/);
    const response = await context.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  });
});

test('the Secondary section and its routes', async ({ page }) => {
  await visit(page, '/secondary');
  const shell = await graphqlAs(page, '{ landingPages { slug title audience { slug } } projects { slug title audience { slug } } }');
  const landing = shell.landingPages.find((p: any) => p.audience?.slug === 'secondary');
  const project = shell.projects.find((p: any) => p.audience?.slug === 'secondary');
  for (const [path, title] of [
    [`/secondary/${landing.slug}`, landing.title],
    [`/secondary/page/${landing.slug}`, landing.title],
    [`/secondary/project/${project.slug}`, project.title],
    [`/secondary/${landing.slug}/project/${project.slug}`, project.title],
  ]) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(breadcrumbs(page).nth(1)).toHaveText('Secondary');
  }
});

test('a visitor on a unit sees its title, summary and lessons, a free trial and the login form; then the content once logged in', async ({ page }) => {
  await page.goto('/');
  const unit = (await graphqlAs(page, '{ programmes(filters: { slug: { eq: "sound-explorers" } }) { units { documentId title blurb } } }')).programmes[0]
    .units[0];
  const { jwt } = await (await page.request.post('/api/auth/local', { data: { identifier: 'subscriber@example.com', password: 'Subscriber1' } })).json();
  const asSubscriber = await page.request.post('/graphql', {
    data: { query: `{ scheme(documentId: "${unit.documentId}") { lessons { documentId title introduction } } }` },
    headers: { Authorization: `Bearer ${jwt}` },
  });
  const { lessons } = (await asSubscriber.json()).data.scheme;
  const response = await page.goto(`${PROGRAMME}/unit/${unit.documentId}`);
  expect(response?.status()).toBe(200);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: unit.title })).toBeVisible();
  await expect(page.getByRole('main').getByText(unit.blurb)).toBeVisible();
  const offer = page.getByRole('region', { name: 'You need to be logged in to access this content.' });
  await expect(offer.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/subscribe');
  await expect(page.getByRole('region', { name: 'Lessons' })).toHaveCount(0);
  // What the unit holds: its lessons' titles, each with a time, but none of their teaching text.
  const holds = page.getByRole('region', { name: 'What this unit holds' });
  await expect(holds.getByRole('listitem')).toHaveCount(lessons.length);
  await expect(holds.getByRole('listitem').first()).toContainText(lessons[0].title);
  await expect(holds.getByRole('listitem').first()).toContainText(/\d+ minutes( plus free-flow)? · \d+ activities/);
  // And one sample slide, its picture loaded.
  const sample = page.getByRole('region', { name: 'A slide from this unit' });
  const picture = sample.locator('img');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const firstIntroduction = lessons[0].introduction[0].children[0].text;
  await expect(page.getByText(firstIntroduction)).toHaveCount(0);
  expect(await (await page.request.get(`${PROGRAMME}/unit/${unit.documentId}`)).text()).not.toContain(firstIntroduction);
  await expectAccessible(page);
  // A lesson of the unit: its title and its place in the unit, and still none of its text.
  const lessonPath = `${PROGRAMME}/unit/${unit.documentId}/lesson/${lessons[1].documentId}`;
  const lessonPage = await page.request.get(lessonPath);
  expect(lessonPage.status()).toBe(200);
  const lessonHtml = await lessonPage.text();
  expect(lessonHtml).toContain(`Lesson 2 of ${unit.title}`);
  expect(lessonHtml).not.toContain(lessons[1].introduction[0].children[0].text);
  expect((await page.request.get(`${PROGRAMME}/unit/${unit.documentId}/lesson/no-such-lesson`)).status()).toBe(404);
  // A unit that does not exist answers 404 to a visitor too.
  expect((await page.request.get(`${PROGRAMME}/unit/no-such-unit`)).status()).toBe(404);
  const form = offer.getByRole('form', { name: /Log in to/ });
  await form.getByLabel('Email').fill('subscriber@example.com');
  await form.getByLabel('Password').fill('Subscriber1');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: unit.title })).toBeVisible();
  await expect(breadcrumbs(page)).toHaveText(['Home', 'Primary', 'Sound Explorers']);
});

test('a lapsed teacher on a teaching page is told plainly when their access ended, with Renew', async ({ page }) => {
  await signInThroughApi(page, 'lapsed@example.com', 'Lapsed1');
  await visit(page, `${PROGRAMME}/activities`);
  await expect(page.getByRole('heading', { level: 1, name: /^Your access ended on \d{1,2} [A-Z][a-z]+( \d{4})?\.$/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/subscribe');
});

test('a subscriber whose content fails to load sees the wrong-note error with the path', async ({ page }) => {
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await visit(page, PROGRAMME);
  // The school's wifi drops just as the library loads.
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Activity Library' }).click();
  await expect(page.getByText(/^Oops! Seems like we played the wrong note and can't show this page\./)).toBeVisible();
  await expect(page.getByText(`${PROGRAMME}/activities`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /support@/ })).toBeVisible();
  await expectAccessible(page);
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'Go back to the previous page' }).click();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMME}$`));
});

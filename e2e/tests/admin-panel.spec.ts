import { expect, test, type Page } from '@playwright/test';
import { developmentAdministrator } from '../helpers/administrator';

// The editors' admin panel is Strapi's own interface, so it is not scanned with axe here: these
// journeys prove it is served on the same origin, that the development editor (the Charity editor
// role) reaches the content types of the product and nothing else, and that fields read in plain
// English (docs/product.md, "Editors' admin panel").

const EDITOR = { email: 'editor@example.com', password: 'EditorDemo1' };

async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' }).first()).toBeVisible({ timeout: 30_000 });
}

test('the development editor logs in to /admin and finds the content types', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, EDITOR);
  // The home groups the content types as the charity thinks of them; teachers' accounts are not among them.
  await expect(page.getByText('Teaching content', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Site pages', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'CPD session', exact: true }).first()).toBeVisible();
  await expect(page.getByText('Accounts', { exact: true })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Lesson', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/content-manager\/collection-types\/api::lesson\.lesson/);
  await page.getByRole('link', { name: 'Content Manager' }).first().click();
  for (const type of ['Audience', 'Programme', 'Unit', 'Lesson', 'Landing page', 'Project', 'Live programme', 'Home page', 'Privacy policy', 'Sign-up page']) {
    await expect(page.getByRole('link', { name: type, exact: true }).first()).toBeVisible({ timeout: 20_000 });
  }
  // Teachers' accounts are for administrators only.
  for (const type of ['User', 'Subscription', 'Playlist', 'Custom unit', 'User profile', 'School member account', 'School membership']) {
    await expect(page.getByRole('link', { name: type, exact: true })).toHaveCount(0);
  }
  await page.goto('/admin/content-manager/collection-types/api::audience.audience');
  await expect(page.getByText('Primary', { exact: true }).first()).toBeVisible({ timeout: 20_000 });

  // The preview of a lesson shows the page a subscriber would see, though this browser has no teacher's login.
  const { jwt } = await (await page.request.post('/api/auth/local', { data: { identifier: 'subscriber@example.com', password: 'Subscriber1' } })).json();
  const answer = await page.request.post('/graphql', {
    data: { query: '{ lessons(pagination: { limit: 1 }, sort: "id:asc") { documentId title introduction } }' },
    headers: { Authorization: `Bearer ${jwt}` },
  });
  const [lesson] = (await answer.json()).data.lessons;
  const introduction: string = lesson.introduction[0].children[0].text;
  await page.goto(`/admin/content-manager/collection-types/api::lesson.lesson/${lesson.documentId}`);
  await page
    .getByRole('link', { name: 'Open preview' })
    .or(page.getByRole('button', { name: 'Open preview' }))
    .first()
    .click();
  const site = page.frameLocator('iframe').first();
  await expect(site.getByText(introduction)).toBeVisible({ timeout: 30_000 });
  await expect(site.getByText('You need an active subscription to access this content.')).toBeHidden();
});

test('the development editor cannot open the Content-Type Builder, users or roles', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, EDITOR);
  await expect(page.getByRole('link', { name: 'Content-Type Builder' })).toHaveCount(0);
  // No guided tour ("Create your schema", "Deploy to Strapi Cloud") and no Strapi announcements.
  await expect(page.getByText('Discover your application')).toHaveCount(0);
  await expect(page.getByText('Deploy your application to Strapi Cloud')).toHaveCount(0);
  await expect(page.getByText('Introducing the new Media Library')).toHaveCount(0);
  for (const url of [
    '/admin/plugins/content-type-builder',
    '/admin/settings/users',
    '/admin/settings/roles',
    '/admin/content-manager/collection-types/plugin::users-permissions.user',
  ]) {
    await page.goto(url);
    await expect(
      page.getByText('You don\u2019t have the permissions to access that content').or(page.getByText("You don't have the permissions to access that content")),
    ).toBeVisible({
      timeout: 20_000,
    });
  }
});

test('the Lesson, Activity page and Activity slideshow edit views name their fields in plain English, with help text', async ({ page }) => {
  test.setTimeout(120_000);
  // One login for the three views: Strapi allows five admin logins by one address in five minutes.
  await logIn(page, EDITOR);
  for (const { uid, help, addSlide } of [
    { uid: 'api::lesson.lesson', help: 'Hides the “Present lesson” button for this lesson' },
    { uid: 'api::activity-page.activity-page', help: 'The slides shown when a teacher presents this activity full screen in class.' },
    // A slideshow's fields are its slides': add one, so that the slide template's fields show.
    { uid: 'api::activity-slideshow.activity-slideshow', help: 'Notes only the teacher sees, in the presenter view', addSlide: true },
  ]) {
    await page.goto(`/admin/content-manager/collection-types/${uid}/create`);
    const form = page.getByRole('main');
    if (addSlide) {
      await form.getByRole('button', { name: 'Add a component to Slides' }).click();
      await form.getByRole('button', { name: 'Image slide', exact: true }).click();
    }
    await expect(form.getByText(help, { exact: false }).first(), uid).toBeVisible({ timeout: 20_000 });
    const labels = await form.locator('label').allInnerTexts();
    expect(labels.length, uid).toBeGreaterThan(addSlide ? 3 : 5);
    expect(
      labels.filter((label) => label.includes('_')),
      uid,
    ).toEqual([]);
    // Components and dynamic zones label their fields outside <label> elements: nothing on the
    // empty form may read as a code name.
    expect((await form.innerText()).match(/\w*_\w*/g) ?? [], uid).toEqual([]);
  }
});

test('the development administrator can open the Content-Type Builder', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, developmentAdministrator());
  // Administrators also see the teachers' accounts grouped on the home.
  await expect(page.getByText('Accounts', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Subscription', exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Content-Type Builder' }).first().click();
  await expect(page).toHaveURL(/content-type-builder/);
  await expect(page.getByText('You don\u2019t have the permissions to access that content')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lesson', exact: true }).first()).toBeVisible({ timeout: 20_000 });
});

test('the development editor writes a new activity and its slideshow from the lesson, without leaving it', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, EDITOR);
  // A lesson of the demo catalogue no other journey opens: its draft changes here, its published version does not.
  await page.goto('/admin/content-manager/collection-types/api::lesson.lesson?_q=Our%20sound%20story');
  await page.getByText('Our sound story', { exact: true }).first().click();
  const lessonPanel = page.locator('aside').filter({ has: page.getByRole('heading', { name: 'This lesson’s activities' }) });
  const list = lessonPanel.getByRole('list', { name: 'The lesson’s activities in teaching order' });
  await expect(list.getByRole('link', { name: 'Sound spotting goodbye' })).toBeVisible({ timeout: 30_000 });
  // Section headings read as headings, between the activities.
  await expect(list.getByRole('heading', { name: 'Warm up' })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Plenary' })).toBeVisible();
  const before = await list.getByRole('listitem').allInnerTexts();
  expect(before.length).toBeGreaterThan(3);

  // Unsaved changes of the lesson come first.
  const pageHeading = page.getByLabel('Page heading');
  const heading = await pageHeading.inputValue();
  await pageHeading.fill(`${heading} (changed)`);
  await expect(lessonPanel.getByRole('button', { name: 'New activity in this lesson' })).toBeDisabled();
  await expect(lessonPanel.getByText('Save the lesson first: it has changes that are not saved yet.')).toBeVisible();
  await pageHeading.fill(heading);

  const activity = `Echo game ${Date.now()}`;
  await lessonPanel.getByRole('button', { name: 'New activity in this lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'New activity in this lesson' });
  await dialog.getByLabel('Activity name').fill(activity);
  await dialog.getByRole('button', { name: 'Create the activity' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(list.getByRole('link', { name: activity })).toBeVisible({ timeout: 20_000 });
  await expect(lessonPanel.getByText(`“${activity}” is now the last activity of this lesson`)).toBeVisible();
  // Saved: after a reload the lesson has every entry it had, in order, and the new activity last,
  // also in the lesson's own Activities field.
  await page.reload();
  await expect(list.getByRole('link', { name: activity })).toBeVisible({ timeout: 30_000 });
  const after = await list.getByRole('listitem').allInnerTexts();
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.slice(before.length).map((text) => text.split('\n')[0])).toEqual([activity]);
  await expect(page.getByRole('main').getByRole('button', { name: activity, exact: true }).first()).toBeVisible();

  // The new activity's slideshow, from the activity.
  await list.getByRole('link', { name: activity }).click();
  const slideshowPanel = page.locator('aside').filter({ has: page.getByRole('heading', { name: 'This activity’s slideshow' }) });
  await expect(slideshowPanel.getByText('This activity has no slideshow yet')).toBeVisible({ timeout: 30_000 });
  await slideshowPanel.getByRole('button', { name: 'New slideshow for this activity' }).click();
  const slideshowDialog = page.getByRole('dialog', { name: 'New slideshow for this activity' });
  await expect(slideshowDialog.getByLabel('Slideshow name')).toHaveValue(activity);
  await slideshowDialog.getByRole('button', { name: 'Create the slideshow' }).click();
  await expect(slideshowPanel.getByRole('link', { name: activity })).toBeVisible({ timeout: 20_000 });
  await expect(slideshowPanel.getByText('Draft: not on the site yet')).toBeVisible();
  await expect(slideshowPanel.getByRole('button', { name: 'New slideshow for this activity' })).toHaveCount(0);

  // And back to the lesson, which still has its other activities.
  const lessonsPanel = page.locator('aside').filter({ has: page.getByRole('heading', { name: 'Lessons with this activity' }) });
  await lessonsPanel.getByRole('link', { name: 'Our sound story' }).click();
  await expect(list.getByRole('link', { name: activity })).toBeVisible({ timeout: 30_000 });
  expect((await list.getByRole('listitem').allInnerTexts()).slice(0, before.length)).toEqual(before);
});

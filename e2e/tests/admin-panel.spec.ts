import { expect, test, type Page } from '@playwright/test';
import { developmentAdministrator, signInToAdminPanel } from '../helpers/administrator';
import { SLIDE_TEMPLATE_TILES } from '../helpers/slide-templates';
import { signInThroughApi } from '../helpers/session';

// The editors' admin panel is Strapi's own interface, so it is not scanned with axe here: these
// journeys prove it is served on the same origin, that the development editor (the Charity editor
// role) reaches the content types of the product and nothing else, and that fields read in plain
// English (docs/product.md, "Editors' admin panel").

const EDITOR = { email: 'editor@example.com', password: 'EditorDemo1' };

/** With SHOTS_DIR set, a screenshot of what the editor sees, to look at (not compared). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
}

/** The tile of the slide template picker that shows this thumbnail. */
const templateTile = (page: Page, thumbnail: string) =>
  page
    .getByRole('main')
    .getByRole('button')
    .filter({ has: page.locator(`img[src="/admin/${thumbnail}"]`) });

/** The entries the edit view's "…" menus offer (the header's and the side panel's). */
async function moreActionsEntries(page: Page): Promise<string[]> {
  // The header's "More actions" comes before the slides' own (which are the dynamic zone's), then the side panel's.
  const header = page.getByRole('main').getByRole('button', { name: 'More actions', exact: true }).first();
  const panel = page.getByRole('button', { name: 'More document actions' }).first();
  await expect(header).toBeVisible();
  const entries: string[] = [];
  for (const button of [header, panel]) {
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    entries.push(...(await menu.getByRole('menuitem').allInnerTexts()).map((entry) => entry.trim()));
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
  return entries;
}

/** Opens the edit view of a demo slideshow, by name. */
async function openSlideshow(page: Page, title: string) {
  await page.goto(`/admin/content-manager/collection-types/api::activity-slideshow.activity-slideshow?_q=${encodeURIComponent(title)}`);
  await page.getByRole('main').getByText(title, { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('the development editor logs in to /admin and finds the content types', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToAdminPanel(page, EDITOR);
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
  // Teachers' accounts are for administrators only; schools' status (places, invoices, access end) the editors read (issue 40).
  for (const type of ['User', 'Subscription', 'Playlist', 'Custom unit', 'User profile', 'School membership']) {
    await expect(page.getByRole('link', { name: type, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'School member account', exact: true }).first()).toBeVisible();
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

test('the development editor cannot open the Content-Type Builder, users or roles, nor is led to them', async ({ page }) => {
  test.setTimeout(240_000);
  // The editor also has a teacher's login on the site, as the slides a preview shows are teaching content.
  await signInThroughApi(page, 'subscriber@example.com', 'Subscriber1');
  await signInToAdminPanel(page, EDITOR);
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
  // No menu entry leads to such a page: every link of the main menu and of the settings' menu opens.
  const linksOf = async (url: string) => {
    await page.goto(url);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Content Manager' }).first()).toBeVisible({ timeout: 30_000 });
    return page
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname).filter((path) => path.startsWith('/admin')));
  };
  const menuLinks = [...new Set([...(await linksOf('/admin')), ...(await linksOf('/admin/settings'))])];
  expect(menuLinks).toEqual(expect.arrayContaining(['/admin/content-manager']));
  const refused = page.getByText(/You don(’|')t have the permissions/);
  for (const link of menuLinks) {
    await page.goto(link);
    // The page's own heading, or the refusal: whichever comes, the page has been decided.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).or(refused).first(), link).toBeVisible({ timeout: 30_000 });
    await expect(refused, link).toHaveCount(0);
  }
  // Nor does the edit view's "…" menu: it offers neither the model nor the view's configuration.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSlideshow(page, 'Rain makers');
  const entries = await moreActionsEntries(page);
  expect(entries.length).toBeGreaterThan(0);
  expect(entries).not.toContain('Edit the model');
  expect(entries).not.toContain('Configure the view');

  // The slideshow's preview shows the whole 16:9 board, both of lesson mode's bars included, and the presenter view.
  await page
    .getByRole('button', { name: 'Open preview' })
    .or(page.getByRole('link', { name: 'Open preview' }))
    .first()
    .click();
  const preview = page.frameLocator('[data-testid="preview-iframe"]');
  await expect(preview.getByRole('button', { name: 'Board (1920 × 1080)' })).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  const board = preview.frameLocator('iframe[title="The slides as the board shows them"]');
  await expect(board.getByRole('link', { name: 'Exit lesson mode' })).toBeVisible({ timeout: 30_000 });
  await expect(board.locator('.lesson-mode__stage')).toBeVisible();
  // Drawn at board size, every bar inside it; the notice shows once, above the frame, not inside it. Measured until
  // the board is drawn at its size: in the frame's first moments it was measured as 0 high, once even just after
  // being measured at 1080 (the frame drawn again a moment after its first drawing; seen in 3 of about 10 runs).
  const measureBoard = () =>
    board.locator('.lesson-mode').evaluate((mode) => {
      const bottomBar = mode.querySelector('.lesson-mode__screen + *')!.getBoundingClientRect();
      return {
        width: window.innerWidth,
        height: window.innerHeight,
        modeHeight: mode.getBoundingClientRect().height,
        bottomBarBottom: bottomBar.bottom,
        bottomBarHeight: bottomBar.height,
      };
    });
  let inFrame = await measureBoard();
  await expect.poll(async () => (inFrame = await measureBoard()).modeHeight, { timeout: 15_000 }).toBe(1080);
  // The measurement that found it drawn is the one checked.
  expect(inFrame).toMatchObject({ width: 1920, height: 1080, modeHeight: 1080 });
  expect(inFrame.bottomBarHeight).toBeGreaterThan(20);
  expect(inFrame.bottomBarBottom).toBeLessThanOrEqual(1080);
  await expect(board.getByText('Preview: you are seeing drafts')).toHaveCount(0);
  await expect(preview.getByText('Preview: you are seeing drafts')).toBeVisible();
  // Scaled whole into the pane, at 16:9.
  const screen = await preview.locator('.slides-preview__screen').evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { ratio: box.width / box.height, inside: box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight };
  });
  expect(screen.inside).toBe(true);
  expect(screen.ratio).toBeCloseTo(16 / 9, 2);
  await shot(page, 'slideshow-preview-board-1440');
  await preview.getByRole('button', { name: 'Presenter view (1280 × 800)' }).click();
  const presenter = preview.frameLocator('iframe[title="The slides as the presenter view shows them"]');
  await expect(presenter.locator('.lesson-mode--presenter')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'slideshow-preview-presenter-1440');
});

test('the Lesson, Activity page and Activity slideshow edit views name their fields in plain English, with help text', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // One login for the three views: Strapi allows five admin logins by one address in five minutes.
  await signInToAdminPanel(page, EDITOR);
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
      await expectPickerByPicture(page);
      await templateTile(page, 'slide-template-image.svg').click();
      // Yes/no fields read Yes and No.
      const shownInLesson = form.getByText('Show in lesson mode').locator('xpath=ancestor::*[.//input][1]');
      await expect(shownInLesson.getByText('Yes', { exact: true })).toBeVisible();
      await expect(shownInLesson.getByText('No', { exact: true })).toBeVisible();
      await expect(form.getByText(/^(true|false)$/i)).toHaveCount(0);
      await shownInLesson.scrollIntoViewIfNeeded();
      await shot(page, 'image-slide-form-1440');
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

/** The slide template picker shows a drawing, the full name and when to use each template, the free-form one last as the fallback. */
async function expectPickerByPicture(page: Page) {
  const tiles = page
    .getByRole('main')
    .getByRole('button')
    .filter({ has: page.locator('img[src^="/admin/slide-template-"]') });
  await expect(tiles).toHaveCount(SLIDE_TEMPLATE_TILES.length, { timeout: 20_000 });
  // Each picture loads (they load lazily, as Strapi draws them).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[src^="/admin/slide-template-"]')].every((image) => image.complete && image.naturalWidth > 0),
  );
  await shot(page, 'slide-template-picker-1440');
  const shown = await tiles.evaluateAll((buttons) =>
    buttons.map((button) => {
      const image = button.querySelector('img')!;
      const inner = button.firstElementChild!;
      const name = inner.lastElementChild as HTMLElement;
      const box = button.getBoundingClientRect();
      return {
        thumbnail: image.getAttribute('src')!.replace('/admin/', ''),
        // The picture is drawn: loaded, and large enough to read the layout.
        drawn: image.getBoundingClientRect().width >= 120,
        name: name.innerText.trim(),
        nameCut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
        whenToUse: getComputedStyle(inner, '::after').content.replace(/^"|"$/g, ''),
        dashed: getComputedStyle(button).borderStyle,
        top: box.top,
        width: box.width,
      };
    }),
  );
  expect(shown.map(({ thumbnail, name }) => ({ thumbnail, name }))).toEqual(SLIDE_TEMPLATE_TILES);
  for (const tile of shown) {
    expect(tile.drawn, tile.name).toBe(true);
    expect(tile.nameCut, tile.name).toBe(false);
    expect(tile.whenToUse.length, tile.name).toBeGreaterThan(20);
  }
  // The free-form slide: last, below all the others, set apart (full width, dashed) as the fallback.
  const freeForm = shown.at(-1)!;
  expect(freeForm.whenToUse).toMatch(/^Only when no template above fits/);
  expect(freeForm.dashed).toBe('dashed');
  expect(freeForm.top).toBeGreaterThan(Math.max(...shown.slice(0, -1).map((tile) => tile.top)));
  expect(freeForm.width).toBeGreaterThan(Math.max(...shown.slice(0, -1).map((tile) => tile.width)));
  await tiles.last().scrollIntoViewIfNeeded();
  await shot(page, 'slide-template-picker-end-1440');
}

test('the development administrator can open the Content-Type Builder', async ({ page }) => {
  test.setTimeout(150_000);
  await signInToAdminPanel(page, developmentAdministrator());
  // Administrators also see the teachers' accounts grouped on the home.
  await expect(page.getByText('Accounts', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Subscription', exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Content-Type Builder' }).first().click();
  await expect(page).toHaveURL(/content-type-builder/);
  await expect(page.getByText('You don\u2019t have the permissions to access that content')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lesson', exact: true }).first()).toBeVisible({ timeout: 20_000 });
  // An administrator is offered the model and the view's configuration from an edit view.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSlideshow(page, 'Rain makers');
  expect(await moreActionsEntries(page)).toEqual(expect.arrayContaining(['Edit the model', 'Configure the view']));
});

test('the development editor writes a new activity and its slideshow from the lesson, without leaving it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToAdminPanel(page, EDITOR);
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

/**
 * Playlists (docs/product.md, "Playlists"): adding an activity and a recording from their pages (a
 * new playlist, then an existing one), reordering by keyboard drag and by the move buttons,
 * removing, Save across a reload, Cancel, renaming, deleting, a stale save from another tab, and
 * playing through the player. Each test has a teacher of its own, so the demo's playlists never
 * mix.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, waitForPage } from '../helpers/pages';
import { registerTeacher, signInThroughApi } from '../helpers/session';
import { graphqlAs } from '../helpers/catalogue';
import { demoLessons } from '../helpers/lesson-mode';

const CREATE = `mutation ($title: String!, $items: [PlaylistItemInput!]) { createPlaylist(title: $title, items: $items) { documentId version } }`;

async function demoActivities(page: Page) {
  const lessons = await demoLessons(page);
  const lesson = lessons.find((l) => l.playable.length >= 3 && l.playable[0].slides.length >= 2)!;
  return lesson.playable.slice(0, 3).map((activity) => ({ ...activity, path: `${lesson.path}/activity/${activity.id}` }));
}

async function demoRecording(page: Page) {
  const data = await graphqlAs(page, `{ audioPages(pagination: { limit: 5 }) { documentId title audio_excerpts { title audio_file { documentId } } } }`);
  const audioPage = data.audioPages.find((p: any) => p.audio_excerpts.length > 0);
  return {
    path: `/audiolibrary/page/${audioPage.documentId}`,
    title: audioPage.audio_excerpts[0].title as string,
    file: audioPage.audio_excerpts[0].audio_file.documentId as string,
  };
}

async function playlistWith(page: Page, title: string, items: unknown[]) {
  const data = await graphqlAs(page, CREATE, { title, items });
  return data.createPlaylist.documentId as string;
}

const itemTitles = (page: Page) => page.locator('.playlist-items .card__title').allInnerTexts();
const editorLabels = async (page: Page) =>
  (await page.locator('.playlist-edit__label').allInnerTexts()).map((text) => text.replace(/^(Activity|Recording)\s*/, '').trim());

test('adds an activity and a recording from their pages: to a new playlist, then to that one', async ({ page }) => {
  await registerTeacher(page, 'adder');
  await page.goto('/');
  const [activity] = await demoActivities(page);
  const recording = await demoRecording(page);

  await page.goto(activity.path);
  await waitForPage(page);
  await page.getByRole('button', { name: /^Add to playlist/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to playlist' });
  // With no playlist yet, the form for a new one shows by itself.
  const name = dialog.getByLabel('New playlist name');
  await expect(name).toBeVisible();
  await dialog.getByRole('button', { name: 'Create playlist and add' }).click();
  await expect(dialog.getByText('Please give your playlist a name.')).toBeVisible();
  await name.fill('Friday music');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create playlist and add' }).click();
  await expect(dialog.getByRole('status')).toContainText('Added to Friday music.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto(recording.path);
  await waitForPage(page);
  await page.getByRole('button', { name: `Add to playlist: ${recording.title}` }).click();
  const second = page.getByRole('dialog', { name: 'Add to playlist' });
  await expect(second.getByRole('radio', { name: 'Friday music' })).toBeChecked();
  await second.getByRole('button', { name: 'Add to this playlist' }).click();
  await expect(second.getByRole('status')).toContainText('Added to Friday music.');
  await second.getByRole('link', { name: 'View playlist' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Friday music' })).toBeVisible();
  expect(await itemTitles(page)).toEqual([activity.title, recording.title]);
  await expectAccessible(page);

  // The list counts what the playlist holds, on the playlists page and on the home page.
  await page.goto('/playlists');
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Friday music' }) })).toContainText('2 items');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your playlists' }).getByRole('listitem').filter({ hasText: 'Friday music' })).toContainText('2 items');
});

/**
 * A key press, then two animation frames: the drag measures where the item is once per frame, so
 * arrows pressed faster than a busy machine draws would move the item fewer steps than pressed.
 */
async function pressAndSettle(page: Page, key: string) {
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));
}

test('reorders by keyboard drag and by the move buttons, removes, saves across a reload, and Cancel restores', async ({ page }) => {
  await registerTeacher(page, 'editor');
  await page.goto('/');
  const [a, b, c] = await demoActivities(page);
  const id = await playlistWith(
    page,
    'Reorder me',
    [a, b, c].map((x) => ({ type: 'activity', item: x.id, title: x.title, context_path: x.path })),
  );

  await page.goto(`/playlists/${id}`);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Edit playlist contents' }).click();
  expect(await editorLabels(page)).toEqual([a.title, b.title, c.title]);

  // A single click moves an item without dragging.
  await page.getByRole('button', { name: `Move down: ${a.title}` }).click();
  expect(await editorLabels(page)).toEqual([b.title, a.title, c.title]);

  // Keyboard drag: Space picks up, the arrows move in 25 px steps, Space drops.
  await page.getByRole('button', { name: `Drag to reorder: ${c.title}` }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 8; step += 1) await pressAndSettle(page, 'ArrowUp');
  await page.keyboard.press('Space');
  await expect.poll(() => editorLabels(page)).toEqual([c.title, b.title, a.title]);

  // Escape puts a picked-up item back where it was.
  await page.getByRole('button', { name: `Drag to reorder: ${a.title}` }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 8; step += 1) await pressAndSettle(page, 'ArrowUp');
  await page.keyboard.press('Escape');
  await expect.poll(() => editorLabels(page)).toEqual([c.title, b.title, a.title]);
  await expectAccessible(page);

  await page.getByRole('button', { name: `Remove: ${b.title}` }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit playlist contents' })).toBeVisible();
  expect(await itemTitles(page)).toEqual([c.title, a.title]);
  await page.reload();
  await waitForPage(page);
  expect(await itemTitles(page)).toEqual([c.title, a.title]);

  await page.getByRole('button', { name: 'Edit playlist contents' }).click();
  await page.getByRole('button', { name: `Remove: ${c.title}` }).click();
  await page.getByRole('button', { name: `Move up: ${a.title}` }).isDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await itemTitles(page)).toEqual([c.title, a.title]);
});

test('renames from the details dialog, and deletes the playlist', async ({ page }) => {
  await registerTeacher(page, 'renamer');
  await page.goto('/');
  const id = await playlistWith(page, 'Old name', []);
  await page.goto(`/playlists/${id}`);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 2, name: "There's nothing in this playlist yet" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Activity Library' })).toHaveAttribute('href', '/-/-/activity-filter');
  await expect(page.getByRole('link', { name: 'Audio Library' })).toHaveAttribute('href', '/audiolibrary');

  await page.getByRole('button', { name: /^Edit details/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Playlist details' });
  await dialog.getByLabel('Playlist name').fill('New name');
  await dialog.getByLabel('Audience').selectOption({ label: 'Primary' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New name' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New name' })).toBeVisible();
  await expect(page.locator('.playlist-page__header .tag')).toHaveText('Primary');

  await page.getByRole('button', { name: /^Edit details/ }).click();
  await dialog.getByRole('button', { name: 'Delete this playlist' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(/\/playlists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your first playlist' })).toBeVisible();
  await page.goto(`/playlists/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /not found|could not be found|can't find/i })).toBeVisible();
});

test('a save from a tab another tab has changed is refused, and the page offers to reload', async ({ page, context }) => {
  await registerTeacher(page, 'twotabs');
  await page.goto('/');
  const [a, b] = await demoActivities(page);
  const id = await playlistWith(page, 'Two tabs', [{ type: 'activity', item: a.id, title: a.title }]);
  await page.goto(`/playlists/${id}`);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Edit playlist contents' }).click();

  // Another tab adds an item meanwhile.
  const other = await context.newPage();
  await other.goto(b.path);
  await waitForPage(other);
  await other.getByRole('button', { name: /^Add to playlist/ }).click();
  await other.getByRole('dialog', { name: 'Add to playlist' }).getByRole('button', { name: 'Add to this playlist' }).click();
  await expect(other.getByRole('dialog', { name: 'Add to playlist' }).getByRole('status')).toContainText('Added to Two tabs.');

  await page.getByRole('button', { name: `Remove: ${a.title}` }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert')).toContainText('changed in another window or tab');
  await page.getByRole('button', { name: 'Reload the playlist' }).click();
  await expect.poll(() => itemTitles(page)).toEqual([a.title, b.title]);
});

test('plays through the player from Get started to the last item', async ({ page }) => {
  await registerTeacher(page, 'player');
  await page.goto('/');
  const [a] = await demoActivities(page);
  const recording = await demoRecording(page);
  const id = await playlistWith(page, 'Assembly', [
    { type: 'activity', item: a.id, title: a.title },
    { type: 'audio', item: recording.file, title: recording.title },
  ]);
  await page.goto(`/playlists/${id}`);
  await waitForPage(page);
  await page.getByRole('link', { name: 'Start lesson' }).click();
  await expect(page).toHaveURL(new RegExp(`/playlists/${id}/slides$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Assembly' })).toBeVisible();
  const cards = page.locator('.lesson-overview__card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Get started');
  await expect(cards.nth(1)).toContainText('Skip to this activity');
  await expectAccessible(page);

  await cards.nth(0).click();
  const position = page.locator('.lesson-mode__position');
  await expect(position).toHaveText(`Slide 1 of ${a.slides.length}`);
  for (let n = 2; n <= a.slides.length; n += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(`Slide ${n} of ${a.slides.length}`);
  }
  await page.getByRole('link', { name: new RegExp(`^Next ${recording.title}`) }).click();
  await expect(position).toHaveText('Slide 1 of 1');
  await expect(page.locator('main#main h1')).toHaveText(recording.title);
  await expect(page.locator('.audio-player')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Next/ })).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`Slide ${a.slides.length} of ${a.slides.length}`);
  await page.getByRole('link', { name: 'Lesson overview' }).click();
  await expect(page).toHaveURL(new RegExp(`/playlists/${id}/slides$`));
  await page.getByRole('link', { name: 'Exit lesson mode' }).click();
  await expect(page).toHaveURL(new RegExp(`/playlists/${id}$`));
});

test('visitors get the login wrapper and lapsed teachers when their access ended, with Renew, on /playlists', async ({ page }) => {
  await page.goto('/playlists');
  await expect(page.getByRole('heading', { level: 1, name: 'You need to be logged in to access this content.' })).toBeVisible();
  await signInThroughApi(page, 'lapsed@example.com', 'Lapsed1');
  await page.goto('/playlists');
  await expect(page.getByRole('heading', { level: 1, name: /^Your access ended on \d{1,2} [A-Z][a-z]+( \d{4})?\.$/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/subscribe');
});

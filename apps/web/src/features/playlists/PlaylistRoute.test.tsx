/**
 * The playlist page (docs/product.md, "Playlist page" and "Editing contents") as a route at
 * /playlists/{playlistId}: the real page component under the shell's 'root' route, with the loader
 * data a stub loader hands it. Saves go through lib/graphql's `request`, the one module mocked here;
 * the page's own loader runs on it too, for what it hands the page when the CMS answers otherwise.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeletePlaylistDocument, PlaylistDocument, UpdatePlaylistDocument, type PlaylistQuery, type UpdatePlaylistMutation } from '../../graphql/generated';
import { request, RequestError } from '../../lib/graphql';
import { shellFixture } from '../../test/fixtures';
import { NEEDS_SUBSCRIPTION } from '../account/SubscribeDialog';
import { NEEDS_LOGIN, type Gated } from '../teaching-gate/teaching-gate';
import { TeachingError } from '../teaching-gate/TeachingError';
import PlaylistPage, { clientAction as playlistAction, clientLoader as playlistLoader, shouldRevalidate } from './PlaylistRoute';

vi.mock('../../lib/graphql', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/graphql')>()), request: vi.fn() }));
vi.mock('../account/SessionProvider', () => ({
  useSession: () => ({ isLoggedIn: true, canAccessContent: true, session: { token: 'token' }, roleType: 'active_subscriber' }),
}));

// jsdom has <dialog> without its methods; the page opens its details form in one.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

const requestMock = vi.mocked(request);

type Playlist = NonNullable<PlaylistQuery['playlist']>;
type Item = NonNullable<NonNullable<Playlist['playlist_item']>[number]>;

const CLAP_FROM = '/primary/ks2-music/unit/unit-rhythm/lesson/lesson-beat/activity/act-clap';
const SONG_FROM = '/audiolibrary/page/warm-up';

function activityItem(id: string, documentId: string, title: string, { contextPath = null as string | null, slides = 0 } = {}): Item {
  return {
    __typename: 'ComponentPlaylistActivityItem',
    id,
    title: null,
    context_path: contextPath,
    playlist_order: null,
    item: {
      documentId,
      title,
      time: null,
      type: 'Game',
      lesson_summary: null,
      activity_slideshow: slides
        ? { documentId: `${documentId}-slides`, slides: Array.from({ length: slides }, () => ({ __typename: 'ComponentSlideImage', include_in_lesson: true })) }
        : null,
    },
  };
}

const clap = activityItem('i1', 'act-clap', 'Clap the rhythm', { contextPath: CLAP_FROM, slides: 2 });
const drum = activityItem('i2', 'act-drum', 'Drum circle');
const song: Item = {
  __typename: 'ComponentPlaylistAudioItem',
  id: 'i3',
  title: 'Warm-up song',
  context_path: SONG_FROM,
  playlist_order: null,
  item: { documentId: 'file-song', url: '/uploads/song.mp3', name: 'song.mp3', caption: null, mime: 'audio/mpeg' },
};
/** An item whose activity the CMS removed: not shown, and dropped when the playlist is saved. */
const gone: Item = { __typename: 'ComponentPlaylistActivityItem', id: 'i4', title: 'Gone', context_path: null, playlist_order: null, item: null };

function playlistFixture(overrides: Partial<Playlist> = {}): Playlist {
  return {
    documentId: 'playlist-1',
    title: 'Friday music',
    version: 3,
    audience: { documentId: 'aud-primary', title: 'Primary' },
    playlist_item: [clap, gone, drum, null, song],
    ...overrides,
  };
}

const PLAYLIST_PATH = '/playlists/playlist-1';

function showPlaylist(loader: (() => Gated<Playlist>) | typeof playlistLoader) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => shellFixture(),
      HydrateFallback: () => null,
      children: [
        { path: 'playlists', Component: () => <h1>Your Playlists</h1> },
        { path: 'playlists/:playlistId', Component: PlaylistPage, loader, action: playlistAction, shouldRevalidate, ErrorBoundary: TeachingError },
      ],
    },
  ]);
  render(<Stub initialEntries={[PLAYLIST_PATH]} />);
}

function showLoaded(playlist: Playlist) {
  showPlaylist(() => ({ data: playlist }));
}

/** The page loads `before` until a save is sent, then `after`: as the CMS answers once the save is stored. */
function showLoadedThenSaved(before: Playlist, after: Playlist) {
  showPlaylist(() => ({ data: requestMock.mock.calls.some(([document]) => document === UpdatePlaylistDocument) ? after : before }));
}

/** What the CMS answers a save with (the page then loads the playlist again). */
function saveAnswer({ documentId, title, version }: Playlist): UpdatePlaylistMutation {
  return { updatePlaylist: { documentId, title, version } };
}

/** The text of each item the page lists (none when it lists none); each starts with the item's title. */
function listed(): string[] {
  const list = screen.queryByRole('list');
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

/** Matchers for listed(): items with these titles, in this order. */
function titled(...titles: string[]) {
  return titles.map((title) => expect.stringMatching(new RegExp(`^${title}`)));
}

beforeEach(() => {
  document.title = 'A page seen before';
  requestMock.mockReset();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe("the owner's playlist", () => {
  it('shows the title (in the tab too), the audience and the items it still has, in order', async () => {
    showLoaded(playlistFixture());
    const title = await screen.findByRole('heading', { level: 1, name: 'Friday music' });
    expect(within(title.parentElement!).getByText('Primary')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Friday music'));
    expect(listed()).toEqual(titled('Clap the rhythm', 'Drum circle', 'Warm-up song'));
    expect(screen.queryByText('Gone')).toBeNull();
  });

  it('links an activity to where it was added from, else to the activity on its own', async () => {
    showLoaded(playlistFixture());
    expect((await screen.findByRole('link', { name: 'Clap the rhythm' })).getAttribute('href')).toBe(CLAP_FROM);
    expect(screen.getByRole('link', { name: 'Drum circle' }).getAttribute('href')).toBe('/-/-/activity/act-drum');
  });

  it('shows a recording with its player and a link to where it came from', async () => {
    showLoaded(playlistFixture());
    expect(await screen.findByRole('group', { name: 'Audio player: Warm-up song' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play Warm-up song' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Where it came from\s*: Warm-up song$/ }).getAttribute('href')).toBe(SONG_FROM);
  });

  it("offers 'Start lesson' into the playlist's slides and 'Edit playlist contents', and links to the libraries", async () => {
    showLoaded(playlistFixture());
    const actions = within(await screen.findByRole('complementary', { name: 'Playlist actions' }));
    expect(actions.getByRole('link', { name: 'Start lesson' }).getAttribute('href')).toBe('/playlists/playlist-1/slides');
    expect(actions.getByRole('button', { name: 'Edit playlist contents' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activity Library' }).getAttribute('href')).toBe('/-/-/activity-filter');
    expect(screen.getByRole('link', { name: 'Audio Library' }).getAttribute('href')).toBe('/audiolibrary');
  });

  it('says so when nothing in it can be presented in lesson mode', async () => {
    showLoaded(playlistFixture({ playlist_item: [drum] }));
    const actions = within(await screen.findByRole('complementary', { name: 'Playlist actions' }));
    expect(actions.queryByRole('link', { name: 'Start lesson' })).toBeNull();
    expect(actions.getByText('Add an activity with slides, or a recording, to present this playlist in lesson mode.')).toBeTruthy();
  });

  it('says an empty playlist has nothing in it yet, with nothing to edit or present', async () => {
    showLoaded(playlistFixture({ playlist_item: [gone, null] }));
    expect(await screen.findByRole('heading', { level: 2, name: "There's nothing in this playlist yet" })).toBeTruthy();
    expect(screen.getByText(/Add to playlist.* button on any activity or recording/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit playlist contents' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start lesson' })).toBeNull();
    expect(listed()).toEqual([]);
  });
});

describe('editing the contents', () => {
  /** The playlist as saved, one version on. */
  function saved(items: Item[]): Playlist {
    return { ...playlistFixture(), version: 4, playlist_item: items };
  }

  async function startEditing() {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit playlist contents' }));
    return within(screen.getByRole('region', { name: 'Edit playlist contents' }));
  }

  it('removing an item sends the playlist without it (in order, without the missing item), then lists what was saved', async () => {
    const after = saved([clap, song]);
    showLoadedThenSaved(playlistFixture(), after);
    requestMock.mockResolvedValueOnce(saveAnswer(after));
    const editor = await startEditing();
    fireEvent.click(editor.getByRole('button', { name: 'Remove: Drum circle' }));
    fireEvent.click(editor.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Edit playlist contents' })).toBeNull());
    expect(requestMock).toHaveBeenCalledTimes(1);
    expect(requestMock).toHaveBeenCalledWith(UpdatePlaylistDocument, {
      playlist: 'playlist-1',
      version: 3,
      items: [
        { type: 'activity', item: 'act-clap', title: null, context_path: CLAP_FROM, playlist_order: 0 },
        { type: 'audio', item: 'file-song', title: 'Warm-up song', context_path: SONG_FROM, playlist_order: 1 },
      ],
    });
    expect(listed()).toEqual(titled('Clap the rhythm', 'Warm-up song'));
  });

  it("'Move up' sends the new order", async () => {
    showLoaded(playlistFixture());
    requestMock.mockResolvedValueOnce(saveAnswer(saved([clap, song, drum])));
    const editor = await startEditing();
    fireEvent.click(editor.getByRole('button', { name: 'Move up: Warm-up song' }));
    fireEvent.click(editor.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(requestMock).toHaveBeenCalledTimes(1));
    const [, variables] = requestMock.mock.calls[0] as [unknown, { items: Array<{ item: string; playlist_order: number }> }];
    expect(variables.items.map(({ item, playlist_order }) => [item, playlist_order])).toEqual([
      ['act-clap', 0],
      ['file-song', 1],
      ['act-drum', 2],
    ]);
  });

  it("'Cancel' drops the changes without sending anything", async () => {
    showLoaded(playlistFixture());
    const editor = await startEditing();
    fireEvent.click(editor.getByRole('button', { name: 'Remove: Drum circle' }));
    fireEvent.click(editor.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('region', { name: 'Edit playlist contents' })).toBeNull();
    expect(listed()).toEqual(titled('Clap the rhythm', 'Drum circle', 'Warm-up song'));
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('a save refused because another tab changed the playlist says so and offers to reload, keeping the list as it was', async () => {
    showLoaded(playlistFixture());
    requestMock.mockRejectedValueOnce(
      new RequestError('Conflict', 'graphql', 200, undefined, [{ message: 'Stale', extensions: { code: 'STRAPI_PLAYLIST_CONFLICT_ERROR' } }]),
    );
    const editor = await startEditing();
    fireEvent.click(editor.getByRole('button', { name: 'Remove: Drum circle' }));
    fireEvent.click(editor.getByRole('button', { name: 'Save Changes' }));

    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('This playlist was changed in another window or tab since you opened it, so your change was not saved.')).toBeTruthy();
    expect(alert.getByRole('button', { name: 'Reload the playlist' })).toBeTruthy();
    expect(listed()).toEqual(titled('Clap the rhythm', 'Drum circle', 'Warm-up song'));
    expect((screen.getByRole('button', { name: 'Edit playlist contents' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("any other failed save shows the CMS's message and stays in edit mode with the change", async () => {
    showLoaded(playlistFixture());
    requestMock.mockRejectedValueOnce(new RequestError('Bad request', 'graphql', 200, undefined, [{ message: 'An item is not allowed.' }]));
    const editor = await startEditing();
    fireEvent.click(editor.getByRole('button', { name: 'Remove: Drum circle' }));
    fireEvent.click(editor.getByRole('button', { name: 'Save Changes' }));

    expect((await screen.findByRole('alert')).textContent).toBe('An item is not allowed.');
    expect(screen.getByRole('region', { name: 'Edit playlist contents' })).toBeTruthy();
    expect(editor.queryByRole('button', { name: 'Remove: Drum circle' })).toBeNull();
    expect(editor.getByRole('button', { name: 'Remove: Warm-up song' })).toBeTruthy();
  });
});

describe("editing the playlist's details", () => {
  async function openDetails() {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit details of this playlist' }));
    return within(screen.getByRole('dialog', { name: 'Playlist details' }));
  }

  it('renaming sends the new name and audience, and the page shows the new name', async () => {
    const renamed = { ...playlistFixture(), title: 'Year 4 favourites', version: 4 };
    showLoadedThenSaved(playlistFixture({ audience: null }), renamed);
    requestMock.mockResolvedValueOnce(saveAnswer(renamed));
    const details = await openDetails();
    fireEvent.change(details.getByRole('textbox', { name: 'Playlist name' }), { target: { value: '  Year 4 favourites ' } });
    fireEvent.change(details.getByRole('combobox', { name: 'Audience' }), { target: { value: 'aud-primary' } });
    fireEvent.click(details.getByRole('button', { name: 'Done' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Year 4 favourites' })).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith(UpdatePlaylistDocument, {
      playlist: 'playlist-1',
      version: 3,
      title: 'Year 4 favourites',
      audience: 'aud-primary',
    });
    expect(screen.queryByRole('dialog', { name: 'Playlist details' })).toBeNull();
  });

  it('an empty name is refused in the form, and nothing is sent', async () => {
    showLoaded(playlistFixture());
    const details = await openDetails();
    fireEvent.change(details.getByRole('textbox', { name: 'Playlist name' }), { target: { value: '   ' } });
    fireEvent.click(details.getByRole('button', { name: 'Done' }));

    expect(details.getByText('Please give your playlist a name.')).toBeTruthy();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('deleting asks once more, then deletes the playlist and goes to Your Playlists', async () => {
    showLoaded(playlistFixture());
    requestMock.mockResolvedValueOnce({ deletePlaylist: { documentId: 'playlist-1' } });
    const details = await openDetails();
    fireEvent.click(details.getByRole('button', { name: 'Delete this playlist' }));
    expect(requestMock).not.toHaveBeenCalled();
    fireEvent.click(details.getByRole('button', { name: 'Yes, delete it' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Playlists' })).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith(DeletePlaylistDocument, { playlist: 'playlist-1' });
  });
});

describe("what the page's loader hands it", () => {
  function logIn() {
    window.localStorage.setItem('auth', 'token');
  }

  it('a visitor gets the login wrapper, without asking the CMS', async () => {
    showPlaylist(playlistLoader);
    expect(await screen.findByRole('heading', { level: 1, name: NEEDS_LOGIN })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Playlist'));
    expect(requestMock).not.toHaveBeenCalled();
  });

  it("a logged-in teacher gets the playlist the CMS answers for the path's id", async () => {
    logIn();
    requestMock.mockResolvedValueOnce({ playlist: playlistFixture({ playlist_item: [clap] }) } satisfies PlaylistQuery);
    showPlaylist(playlistLoader);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday music' })).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith(PlaylistDocument, { playlist: 'playlist-1' }, expect.anything());
  });

  it('a playlist the CMS does not give (missing, or not theirs) shows the not-found page', async () => {
    logIn();
    requestMock.mockResolvedValueOnce({ playlist: null } satisfies PlaylistQuery);
    showPlaylist(playlistLoader);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lost? That page could not be found.' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Friday music' })).toBeNull();
  });

  it('a teacher the CMS refuses (no subscription) gets the subscription message', async () => {
    logIn();
    requestMock.mockRejectedValueOnce(new RequestError('Forbidden', 'forbidden', 403));
    showPlaylist(playlistLoader);
    expect(await screen.findByRole('heading', { level: 1, name: NEEDS_SUBSCRIPTION })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe now' }).getAttribute('href')).toBe('/subscribe');
  });

  it("any other failure shows the 'wrong note' error with the page's path and the error", async () => {
    logIn();
    requestMock.mockRejectedValueOnce(new RequestError('Server error', 'http', 500, 'Internal Server Error: playlist resolver failed'));
    showPlaylist(playlistLoader);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, this page could not load' })).toBeTruthy();
    expect(screen.getByText(PLAYLIST_PATH)).toBeTruthy();
    expect(screen.getByText('Internal Server Error: playlist resolver failed')).toBeTruthy();
  });
});

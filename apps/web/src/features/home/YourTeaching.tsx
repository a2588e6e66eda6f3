/**
 * The logged-in subscriber's part of the home page (docs/product.md, "Home page"): their playlists,
 * the most recently changed first, each one click from presenting. Read through the playlists
 * page's own loader, so the CMS answers for the token's teacher only.
 */
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import type { clientLoader as playlistsLoader } from '../playlists/PlaylistsRoute';

const SHOWN = 4;

export function YourTeaching() {
  const playlists = useFetcher<typeof playlistsLoader>();
  const { load, data } = playlists;
  useEffect(() => {
    // '?index': the playlists page is the index route of /playlists, whose own route has no loader.
    void load('/playlists?index');
  }, [load]);

  // The CMS decides: a teacher whose access has just ended gets the gate, and then nothing here.
  if (data && !('data' in data)) return null;
  const list = data ? [...data.data].sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt))) : undefined;
  return (
    <section className="home__yours" aria-labelledby="home-yours" aria-busy={list === undefined}>
      <h2 id="home-yours">Your playlists</h2>
      {list === undefined && <p>Loading your playlists...</p>}
      {list?.length === 0 && (
        <p>
          Gather the activities and recordings you use most into a playlist, and present them in one go. <Link to="/playlists">Make your first playlist</Link>
        </p>
      )}
      {list && list.length > 0 && (
        <>
          <ul className="card-grid">
            {list.slice(0, SHOWN).map((playlist) => (
              <li key={playlist.documentId} className="card">
                <Link to={`/playlists/${playlist.documentId}`} className="card__link">
                  <span className="card__title">{playlist.title}</span>
                </Link>
                <p className="activity-card__meta">{itemCount(playlist.playlist_item?.length ?? 0)}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/playlists">All your playlists ({list.length})</Link>
          </p>
        </>
      )}
    </section>
  );
}

const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);

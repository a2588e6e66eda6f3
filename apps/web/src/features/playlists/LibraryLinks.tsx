import { Link } from 'react-router';

/** Where playlist items come from (docs/product.md, "Playlists page"). */
export function LibraryLinks() {
  return (
    <p className="playlist-libraries">
      Find more in the <Link to="/-/-/activity-filter">Activity Library</Link> and the <Link to="/audiolibrary">Audio Library</Link>, and use their &lsquo;Add
      to playlist&rsquo; buttons.
    </p>
  );
}

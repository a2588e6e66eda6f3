import { Link } from 'react-router';

/** Where playlist items come from (spec part 2 'Playlist pages'). */
export function LibraryLinks() {
  return (
    <p className="playlist-libraries">
      Find more in the <Link to="/-/-/activity-filter">Activity Library</Link> and the <Link to="/audiolibrary">Audio Library</Link>, and use their &lsquo;Add
      to playlist&rsquo; buttons.
    </p>
  );
}

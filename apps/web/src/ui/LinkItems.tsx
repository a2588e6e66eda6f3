/** Links to pages of the site as list items, one `<li>` each, for a `<ul>` that lists them with items of its own. */
import { Link } from 'react-router';

export function LinkItems({ links }: { links: ReadonlyArray<readonly [to: string, label: string]> }) {
  return (
    <>
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to}>{label}</Link>
        </li>
      ))}
    </>
  );
}

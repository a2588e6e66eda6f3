/** A card linking to a (merged) audio collection or page, with its count ('N songs', 'N recordings'). */
import { Link } from 'react-router';

export function CountedCard({ to, title, countLabel, blurb }: { to: string; title: string; countLabel: string; blurb?: string | null }) {
  return (
    <li className="card">
      <Link to={to} className="card__link">
        <span className="card__title">{title}</span>
      </Link>
      <p className="activity-card__meta">
        <span className="tag">{countLabel}</span>
      </p>
      {blurb && <p>{blurb}</p>}
    </li>
  );
}

/** Cards linking to activities at {prefix}/{id}, with the time ('Free-flow' when empty), type and any extra details. */
import './catalogue.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActivityCardFragment } from '../../graphql/generated';
import { timeLabel } from '../../lib/activity-page';

export function ActivityCard({ activity, prefix, details }: { activity: ActivityCardFragment; prefix: string; details?: ReactNode }) {
  return (
    <div className="card activity-card">
      <Link to={`${prefix}/${activity.documentId}`} className="card__link">
        <span className="card__title">{activity.title}</span>
      </Link>
      <p className="activity-card__meta">
        <span className="tag">{timeLabel(activity.time)}</span>
        {activity.type && <span className="tag tag--muted">{activity.type}</span>}
        {details}
      </p>
      {activity.lesson_summary && <p>{activity.lesson_summary}</p>}
    </div>
  );
}

export function ActivityCardList<T extends ActivityCardFragment>({
  activities,
  prefix,
  details,
}: {
  activities: ReadonlyArray<T>;
  prefix: string;
  details?: (activity: T) => ReactNode;
}) {
  return (
    <ul className="card-list">
      {activities.map((activity) => (
        <li key={activity.documentId}>
          <ActivityCard activity={activity} prefix={prefix} details={details?.(activity)} />
        </li>
      ))}
    </ul>
  );
}

/** Cards linking to activities at {prefix}/{id}, with the time ('Free-flow' when empty) and type. */
import './catalogue.css';
import { Link } from 'react-router';
import type { ActivityCardFragment } from '../../graphql/generated';
import { timeLabel } from '../../lib/activity-page';

export function ActivityCard({ activity, prefix }: { activity: ActivityCardFragment; prefix: string }) {
  return (
    <div className="card activity-card">
      <Link to={`${prefix}/${activity.documentId}`} className="card__link">
        <span className="card__title">{activity.title}</span>
      </Link>
      <p className="activity-card__meta">
        <span className="tag">{timeLabel(activity.time)}</span>
        {activity.type && <span className="tag tag--muted">{activity.type}</span>}
      </p>
      {activity.lesson_summary && <p>{activity.lesson_summary}</p>}
    </div>
  );
}

export function ActivityCardList({ activities, prefix }: { activities: ReadonlyArray<ActivityCardFragment>; prefix: string }) {
  return (
    <ul className="card-list">
      {activities.map((activity) => (
        <li key={activity.documentId}>
          <ActivityCard activity={activity} prefix={prefix} />
        </li>
      ))}
    </ul>
  );
}

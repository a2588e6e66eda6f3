/**
 * An activity page, at {prefix}/{activity}/{option?}/{delivery?} under a unit, a lesson, a library
 * section or a project (docs/product.md, "Activity pages"): option tabs and delivery tabs chosen by
 * the route (else the first), related activities, 'Start Activity' when it has slides, 'Next' to
 * the lesson's next activity, and learning objectives for the current audience only.
 */
import { Link, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { ActivityLessonDocument, ActivityPageDocument, type ActivityLessonQuery, type ActivityPageQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { loadCustomLesson } from '../lesson-mode/slideshow-data';
import { useDocumentTitle } from '../../lib/document-title';
import { useBreadcrumbLabel } from '../../app/breadcrumb-state';
import { activityPrefix, nextActivityId, objectivesFor, selectByKey, timeLabel } from '../../lib/activity-page';
import { lessonModeSlideCount } from '../../lib/slides';
import { MakeAvailableOffline } from '../offline/MakeAvailableOffline';
import { RichText } from '../../ui/RichText';
import { DocumentList } from '../../ui/DocumentList';
import { MediaList } from '../../ui/MediaList';
import { TeachingPage, gatedData, loadTeaching } from '../teaching-gate/teaching-gate';
import { ActivityCardList } from './ActivityCards';
import { AddToPlaylist } from '../playlists/AddToPlaylist';
import { serverLoader } from '../../server/page-context.server';
import { TeachingError } from '../teaching-gate/TeachingError';
import { CurriculumLabels } from '../curriculum/CurriculumLabels';
import { curriculumOf } from '../curriculum/curriculum-of';
import { SharePage } from '../share/SharePage';
import { activityTeaser } from './activity-teaser';

type Data = ActivityPageQuery & { lesson?: ActivityLessonQuery['lesson'] };
type Activity = NonNullable<Data['activityPage']>;
type Option = NonNullable<Activity['activity_options'][number]>;

export async function clientLoader({ params, request: { signal } }: LoaderFunctionArgs) {
  return loadTeaching(
    async (): Promise<Data> => {
      const activityRead = request(ActivityPageDocument, { activity: params.activity ?? '' }, { signal });
      const lessonRead = params.lesson ? lessonOf(params.customUnit, params.lesson, signal) : undefined;
      lessonRead?.catch(() => undefined); // read alongside; a missing activity is reported first
      const data = await activityRead;
      if (!data.activityPage) throw new NotFoundError(`The activity '${params.activity}'`);
      return { ...data, lesson: (await lessonRead) ?? null };
    },
    // Someone without access gets the selling page of the place the activity is reached from (activity-teaser.ts);
    // a custom unit is its owner's own: the login wrapper.
    params.customUnit ? undefined : () => activityTeaser(params, signal),
    () => curriculumOf(params.activity ?? '', signal),
  );
}

/** The lesson the activity is reached from, for 'Next': in a custom unit, its activities for the unit's strands. */
async function lessonOf(customUnit: string | undefined, lesson: string, signal: AbortSignal): Promise<ActivityLessonQuery['lesson']> {
  if (!customUnit) return (await request(ActivityLessonDocument, { lesson }, { signal })).lesson;
  const { documentId, title, activities } = await loadCustomLesson(customUnit, lesson);
  return { documentId, title, activities };
}

export const loader = serverLoader(clientLoader);
export const ErrorBoundary = TeachingError;
export const handle = {
  crumb: ':activity',
  crumbLabels: (loaded: unknown) => {
    const data = gatedData<Data>(loaded);
    return { activity: data?.activityPage?.title, lesson: data?.lesson?.title };
  },
};

export default function ActivityRoute() {
  return (
    <TeachingPage loaded={useLoaderData<typeof clientLoader>()} title="Activity">
      {(data) => <ActivityView data={data} />}
    </TeachingPage>
  );
}

function Tabs({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <nav aria-label={label} className="tabs">
      <ul>{children}</ul>
    </nav>
  );
}

function TabLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className={current ? 'tabs__tab tabs__tab--current' : 'tabs__tab'} aria-current={current ? 'page' : undefined} preventScrollReset>
        {children}
      </Link>
    </li>
  );
}

function ActivityView({ data }: { data: Data }) {
  const activity = data.activityPage!;
  const params = useParams();
  const { pathname } = useLocation();
  useDocumentTitle(activity.title);
  useBreadcrumbLabel('activity', activity.documentId, activity.title);
  useBreadcrumbLabel('lesson', data.lesson?.documentId, data.lesson?.title);
  const prefix = activityPrefix(pathname, activity.documentId);
  const base = `${prefix}/${activity.documentId}`;
  const options = activity.activity_options.filter((option): option is Option => option != null);
  const option = selectByKey(options, params.option, (o) => o.documentId);
  const slideCount = lessonModeSlideCount(activity.activity_slideshow);
  const next = data.lesson ? nextActivityId(data.lesson.activities ?? [], activity.documentId) : undefined;
  const related = activity.related_activities.filter((a) => a != null);

  return (
    <main id="main" tabIndex={-1} className="page activity-page">
      <header className="activity-page__header">
        <h1>{activity.title}</h1>
        <p className="activity-card__meta">
          <span className="tag">{timeLabel(option?.time || activity.time)}</span>
          {activity.type && <span className="tag tag--muted">{activity.type}</span>}
        </p>
        <CurriculumLabels tags={activity.curriculum} />
        <div className="button-row activity-page__actions">
          {slideCount > 0 && (
            <Link to={`${base}/slides`} className="button">
              Start Activity
            </Link>
          )}
          {next && (
            <Link to={`${prefix}/${next}`} className="button button--outline">
              Next
            </Link>
          )}
          <AddToPlaylist item={{ type: 'activity', item: activity.documentId, title: activity.title, context_path: base }} itemLabel={activity.title} />
        </div>
        {slideCount > 0 && <MakeAvailableOffline kind="activity" title={activity.title} href={base} />}
      </header>
      <RichText content={activity.introduction} />
      {options.length > 1 && (
        <Tabs label="Teaching options">
          {options.map((o) => (
            <TabLink key={o.documentId} to={`${base}/${o.documentId}`} current={o === option}>
              {o.title}
            </TabLink>
          ))}
        </Tabs>
      )}
      {option && (
        <OptionView option={option} base={`${base}/${option.documentId}`} deliveryId={params.delivery} audienceSlug={params.audience} activity={activity} />
      )}
      {!option && <Facts music={activity.music} equipment={activity.equipment} />}
      {!params.customUnit && <SharePage what="activity" target={activity.documentId} title={activity.title} />}
      {related.length > 0 && (
        <section aria-labelledby="related-activities">
          <h2 id="related-activities">Related activities</h2>
          <ActivityCardList activities={related} prefix={prefix} />
        </section>
      )}
    </main>
  );
}

/** What music and equipment the activity needs: the option's own, else the activity's. */
function Facts({ music, equipment }: { music?: string | null; equipment?: string | null }) {
  if (!music && !equipment) return null;
  return (
    <dl className="facts">
      {music && (
        <>
          <dt>Music</dt>
          <dd>{music}</dd>
        </>
      )}
      {equipment && (
        <>
          <dt>Equipment</dt>
          <dd>{equipment}</dd>
        </>
      )}
    </dl>
  );
}

function OptionView({
  option,
  activity,
  base,
  deliveryId,
  audienceSlug,
}: {
  option: Option;
  activity: Activity;
  base: string;
  deliveryId?: string;
  audienceSlug?: string;
}) {
  const deliveries = (option.delivery_options ?? []).filter((d) => d != null);
  const delivery = selectByKey(deliveries, deliveryId, (d) => d!.id);
  const objectives = objectivesFor(option.learning_objectives ?? [], audienceSlug);
  return (
    <section className="activity-option" aria-label={option.title}>
      <h2>{option.title}</h2>
      <RichText content={option.introduction} />
      {deliveries.length > 1 && (
        <Tabs label="Delivery options">
          {deliveries.map((d) => (
            <TabLink key={d!.id} to={`${base}/${d!.id}`} current={d === delivery}>
              {d!.title}
            </TabLink>
          ))}
        </Tabs>
      )}
      {delivery && (
        <div className="delivery-option">
          {deliveries.length <= 1 && <h3>{delivery.title}</h3>}
          {delivery.activity_detail?.title && <h3>{delivery.activity_detail.title}</h3>}
          <RichText content={delivery.activity_detail?.description} />
          <MediaList media={delivery.activity_detail?.media ?? []} />
        </div>
      )}
      <RichText content={option.introduction_pt2} />
      <Facts music={option.music || activity.music} equipment={option.equipment || activity.equipment} />
      {objectives.length > 0 && (
        <section aria-labelledby="learning-objectives">
          <h3 id="learning-objectives">Learning objectives</h3>
          <ul>
            {objectives.map((objective) => (
              <li key={objective.id}>
                <strong>{objective.title}</strong>
                {objective.description && <> – {objective.description}</>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <DocumentList documents={option.documents} />
    </section>
  );
}

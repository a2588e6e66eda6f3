/**
 * What an activity's address shows someone without access (its selling page: teaching-gate.tsx,
 * Teaser), from the public parts of the place it is reached from, never the activity's own content
 * or title (the CMS's tests/first-views.test.ts):
 * - in a unit's lesson: that lesson's teaser without the unit's sample slide (which may be this
 *   very activity's first picture); in a unit: the unit's, likewise;
 * - in a project (/{audience}/project/{slug}/activity/…, or /{audience}/{slug}/activity/…): the
 *   project's title and the first paragraph of its text;
 * - in an activity library (a section, or a programme's or audience's address): the library's title
 *   as its page names it, with the programme's blurb or the audience's words about its activity library;
 * - in a live production: the production's title and blurb.
 * A place that does not exist throws NotFoundError, so the address answers 404 to everyone.
 */
import { ActivityPlaceTeaserDocument, LiveProductionTeaserDocument, type ActivityPlaceTeaserQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { firstParagraph } from '../../lib/rich-text';
import { NotFoundError } from '../../app/StatusViews';
import type { Teaser } from '../teaching-gate/teaching-gate';
import { lessonTeaser, unitTeaser } from './unit-teaser';

type Params = Partial<Record<'audience' | 'programme' | 'unit' | 'lesson' | 'projectpageslug' | 'activitySection' | 'liveproduction', string>>;

/** The words for the site-wide library (/-/-/activity-filter), which has no page of its own to quote. */
export const ALL_ACTIVITIES_SUMMARY = 'Warm-ups, games, listening and composing activities from every programme, ready to drop into any lesson.';

const ACTIVITY_LIBRARY = 'Activity Library';
const given = (value?: string) => (value && value !== '-' ? value : undefined);

/** The teaser of an activity reached from a project, a programme, an audience's library or the whole site. */
export function placeTeaser(params: Params, answer: ActivityPlaceTeaserQuery): Teaser {
  const [audience] = answer.audiences;
  const [programme] = answer.programmes;
  const [project] = answer.projects;
  const projectSlug = params.projectpageslug ?? (params.activitySection ? undefined : given(params.programme));
  if (params.projectpageslug || (projectSlug && project)) {
    if (!project) throw new NotFoundError(`The project '${projectSlug}'`);
    return { title: project.title, summary: firstParagraph(project.main_text) };
  }
  if (given(params.programme)) {
    if (!programme) throw new NotFoundError(`'${params.audience}/${params.programme}'`);
    return { title: `${programme.title}: ${ACTIVITY_LIBRARY}`, summary: programme.blurb };
  }
  if (given(params.audience)) {
    if (!audience) throw new NotFoundError(`The audience '${params.audience}'`);
    return { title: `${audience.title} ${ACTIVITY_LIBRARY}`, summary: audience.activity_library_intro };
  }
  return { title: ACTIVITY_LIBRARY, summary: ALL_ACTIVITIES_SUMMARY };
}

/** The selling page of an activity's address, by the place the route reaches it from. */
export async function activityTeaser(params: Params, signal?: AbortSignal): Promise<Teaser> {
  if (params.unit) {
    const { sample: _sample, ...teaser } = params.lesson ? await lessonTeaser(params.unit, params.lesson, signal) : await unitTeaser(params.unit, signal);
    return teaser;
  }
  if (params.liveproduction) {
    const [production] = (await request(LiveProductionTeaserDocument, { production: params.liveproduction }, { signal })).liveProductions;
    if (!production) throw new NotFoundError(`The production '${params.liveproduction}'`);
    return { title: production.title, summary: production.blurb };
  }
  const slug = params.projectpageslug ?? given(params.programme) ?? '-';
  const answer = await request(ActivityPlaceTeaserDocument, { audience: params.audience ?? '-', slug }, { signal });
  return placeTeaser(params, answer);
}

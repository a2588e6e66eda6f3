/**
 * Custom units (custom schemes): every rule and every read and write (docs/product.md, "Custom
 * units"; docs/custom-units.md). The GraphQL resolvers (src/api/custom-scheme/graphql.ts) check the
 * caller, parse the arguments and call these methods with the owner taken from the token, so no
 * argument can name another teacher's unit. Another teacher's unit answers exactly as a missing one.
 *
 * How a custom unit's lessons are made from the strands a teacher chose: the pure functions below
 * (combinationKey, lessonActivitiesFor, strandChoiceIssues); the service loads the lesson and the
 * strands and hands them over.
 *
 * Combination key: each learning strand has a `combination_key` (for example 'listening'). The
 * key of a set of strands is their keys trimmed, lower-cased, without repeats, sorted (by code
 * point) and joined with '+': {Singing, Listening} -> 'listening+singing'. An editor's
 * `combination_key_configurations[].combination_key` is read the same way, splitting on '+', ','
 * or spaces, so 'Singing + Listening' and 'listening,singing' both match 'listening+singing'.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CUSTOM_UNIT_BUILDER_UID, CUSTOM_UNIT_PLAN_UID, CUSTOM_UNIT_UID, LESSON_UID, PROGRAMME_UID, STRAND_UID } from '../../../content-types';

export function combinationKey(keys: ReadonlyArray<string | null | undefined>): string {
  const parts = keys.map((key) => (key ?? '').trim().toLowerCase()).filter(Boolean);
  return [...new Set(parts)].sort().join('+');
}

/** An editor's written key, in the same form as combinationKey's. */
export function normalisedKey(written: string | null | undefined): string {
  return combinationKey((written ?? '').split(/[+,\s]+/));
}

export interface PlanActivity {
  id: number;
  /** The combination keys of the strands the activity is tagged with. */
  strandKeys?: string[];
}

export interface LessonPlan<A extends PlanActivity> {
  /** The lesson's own activities (dividers left out), in order. */
  activities: A[];
  activities_above: A[];
  activity_pool: A[];
  configurations: Array<{ combination_key: string; activities: A[] }>;
}

/**
 * A lesson's activities for the chosen strands:
 * 1. an editor's configuration whose key matches the chosen strands' key exactly: its activities;
 * 2. otherwise the lesson's 'activities above', then the activities of its pool tagged with at
 *    least one chosen strand, each once, in the editor's order;
 * 3. when that leaves nothing (or no strand was chosen), the lesson's own activities, so a lesson
 *    is never empty.
 */
export function lessonActivitiesFor<A extends PlanActivity>(lesson: LessonPlan<A>, chosenKeys: ReadonlyArray<string>): A[] {
  const key = combinationKey(chosenKeys);
  if (key) {
    const configured = lesson.configurations.find((configuration) => normalisedKey(configuration.combination_key) === key);
    if (configured) return unique(configured.activities);
  }
  const chosen = new Set(key ? key.split('+') : []);
  const pooled = lesson.activity_pool.filter((activity) => (activity.strandKeys ?? []).some((strand) => chosen.has(strand.trim().toLowerCase())));
  if (chosen.size && pooled.length) return unique([...lesson.activities_above, ...pooled]);
  return unique(lesson.activities);
}

function unique<A extends PlanActivity>(activities: A[]): A[] {
  const seen = new Set<number>();
  return activities.filter((activity) => (seen.has(activity.id) ? false : (seen.add(activity.id), true)));
}

export const EMPTY_UNIT_NAME = 'Please give your unit a name.';

/** Problems with a new custom unit's choice of strands, given its builder. */
export function strandChoiceIssues(chosen: ReadonlyArray<string>, offered: ReadonlyArray<string>, required: number): string[] {
  const issues: string[] = [];
  if (new Set(chosen).size !== chosen.length) issues.push('Each strand can be chosen once.');
  if (chosen.some((strand) => !offered.includes(strand))) issues.push('Choose strands from those this programme offers.');
  if (new Set(chosen).size !== required) issues.push(`Choose ${required} strands to create your unit.`);
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Reads and writes. Every method on the owner's units takes the owner id, which the resolvers take
// from the token; another teacher's unit answers exactly as a missing one.

export const UNIT_NOT_FOUND = 'That unit could not be found.';
export const UNITS_NEED_SUBSCRIPTION = 'You need an active subscription to build your own units.';
export const UNIT_NAME_LIMIT = 120;

const PUBLISHED = { publishedAt: { $notNull: true } };
const DEFAULT_REQUIRED_STRANDS = 4;

/** A new unit as the teacher asked for it: documentIds of the audience, programme and strands. */
export interface CustomUnitRequest {
  title: string;
  learning_strands: string[];
  audience: string;
  programme: string;
}

/** Which of the owner's units to list: by audience and programme slug, when given. */
export interface CustomUnitFilter {
  audience?: string | null;
  programme?: string | null;
}

function refuse(messages: string[], field: string): never {
  throw new errors.ValidationError(messages.join(' '), {
    errors: messages.map((message) => ({ path: [field], message })),
  });
}

interface StoredActivity {
  id: number;
  learning_strands?: Array<{ combination_key: string }>;
}
interface StoredLesson {
  activities?: Array<{ section_divider?: boolean | null; activity?: StoredActivity | null }>;
  activities_above?: StoredActivity[];
  activity_pool?: StoredActivity[];
  combination_key_configurations?: Array<{ combination_key: string; activities?: StoredActivity[] }>;
}

const customSchemeService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The caller's unit row (id, documentId, title), or undefined when it is missing or someone else's. */
  async function ownRow(ownerId: number, documentId: string): Promise<{ id: number; documentId: string; title: string } | undefined> {
    const row = await strapi.db.query(CUSTOM_UNIT_UID).findOne({ where: { documentId, owner: { id: ownerId } }, select: ['id', 'documentId', 'title'] });
    return row ?? undefined;
  }

  /** The learning strands the published builder of this programme and audience offers, and how many to choose. */
  async function builderFor(programme: string, audience: string): Promise<{ offered: string[]; required: number } | undefined> {
    const [builder] = await strapi.documents(CUSTOM_UNIT_BUILDER_UID).findMany({
      filters: { programme: { documentId: programme }, audience: { documentId: audience } },
      status: 'published',
      populate: { learning_strands: { fields: ['documentId'] } },
      limit: 1,
    });
    if (!builder) return undefined;
    const { learning_strands, number_required_strands } = builder as { learning_strands?: Array<{ documentId: string }>; number_required_strands?: number };
    return { offered: (learning_strands ?? []).map((strand) => strand.documentId), required: number_required_strands ?? DEFAULT_REQUIRED_STRANDS };
  }

  return {
    /** The owner's units, newest first; optionally of one audience and programme (by slug). */
    async listOwn(ownerId: number, { audience, programme }: CustomUnitFilter = {}) {
      const filters: Record<string, unknown> = { owner: { id: ownerId } };
      if (audience) filters.audience = { slug: audience };
      if (programme) filters.programme = { slug: programme };
      return strapi.documents(CUSTOM_UNIT_UID).findMany({ filters: filters as never, sort: 'createdAt:desc', limit: 200 });
    },

    /** One of the owner's units; null when it is missing or someone else's. */
    async findOwn(ownerId: number, documentId: string) {
      if (!(await ownRow(ownerId, documentId))) return null;
      return strapi.documents(CUSTOM_UNIT_UID).findOne({ documentId });
    },

    /**
     * A new unit of the owner's: a name of 1 to UNIT_NAME_LIMIT characters, a published programme of
     * that audience whose builder offers custom units, and exactly the builder's number of its strands.
     */
    async create(ownerId: number, request: CustomUnitRequest) {
      const title = request.title.trim();
      if (!title) refuse([EMPTY_UNIT_NAME], 'title');
      if (title.length > UNIT_NAME_LIMIT) refuse([`A unit's name can be at most ${UNIT_NAME_LIMIT} characters.`], 'title');
      const programme = await strapi
        .documents(PROGRAMME_UID)
        .findOne({ documentId: request.programme, status: 'published', populate: { audience: { fields: ['documentId'] } } });
      if (!programme || (programme as { audience?: { documentId?: string } }).audience?.documentId !== request.audience) {
        refuse(['That programme does not exist for that audience.'], 'programme');
      }
      const builder = await builderFor(request.programme, request.audience);
      if (!builder) refuse(['This programme does not offer custom units.'], 'programme');
      const issues = strandChoiceIssues(request.learning_strands, builder.offered, builder.required);
      if (issues.length) refuse(issues, 'learning_strands');
      return strapi.documents(CUSTOM_UNIT_UID).create({
        // Relations from a type without drafts name the published versions, or Strapi links both.
        data: {
          title,
          owner: ownerId,
          audience: { connect: [{ documentId: request.audience, status: 'published' }] },
          programme: { connect: [{ documentId: request.programme, status: 'published' }] },
          learning_strands: { connect: request.learning_strands.map((documentId) => ({ documentId, status: 'published' })) },
        } as never,
      });
    },

    /** Deletes the owner's unit, answering what it was; NOT_FOUND for anyone else's. */
    async remove(ownerId: number, documentId: string): Promise<{ documentId: string; title: string }> {
      const row = await ownRow(ownerId, documentId);
      if (!row) throw new errors.NotFoundError(UNIT_NOT_FOUND);
      await strapi.documents(CUSTOM_UNIT_UID).delete({ documentId });
      return { documentId, title: row.title };
    },

    /** A lesson's activities for a custom unit of these published strands (lessonActivitiesFor); none for a missing lesson. */
    async activitiesForStrands(lessonId: number, strands: string[]): Promise<StoredActivity[]> {
      const lesson: StoredLesson | null = await strapi.db.query(LESSON_UID).findOne({
        where: { id: lessonId },
        populate: {
          activities: { populate: { activity: true } },
          activities_above: true,
          activity_pool: { populate: { learning_strands: { select: ['combination_key'] } } },
          combination_key_configurations: { populate: { activities: true } },
        },
      });
      if (!lesson) return [];
      const chosen: Array<{ combination_key: string }> = strands.length
        ? await strapi.db.query(STRAND_UID).findMany({ where: { documentId: { $in: strands }, ...PUBLISHED }, select: ['combination_key'] })
        : [];
      const withKeys = (activity: StoredActivity) => ({
        ...activity,
        strandKeys: (activity.learning_strands ?? []).map((strand) => strand.combination_key),
      });
      return lessonActivitiesFor(
        {
          activities: (lesson.activities ?? []).filter((entry) => !entry.section_divider && entry.activity).map((entry) => entry.activity as StoredActivity),
          activities_above: lesson.activities_above ?? [],
          activity_pool: (lesson.activity_pool ?? []).map(withKeys),
          configurations: (lesson.combination_key_configurations ?? []).map((configuration) => ({
            combination_key: configuration.combination_key,
            activities: configuration.activities ?? [],
          })),
        },
        chosen.map((strand) => strand.combination_key),
      );
    },

    /** Whether a published plan names this programme (the 'Your units of work' link), revealing nothing of the plan. */
    async programmeHasCustomUnits(programmeId: number): Promise<boolean> {
      const plans = await strapi.db.query(CUSTOM_UNIT_PLAN_UID).count({ where: { programme: { id: programmeId }, ...PUBLISHED } });
      return plans > 0;
    },
  };
};

export type CustomSchemeService = ReturnType<typeof customSchemeService>;

export default customSchemeService;

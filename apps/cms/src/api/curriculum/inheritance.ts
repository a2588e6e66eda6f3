/**
 * Which curriculum tags a unit, lesson or activity carries (apps/cms/docs/catalogue.md, "Curriculum tags"):
 * pure functions of the tags read, so the rules can be read (and tested) without a CMS.
 *
 * - A unit carries its own tags.
 * - A lesson carries its own, field by field: an empty field (year groups, areas or dimensions) takes
 *   its unit's.
 * - An activity carries its own, field by field: an empty field takes the union of that field over the
 *   lessons that use it (their tags after inheritance), so an activity used in a Year 1 and a Year 2
 *   lesson is for both.
 * `inherited` says that at least one field was taken from the unit or the lessons.
 */
import { KEY_STAGES } from '../../setup/curriculum-taxonomy';

/** Slugs, in the lists' own order. */
export interface CurriculumTags {
  yearGroups: string[];
  keyStages: string[];
  areas: string[];
  dimensions: string[];
  inherited: boolean;
}

/** A document's own tags, as editors picked them (slugs). */
export interface OwnTags {
  yearGroups: string[];
  areas: string[];
  dimensions: string[];
}

export const TAG_FIELDS = ['yearGroups', 'areas', 'dimensions'] as const;
type TagField = (typeof TAG_FIELDS)[number];

export interface TaggedCatalogue {
  units: ReadonlyArray<{ documentId: string; own: OwnTags }>;
  /** `activities`: the activities that take the lesson's tags (its activity list, extensions, those always first and, for a custom unit plan's lessons, its pool). */
  lessons: ReadonlyArray<{ documentId: string; unit?: string; own: OwnTags; activities: readonly string[] }>;
  activities: ReadonlyArray<{ documentId: string; own: OwnTags }>;
  /** Each list's slugs in order, and each year group's key stage. */
  order: Record<TagField, readonly string[]>;
  keyStageOf: ReadonlyMap<string, string>;
}

export const NO_TAGS: CurriculumTags = Object.freeze({ yearGroups: [], keyStages: [], areas: [], dimensions: [], inherited: false }) as CurriculumTags;

function sortedBy(order: readonly string[], slugs: Iterable<string>): string[] {
  const unique = [...new Set(slugs)];
  const rank = (slug: string) => {
    const at = order.indexOf(slug);
    return at < 0 ? order.length : at;
  };
  return unique.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

function keyStagesOf(yearGroups: readonly string[], keyStageOf: ReadonlyMap<string, string>): string[] {
  return sortedBy(
    KEY_STAGES,
    yearGroups.map((slug) => keyStageOf.get(slug)).filter((stage): stage is string => Boolean(stage)),
  );
}

/** Own tags where given, field by field, else the `from` sets' union. */
function withInheritance(own: OwnTags, from: ReadonlyArray<OwnTags>, catalogue: TaggedCatalogue): CurriculumTags {
  let inherited = false;
  const fields = {} as Record<TagField, string[]>;
  for (const field of TAG_FIELDS) {
    if (own[field].length > 0) {
      fields[field] = sortedBy(catalogue.order[field], own[field]);
    } else {
      fields[field] = sortedBy(
        catalogue.order[field],
        from.flatMap((tags) => tags[field]),
      );
      if (fields[field].length > 0) inherited = true;
    }
  }
  return { ...fields, keyStages: keyStagesOf(fields.yearGroups, catalogue.keyStageOf), inherited };
}

/** The effective tags of every unit, lesson and activity given, by documentId. */
export function effectiveTagsOf(catalogue: TaggedCatalogue): Map<string, CurriculumTags> {
  const result = new Map<string, CurriculumTags>();
  for (const unit of catalogue.units) result.set(unit.documentId, withInheritance(unit.own, [], catalogue));
  const lessonsOfActivity = new Map<string, CurriculumTags[]>();
  for (const lesson of catalogue.lessons) {
    const unit = lesson.unit ? result.get(lesson.unit) : undefined;
    const tags = withInheritance(lesson.own, unit ? [unit] : [], catalogue);
    result.set(lesson.documentId, tags);
    for (const activity of new Set(lesson.activities)) lessonsOfActivity.set(activity, [...(lessonsOfActivity.get(activity) ?? []), tags]);
  }
  for (const activity of catalogue.activities) {
    result.set(activity.documentId, withInheritance(activity.own, lessonsOfActivity.get(activity.documentId) ?? [], catalogue));
  }
  return result;
}

/**
 * Pure rules of the activity and lesson pages
 * (docs/product.md, "Units and lessons" and "Activity pages").
 */

/** Activity times are free text; an empty one reads 'Free-flow'. */
export function timeLabel(time: string | null | undefined): string {
  return time?.trim() || 'Free-flow';
}

/**
 * The path prefix an activity hangs from: '/a/p/unit/u/lesson/l/activity' for
 * '/a/p/unit/u/lesson/l/activity/{activity}/{option}/{delivery}'. Options, related activities and
 * 'Next' link to '{prefix}/{id}'.
 */
export function activityPrefix(pathname: string, activityId: string): string {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const at = segments.lastIndexOf(activityId);
  return at > 0 ? segments.slice(0, at).join('/') : pathname;
}

/** The item named by the route, or else the first (docs/product.md, "Activity pages"). */
export function selectByKey<T>(items: ReadonlyArray<T>, key: string | undefined, keyOf: (item: T) => string): T | undefined {
  return (key ? items.find((item) => keyOf(item) === key) : undefined) ?? items[0];
}

interface LessonEntry {
  section_divider?: boolean | null;
  activity?: { documentId: string } | null;
}

/** The activity after this one in the lesson's list, skipping section dividers (the 'Next' button). */
export function nextActivityId(entries: ReadonlyArray<LessonEntry | null | undefined>, currentId: string): string | undefined {
  const ids = entries.filter((entry) => entry && !entry.section_divider && entry.activity).map((entry) => entry!.activity!.documentId);
  const at = ids.indexOf(currentId);
  return at >= 0 ? ids[at + 1] : undefined;
}

/** Learning objectives show only for the audience of the current page. */
export function objectivesFor<T extends { audience?: { slug: string } | null }>(
  objectives: ReadonlyArray<T | null | undefined>,
  audienceSlug: string | undefined,
): T[] {
  return objectives.filter((objective): objective is T => Boolean(objective && audienceSlug && objective.audience?.slug === audienceSlug));
}

/** 'N slides' or '1 slide'. */
export function slideCountLabel(count: number): string {
  return count === 1 ? '1 slide' : `${count} slides`;
}

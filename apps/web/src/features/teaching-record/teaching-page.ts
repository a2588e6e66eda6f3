/**
 * What /teaching shows, from the record as the CMS answers it: pure functions, tested without a page.
 */
import type { MyTeachingQuery, TaughtEntryFieldsFragment } from '../../graphql/generated';

type Next = MyTeachingQuery['nextForClasses'][number];

/** A lesson's page on the site, from what an entry copied (audience, programme, unit). */
export function entryLessonPath(
  entry: Pick<TaughtEntryFieldsFragment, 'audience' | 'programme' | 'unit' | 'lesson'>,
  lesson = entry.lesson,
  unit = entry.unit,
): string | undefined {
  if (!entry.audience || !entry.programme || !unit) return undefined;
  return `/${entry.audience}/${entry.programme}/unit/${unit}/lesson/${lesson}`;
}

/** "Next for Year 2 Robins: Loud as a lion", and where it is; across a unit's end, the next unit's first lesson. */
export function nextFor(row: Next): { text: string; lesson?: { title: string; path?: string } } | undefined {
  const name = row.teachingClass.name;
  const last = row.lastEntry;
  if (!last) return undefined;
  if (row.nextLesson) {
    const unit = row.nextUnit?.documentId ?? last.unit;
    const path = entryLessonPath(last, row.nextLesson.documentId, unit);
    const prefix = row.nextUnit ? `Unit finished. Next for ${name}, in ${row.nextUnit.title}: ` : `Next for ${name}: `;
    return { text: prefix, lesson: { title: row.nextLesson.title, path } };
  }
  if (row.unitFinished) return { text: `${name} finished ${last.unitTitle ?? 'the unit'}: unit finished.` };
  return undefined;
}

/** Lessons taught per curriculum area (the areas' own order), of the given entries; areas not yet taught give 0. */
export function coverage(entries: ReadonlyArray<Pick<TaughtEntryFieldsFragment, 'curriculumAreas'>>, areas: ReadonlyArray<{ slug: string; title: string }>) {
  const counts = new Map<string, number>();
  for (const entry of entries) for (const area of entry.curriculumAreas) counts.set(area, (counts.get(area) ?? 0) + 1);
  return areas.map((area) => ({ ...area, lessons: counts.get(area.slug) ?? 0 }));
}

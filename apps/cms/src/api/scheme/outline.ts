/**
 * What a unit's public outline and sample are made of (services/scheme.ts): pure functions of the
 * lessons read, so they can be tested without a CMS.
 */
interface Slide {
  __component?: string;
  title?: string | null;
  slide_text?: unknown;
  include_in_lesson?: boolean | null;
  main_image?: { url?: string } | null;
}
export interface SampleLesson {
  activities?: Array<{ section_divider?: boolean | null; activity?: { activity_slideshow?: { slides?: Slide[] | null } | null } | null }> | null;
}

/** The first picture slide of the lessons' slideshows, in teaching order: the unit's sample. */
export function sampleSlideOf(lessons: SampleLesson[]): { title: string | null; slide_text: unknown; main_image: unknown } | null {
  for (const lesson of lessons) {
    for (const entry of lesson.activities ?? []) {
      if (entry.section_divider) continue;
      for (const slide of entry.activity?.activity_slideshow?.slides ?? []) {
        if (slide.__component === 'slide.image' && slide.include_in_lesson !== false && slide.main_image?.url) {
          return { title: slide.title ?? null, slide_text: slide.slide_text ?? null, main_image: slide.main_image };
        }
      }
    }
  }
  return null;
}

interface ActivityEntry {
  section_divider?: boolean | null;
  activity?: { time?: string | null } | null;
}
export interface OutlineLesson {
  documentId: string;
  title: string;
  activities?: ActivityEntry[] | null;
}

/** Minutes in an activity's time as editors write it ('10 minutes', '1 hour', '1 hour 15 minutes', '20 mins'), or undefined. */
export function minutesOf(time: string | null | undefined): number | undefined {
  if (!time) return undefined;
  const hours = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/i.exec(time);
  const minutes = /(\d+)\s*(?:minutes?|mins?|m)\b/i.exec(time);
  if (!hours && !minutes) return undefined;
  return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
}

/** A lesson's outline: its activities (not section headings) counted, the times they give added up, and those without one counted. */
export function outlineOf(lesson: OutlineLesson): { documentId: string; title: string; activities: number; minutes: number | null; untimed: number } {
  const activities = (lesson.activities ?? []).filter((entry) => !entry.section_divider && entry.activity);
  const times = activities.map((entry) => minutesOf(entry.activity?.time));
  const known = times.filter((time): time is number => time !== undefined);
  const minutes = known.length > 0 ? known.reduce((sum, time) => sum + time, 0) : null;
  return { documentId: lesson.documentId, title: lesson.title, activities: activities.length, minutes, untimed: times.length - known.length };
}

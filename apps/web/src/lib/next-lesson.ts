/** The lesson after this one in its unit (the unit's lessons in their order), if any. */
export interface LessonInUnit {
  documentId: string;
  scheme?: { lessons?: ReadonlyArray<{ documentId: string; title: string; page_title?: string | null } | null> | null } | null;
}

export function nextLesson(lesson: LessonInUnit): { documentId: string; title: string } | undefined {
  const lessons = (lesson.scheme?.lessons ?? []).filter((entry) => entry != null);
  const index = lessons.findIndex((entry) => entry.documentId === lesson.documentId);
  const next = index >= 0 ? lessons[index + 1] : undefined;
  return next && { documentId: next.documentId, title: next.page_title || next.title };
}

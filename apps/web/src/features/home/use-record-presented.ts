/**
 * Lesson mode tells the CMS which lesson the teacher is presenting, once per lesson opened, for
 * "Continue where you left off" on their home page. Nothing is sent in an editor's preview, and a
 * failure is only logged: presenting never waits for it.
 */
import { useEffect } from 'react';
import { RecordLessonPresentedDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { previewToken } from '../../lib/preview';

export function useRecordPresented(lesson: string | undefined): void {
  useEffect(() => {
    if (!lesson || previewToken()) return;
    request(RecordLessonPresentedDocument, { lesson }).catch((failure: unknown) => console.warn('Recording the lesson presented failed', failure));
  }, [lesson]);
}

/**
 * Who sees a teacher's record of teaching besides them (apps/cms/docs/teaching-record.md): the owner
 * of the school account they are a member of, while they are one. Pages say so where lessons are
 * marked and on My teaching.
 */
import type { Me } from '../account/account-store';

/** The school account whose owner sees the teacher's record, or undefined (no school, or the teacher owns it). */
export function recordSeenBySchool(access: Pick<NonNullable<Me['access']>, 'school' | 'owns_school_account'> | null | undefined): string | undefined {
  return access?.school && !access.owns_school_account ? access.school : undefined;
}

export function seenBySchoolLine(school: string): string {
  return `You teach through ${school}: its school account's owner (usually your subject leader) sees your classes and the lessons you mark as taught, never your notes.`;
}

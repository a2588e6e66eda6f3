/** A published activity's (unit's, lesson's) curriculum labels by id, public, for a gate to show above its message. */
import { CurriculumOfDocument, type CurriculumLabelsFragment } from '../../graphql/generated';
import { request } from '../../lib/graphql';

/** The labels, or null when they cannot be read: they only decorate a gate, which must show whatever the address holds. */
export async function curriculumOf(documentId: string, signal?: AbortSignal): Promise<CurriculumLabelsFragment | null> {
  try {
    return (await request(CurriculumOfDocument, { documentId }, { signal })).curriculumOf;
  } catch {
    return null;
  }
}

/**
 * What a gated unit or lesson page shows a visitor or a lapsed teacher (teaching-gate.tsx, Teaser):
 * the unit's public parts from the CMS (its title, summary, curriculum labels, outline and sample slide), never its
 * teaching. A unit or lesson that does not exist throws NotFoundError, so it answers 404 to them too.
 */
import { UnitTeaserDocument, type UnitTeaserQuery } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { NotFoundError } from '../../app/StatusViews';
import { lessonFacts } from './LessonOutline';
import type { Teaser } from '../teaching-gate/teaching-gate';

type TeaserUnit = NonNullable<UnitTeaserQuery['scheme']>;

const teaserOf = (scheme: TeaserUnit): Teaser => ({
  title: scheme.title,
  summary: scheme.blurb,
  outline: scheme.outline,
  sample: scheme.sample_slide,
  curriculum: scheme.curriculum,
});

export async function unitTeaser(unit: string, signal?: AbortSignal): Promise<Teaser> {
  const { scheme } = await request(UnitTeaserDocument, { unit }, { signal });
  if (!scheme) throw new NotFoundError(`The unit '${unit}'`);
  return teaserOf(scheme);
}

/** A lesson's teaser: its title, its place in the unit and what it holds, then the unit's outline and sample. */
export async function lessonTeaser(unit: string, lesson: string, signal?: AbortSignal): Promise<Teaser> {
  const { scheme } = await request(UnitTeaserDocument, { unit }, { signal });
  if (!scheme) throw new NotFoundError(`The unit '${unit}'`);
  const teaser = teaserOf(scheme);
  const outline = scheme.outline;
  const index = outline.findIndex((entry) => entry.documentId === lesson);
  if (index < 0) throw new NotFoundError(`The lesson '${lesson}'`);
  const facts = lessonFacts(outline[index]);
  return {
    ...teaser,
    title: outline[index].title,
    summary: `Lesson ${index + 1} of ${teaser.title}${facts ? `: ${facts}` : ''}.`,
    curriculum: outline[index].curriculum,
  };
}

/**
 * A teacher's profile: their details (docs/product.md, "Login state in the browser") and the lessons
 * they presented last ("Continue where you left off", docs/product.md, "Home page"). Every method
 * takes the teacher from the caller's token (../graphql.ts): no argument can name another teacher.
 *
 * - `save` runs the registration rules (validation/registration.ts) and sets user_updated.
 * - The recent lessons are kept on the profile (a private field, never in the profile's own API) so
 *   they follow the teacher from the laptop they plan on to the classroom's computer: the last
 *   RECENT_LIMIT lessons, most recent first, each once; read back as published lessons only.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import { AREAS_OF_INTEREST, MESSAGES, cleanProfile, profileIssues, type ProfileData } from '../../../validation/registration';
import { parseArguments } from '../../../validation/issues';
import { now } from '../../../runtime/clock';
import { LESSON_UID, PROFILE_UID, YEAR_GROUP_UID } from '../../../content-types';

export const UNKNOWN_YEAR_GROUP = 'Please choose year groups from the list';

/** What the welcome screen asks (docs/product.md, "A welcome"): the audiences and the year groups a teacher teaches. */
const teachingInterests = z.object({
  areas_of_interest: z.array(z.enum(AREAS_OF_INTEREST), { error: MESSAGES.areas_of_interest }).min(1, MESSAGES.areas_of_interest).max(AREAS_OF_INTEREST.length),
  year_groups: z.array(z.string().max(60, UNKNOWN_YEAR_GROUP), { error: UNKNOWN_YEAR_GROUP }).max(30, UNKNOWN_YEAR_GROUP),
});
export const RECENT_LIMIT = 6;

interface Presented {
  lesson: string;
  at: string;
}

function presentedList(value: unknown): Presented[] {
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is Presented => typeof entry?.lesson === 'string' && typeof entry?.at === 'string');
}

const userProfileService = ({ strapi }: { strapi: Core.Strapi }) => {
  const profiles = () => strapi.db.query(PROFILE_UID);

  return {
    /** The teacher's profile, or null when they have none. */
    of(userId: number) {
      return profiles().findOne({ where: { user: { id: userId } } });
    },

    /** Saves the teacher's details (created when they have no profile yet); a ValidationError lists every problem at once. */
    async save(userId: number, input: ProfileData) {
      const issues = profileIssues(input);
      if (issues.length) {
        throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
      }
      const data = { ...cleanProfile(input), user_updated: true };
      const existing = await profiles().findOne({ where: { user: { id: userId } }, select: ['id'] });
      return existing ? profiles().update({ where: { id: existing.id }, data }) : profiles().create({ data: { ...data, user: userId } });
    },

    /**
     * Saves what the teacher teaches: their areas of interest (at least one) and their year groups
     * (slugs of api/year-group, any number; unknown ones refused), without touching their other details.
     */
    async saveTeachingInterests(userId: number, input: unknown) {
      const { areas_of_interest: areas, year_groups: years } = parseArguments(teachingInterests, input);
      const known = await strapi.db.query(YEAR_GROUP_UID).findMany({ where: { slug: { $in: years } }, select: ['slug', 'position'] });
      if (known.length !== new Set(years).size) throw new errors.ValidationError(UNKNOWN_YEAR_GROUP);
      const ordered = [...known].sort((a: { position: number }, b: { position: number }) => a.position - b.position).map((year: { slug: string }) => year.slug);
      const profile = await profiles().findOne({ where: { user: { id: userId } }, select: ['id'] });
      if (!profile) throw new errors.NotFoundError('Your profile could not be found.');
      return profiles().update({ where: { id: profile.id }, data: { areas_of_interest: [...new Set(areas)], year_groups: ordered } });
    },

    /** The lessons the teacher presented last, most recent first, published ones only. */
    async recentLessons(userId: number) {
      const profile = await profiles().findOne({ where: { user: { id: userId } }, select: ['recent_lessons'] });
      const presented = presentedList(profile?.recent_lessons);
      if (!presented.length) return [];
      const lessons = await strapi.documents(LESSON_UID as never).findMany({
        filters: { documentId: { $in: presented.map((entry) => entry.lesson) } },
        status: 'published',
      } as never);
      const byId = new Map((lessons as Array<{ documentId: string }>).map((lesson) => [lesson.documentId, lesson]));
      return presented.flatMap((entry) => byId.get(entry.lesson) ?? []);
    },

    /** Puts a published lesson first in the teacher's recent lessons; NotFound for a lesson that is not there. */
    async recordLessonPresented(userId: number, lesson: string): Promise<true> {
      const exists = await strapi.documents(LESSON_UID as never).findOne({ documentId: lesson, status: 'published', fields: ['documentId'] } as never);
      if (!exists) throw new errors.NotFoundError('There is no such lesson.');
      const profile = await profiles().findOne({ where: { user: { id: userId } }, select: ['id', 'recent_lessons'] });
      if (!profile) throw new errors.NotFoundError('Your profile could not be found.');
      const earlier = presentedList(profile.recent_lessons).filter((entry) => entry.lesson !== lesson);
      const recent = [{ lesson, at: now().toISOString() }, ...earlier].slice(0, RECENT_LIMIT);
      await profiles().update({ where: { id: profile.id }, data: { recent_lessons: recent } });
      return true;
    },
  };
};

export type UserProfileService = ReturnType<typeof userProfileService>;

export default userProfileService;

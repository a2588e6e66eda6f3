/**
 * A teacher's profile through GraphQL; the rules are in services/user-profile.ts.
 * - `me.user_profile` answers the caller's profile (UserRoleMembership) and `updateUserProfile`
 *   changes it (UpdateUserProfile), for any logged-in teacher; `updateTeachingInterests` changes only
 *   their areas of interest and year groups (the welcome screen).
 * - `recentLessons` and `recordLessonPresented` ("Continue where you left off") are for active
 *   subscribers only, as reading the lessons themselves needs.
 * The generic userProfile(s) queries and mutations are switched off, so profiles are reachable only
 * this way (and by editors in the admin panel); so are the account types that are editors' and the
 * server's business (subscriptions, school accounts, memberships, reminders sent).
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { z } from 'zod';
import { LOGGED_IN, subscriberId, subscriberResolver, type CallerContext } from '../../graphql/subscriber';
import type { ProfileData } from '../../validation/registration';
import type { Nexus } from '../../graphql/nexus';
import type { UserProfileService } from './services/user-profile';
import { PROFILE_UID } from '../../content-types';

const ACCOUNT_TYPES = [
  'api::subscription.subscription',
  'api::member-account.member-account',
  'api::membership.membership',
  'api::reminder.reminder',
  'api::school-invoice.school-invoice',
  'api::school-account-change.school-account-change',
];
const PROFILE_TEXT_FIELDS = [
  'salutation',
  'first_name',
  'last_name',
  'phone_number',
  'school',
  'role',
  'address_1',
  'address_2',
  'postcode',
  'country',
] as const;

const SUBSCRIBERS_ONLY = {
  loggedOut: 'You need to be logged in to access this content.',
  notSubscribed: 'You need an active subscription to access this content.',
};

const lessonArgument = z.object({ lesson: z.string().min(1).max(100) });

export function registerUserProfile(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(PROFILE_UID).disableQueries();
  extension.shadowCRUD(PROFILE_UID).disableMutations();
  extension.shadowCRUD(PROFILE_UID).field('user').disable();
  for (const uid of ACCOUNT_TYPES) extension.shadowCRUD(uid).disable();
  const profiles = () => strapi.service(PROFILE_UID) as unknown as UserProfileService;
  const loggedInId = (context: CallerContext, message: string) => {
    const userId = context.state?.user?.id;
    if (!userId) throw new errors.ForbiddenError(message);
    return userId;
  };

  extension.use(({ nexus }: { nexus: Nexus }) => ({
    types: [
      nexus.extendType({
        type: 'Mutation',
        definition(t) {
          t.field('updateUserProfile', {
            type: 'UserProfile',
            args: {
              ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, 'String'])),
              areas_of_interest: nexus.list(nexus.nonNull('String')),
            },
          });
          t.nonNull.field('recordLessonPresented', { type: 'Boolean', args: { lesson: nexus.nonNull('ID') } });
          t.field('updateTeachingInterests', {
            type: 'UserProfile',
            args: { areas_of_interest: nexus.nonNull(nexus.list(nexus.nonNull('String'))), year_groups: nexus.nonNull(nexus.list(nexus.nonNull('String'))) },
          });
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t) {
          t.nonNull.list.nonNull.field('recentLessons', { type: 'Lesson' });
        },
      }),
      nexus.extendType({
        type: 'UsersPermissionsMe',
        definition(t) {
          t.field('user_profile', {
            type: 'UserProfile',
            resolve(_parent: unknown, _args: unknown, context: CallerContext) {
              const userId = context.state?.user?.id;
              return userId ? profiles().of(userId) : null;
            },
          });
        },
      }),
    ],
    resolvers: {
      Query: {
        recentLessons(_parent: unknown, _args: unknown, context: CallerContext) {
          return profiles().recentLessons(subscriberId(context, SUBSCRIBERS_ONLY));
        },
      },
      Mutation: {
        updateUserProfile(_parent: unknown, args: ProfileData, context: CallerContext) {
          return profiles().save(loggedInId(context, 'You need to be logged in to change your details.'), args);
        },
        updateTeachingInterests(_parent: unknown, args: unknown, context: CallerContext) {
          return profiles().saveTeachingInterests(loggedInId(context, 'You need to be logged in to change your details.'), args);
        },
        recordLessonPresented: subscriberResolver(SUBSCRIBERS_ONLY, lessonArgument, (userId, { lesson }) => profiles().recordLessonPresented(userId, lesson)),
      },
    },
    resolversConfig: {
      // Any logged-in teacher may change their own profile (the grant every logged-in role has).
      'Mutation.updateUserProfile': LOGGED_IN,
      'Mutation.updateTeachingInterests': LOGGED_IN,
      'Query.recentLessons': LOGGED_IN,
      'Mutation.recordLessonPresented': LOGGED_IN,
      // The `me` query itself requires a logged-in user; its profile needs no separate grant.
      'UsersPermissionsMe.user_profile': { auth: false },
      // Email confirmation is switched off, and its REST action granted to nobody (access/roles.ts);
      // its mutation, which users-permissions opens to anyone (an `auth: false` an extension
      // cannot override), refuses everyone.
      'Mutation.emailConfirmation': {
        middlewares: [
          () => {
            throw new errors.ForbiddenError('Email confirmation is not used.');
          },
        ],
      },
    },
  }));
}

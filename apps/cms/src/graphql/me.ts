/**
 * GraphQL `me` answers the caller's role and profile (UserRoleMembership;
 * docs/product.md, "Login state in the browser"), and `updateUserProfile` changes it
 * (UpdateUserProfile). Both work on the profile linked to the user in the token: there is no
 * argument to name another. The generic userProfile(s) queries and mutations are switched off, so
 * profiles are reachable only this way (and by editors in the admin panel). A save runs the
 * registration rules and sets user_updated.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { cleanProfile, profileIssues, type ProfileData } from '../validation/registration';

const PROFILE_UID = 'api::user-profile.user-profile';

export function registerMeExtension(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(PROFILE_UID).disableQueries();
  extension.shadowCRUD(PROFILE_UID).disableMutations();
  extension.shadowCRUD(PROFILE_UID).field('user').disable();
  // Subscriptions are editors' business (admin panel) and the server's (entitlement): not an API.
  for (const uid of ['api::subscription.subscription', 'api::member-account.member-account', 'api::membership.membership']) {
    extension.shadowCRUD(uid).disable();
  }
  extension.use(({ nexus }: { nexus: any }) => ({
    types: [
      nexus.extendType({
        type: 'Mutation',
        definition(t: any) {
          t.field('updateUserProfile', {
            type: 'UserProfile',
            args: {
              salutation: 'String',
              first_name: 'String',
              last_name: 'String',
              phone_number: 'String',
              school: 'String',
              role: 'String',
              address_1: 'String',
              address_2: 'String',
              postcode: 'String',
              country: 'String',
              areas_of_interest: nexus.list(nexus.nonNull('String')),
            },
          });
        },
      }),
      nexus.extendType({
        type: 'UsersPermissionsMe',
        definition(t: any) {
          t.field('user_profile', {
            type: 'UserProfile',
            async resolve(_parent: unknown, _args: unknown, context: { state?: { user?: { id: number } } }) {
              const userId = context.state?.user?.id;
              if (!userId) return null;
              return strapi.db.query(PROFILE_UID).findOne({ where: { user: { id: userId } } });
            },
          });
        },
      }),
    ],
    resolvers: {
      Mutation: {
        async updateUserProfile(_parent: unknown, args: ProfileData, context: { state?: { user?: { id: number } } }) {
          const userId = context.state?.user?.id;
          if (!userId) throw new errors.ForbiddenError('You need to be logged in to change your details.');
          const issues = profileIssues(args);
          if (issues.length) {
            throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
          }
          const profiles = strapi.db.query(PROFILE_UID);
          const data = { ...cleanProfile(args), user_updated: true };
          const existing = await profiles.findOne({ where: { user: { id: userId } } });
          return existing ? profiles.update({ where: { id: existing.id }, data }) : profiles.create({ data: { ...data, user: userId } });
        },
      },
    },
    resolversConfig: {
      // Any logged-in teacher may change their own profile (the grant every logged-in role has).
      'Mutation.updateUserProfile': { auth: { scope: ['plugin::users-permissions.user.me'] } },
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

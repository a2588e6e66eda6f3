/**
 * GraphQL `me` answers the caller's role and profile (spec part 1 §7, UserRoleMembership). The
 * profile is always the one linked to the user in the token: there is no argument to ask for
 * another. The generic userProfile(s) queries and mutations are switched off, so profiles are
 * reachable only this way (and by editors in the admin panel).
 */
import type { Core } from '@strapi/strapi';

const PROFILE_UID = 'api::user-profile.user-profile';

export function registerMeExtension(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.shadowCRUD(PROFILE_UID).disableQueries();
  extension.shadowCRUD(PROFILE_UID).disableMutations();
  extension.shadowCRUD(PROFILE_UID).field('user').disable();
  // Subscriptions are editors' business (admin panel) and the server's (entitlement): not an API.
  extension.shadowCRUD('api::subscription.subscription').disable();
  extension.use(({ nexus }: { nexus: any }) => ({
    types: [
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
    resolversConfig: {
      // The `me` query itself requires a logged-in user; its profile needs no separate grant.
      'UsersPermissionsMe.user_profile': { auth: false },
    },
  }));
}

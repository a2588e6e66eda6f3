/**
 * The caller's access through GraphQL `me.access` (docs/product.md, "Teaching pages and the login wrapper"): the same
 * summary as GET /api/account/access (accounts/access-summary.ts), read with `me` on every page, so
 * the header's trial countdown, the home page and every gate say what the CMS decided. The caller
 * is the user in the token; `me` is null for a visitor, so there is no argument to name anyone else.
 */
import type { Core } from '@strapi/strapi';
import type { CallerContext } from '../../graphql/subscriber';
import type { Nexus } from '../../graphql/nexus';
import { accessSummary } from '../../accounts/access-summary';

export function registerAccountAccess(strapi: Core.Strapi): void {
  const extension = strapi.plugin('graphql').service('extension');
  extension.use(({ nexus }: { nexus: Nexus }) => ({
    types: [
      nexus.objectType({
        name: 'AccountAccess',
        description: 'How the caller has access now, until when, or when it ended and whom to ask.',
        definition(t) {
          t.nonNull.string('access', { description: "'trial', 'paid', 'school' or 'none'" });
          t.string('ends_at', { description: 'When the access they have ends (ISO)' });
          t.string('ended_at', { description: 'Without access: when their own or their school’s last subscription ended (ISO)' });
          t.string('school', { description: 'The school account they belong to' });
          t.string('school_owner_name', { description: 'Without access through their school: who to ask to renew it' });
          t.string('school_owner_email');
          t.nonNull.boolean('owns_school_account');
        },
      }),
      nexus.extendType({
        type: 'UsersPermissionsMe',
        definition(t) {
          t.field('access', {
            type: 'AccountAccess',
            async resolve(_parent: unknown, _args: unknown, context: CallerContext) {
              const userId = context.state?.user?.id;
              if (!userId) return null;
              const { school_owner: owner, ...summary } = await accessSummary(strapi, userId);
              return { ...summary, school_owner_name: owner?.name ?? null, school_owner_email: owner?.email ?? null };
            },
          });
        },
      }),
    ],
    resolversConfig: {
      // `me` itself needs a logged-in caller; its access needs no grant of its own.
      'UsersPermissionsMe.access': { auth: false },
    },
  }));
}

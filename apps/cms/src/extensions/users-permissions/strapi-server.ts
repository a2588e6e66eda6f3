/**
 * Registration as the product needs it (docs/product.md, "Registration"): the body carries email,
 * username (the email), password, user_profile_data, skip_trial and, from a school invitation's
 * link, invitation (its token). We check everything first (see validation/registration.ts, and that
 * the invitation can still be claimed), let users-permissions create the account, then store the
 * profile, claim the invitation and, unless it joined a school or skip_trial is true, start the free
 * trial. A reset password obeys the same rule. An invited address alone joins nothing: only the
 * link does (api/member-account/services).
 * Forgot-password with the mail relay down (docs/accounts.md) answers 503 and leaves the account's
 * reset code as it was: a code that was never mailed does not stay usable.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { MemberAccountService } from '../../api/member-account/services/member-account';
import { errors } from '@strapi/utils';
import { MESSAGES, isAcceptablePassword, registrationIssues, type ProfileData } from '../../validation/registration';
import { callerRole, syncRole } from '../../accounts/entitlement';
import { authenticatedUser, rolePermissions } from '../../accounts/authentication-reads';
import { setUpNewAccount } from '../../accounts/new-account';
import { parseInvitationToken } from '../../api/member-account/invitation';
import { ISSUED_MS_CLAIM, checkTokenIsCurrent, verifiedOnce } from '../../accounts/token-validity';
import { MailNotSentError, mailRelayKnownDown } from '../../outages/mail-relay';
import { passwordMatches } from '../../accounts/password-check';
import { accountThrottle, throttled } from '../../accounts/account-throttle';
import { noteResetCodeIssued, refuseExpiredResetCode } from '../../accounts/reset-codes';
import { USER_UID } from '../../content-types';

type AuthControllers = Record<string, (ctx: Context) => Promise<unknown>>;

type JwtService = { issue: (payload: Record<string, unknown>, options?: object) => unknown; verify: (token: string) => Promise<Record<string, unknown>> };

type Attributes = Record<string, Record<string, unknown>>;

interface UsersPermissionsPlugin {
  controllers: Record<string, any>;
  services: Record<string, (deps: { strapi: Core.Strapi }) => any>;
  contentTypes: {
    user: { schema: { attributes: Attributes; config: { attributes: Record<string, { hidden?: boolean }> } } };
    role: { schema: { attributes: Attributes } };
  };
}

export default (plugin: UsersPermissionsPlugin) => {
  // When the user's tokens start being valid: set by any password change (accounts/token-validity.ts).
  plugin.contentTypes.user.schema.attributes.tokens_valid_after = {
    type: 'datetime',
    private: true,
    configurable: false,
    pluginOptions: { 'content-manager': { visible: false } },
  };
  // Not in the admin panel's forms, as users-permissions hides its own tokens: cleared by hand, it
  // would make the logins a password reset ended valid again.
  plugin.contentTypes.user.schema.config.attributes.tokens_valid_after = { hidden: true };
  // The teacher's customer in Stripe (api/billing), made at their first checkout and reused after.
  plugin.contentTypes.user.schema.attributes.stripe_customer_id = { type: 'string', private: true, configurable: false };
  roleWithoutItsUsersList(plugin);
  const createJwt = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const jwt = createJwt({ strapi }) as JwtService;
    return {
      ...jwt,
      issue(payload: Record<string, unknown>, options?: object) {
        return jwt.issue.call(this, { ...payload, [ISSUED_MS_CLAIM]: Date.now() }, options);
      },
      async verify(token: string) {
        return checkTokenIsCurrent(strapi, await verifiedOnce(token, (checked) => jwt.verify.call(this, checked)));
      },
    };
  };

  const createUserService = plugin.services.user;
  plugin.services.user = ({ strapi }) => {
    const users = createUserService({ strapi });
    return {
      ...users,
      validatePassword: passwordMatches,
      /**
       * users-permissions reads the caller's user (with the role its grants come from) here, for every
       * request it authenticates, whatever the path or the header's spelling: the role is made to
       * match the teacher's subscriptions first (accounts/entitlement.ts), so an ended trial or a
       * removed school member is answered as logged in without a subscription at once.
       */
      async fetchAuthenticatedUser(id: unknown) {
        const userId = Number(id);
        if (!Number.isInteger(userId)) return users.fetchAuthenticatedUser(id);
        await callerRole(strapi, userId);
        return authenticatedUser(userId, () => users.fetchAuthenticatedUser(id));
      },
    };
  };

  // The strategy reads the caller's role's permissions for every request (accounts/authentication-reads.ts).
  const createPermissionService = plugin.services.permission;
  plugin.services.permission = ({ strapi }) => {
    const permissions = createPermissionService({ strapi });
    return {
      ...permissions,
      findRolePermissions: (roleId: number | string) => rolePermissions(Number(roleId), () => permissions.findRolePermissions(roleId)),
      findPublicPermissions: () => rolePermissions('public', () => permissions.findPublicPermissions()),
    };
  };

  const createRoleService = plugin.services.role;
  plugin.services.role = ({ strapi }) => ({
    ...createRoleService({ strapi }),
    deleteRole: (roleId: number | string, publicRoleId: number | string) => deleteRole(strapi, roleId, publicRoleId),
  });

  const createAuth = plugin.controllers.auth as (deps: { strapi: Core.Strapi }) => AuthControllers;
  plugin.controllers.auth = ({ strapi }: { strapi: Core.Strapi }) => {
    const auth = createAuth({ strapi });
    // One throttle for the REST routes and the GraphQL mutations, which both call these controllers.
    const throttle = accountThrottle({ accountExists: (identifier) => loginAccountExists(strapi, identifier) });
    const controllers: AuthControllers = {
      async register(ctx: Context) {
        const body = (ctx.request.body ?? {}) as Record<string, unknown>;
        const issues = registrationIssues(body);
        if (issues.length) {
          throw new errors.ValidationError(issues.length === 1 ? issues[0].message : `${issues.length} errors occurred`, { errors: issues });
        }
        const { user_profile_data: profile, skip_trial: skipTrial } = body;
        const invitation = body.invitation === undefined ? undefined : parseInvitationToken(body.invitation);
        if (invitation) await memberAccounts(strapi).requireOpenInvitation(invitation);
        const email = String(body.email).toLowerCase();
        ctx.request.body = { email, username: email, password: body.password };
        await auth.register(ctx);
        const user = (ctx.body as { user?: { id?: number } } | undefined)?.user;
        if (!user?.id) return;
        await setUpNewAccount(strapi, { userId: user.id, email, profile: profile as ProfileData, skipTrial: skipTrial === true, invitation });
      },
      async callback(ctx: Context) {
        await auth.callback(ctx);
        const user = (ctx.body as { user?: { id?: number } } | undefined)?.user;
        if (user?.id) await syncRole(strapi, user.id);
      },
      async forgotPassword(ctx: Context) {
        const email = ctx.request.body?.email;
        const account =
          typeof email === 'string'
            ? await strapi.db.query(USER_UID).findOne({ where: { email: email.toLowerCase() }, select: ['id', 'resetPasswordToken'] })
            : null;
        try {
          await auth.forgotPassword(ctx);
        } catch (error) {
          if (error instanceof MailNotSentError && account) {
            await strapi.db.query(USER_UID).update({ where: { id: account.id }, data: { resetPasswordToken: account.resetPasswordToken ?? null } });
          }
          throw error;
        }
        // No email was due (no such account, or a blocked one): answer as a real one would while the relay is down.
        if (mailRelayKnownDown(strapi)) throw new MailNotSentError('the relay failed a moment ago');
      },
      async resetPassword(ctx: Context) {
        const password = ctx.request.body?.password;
        if (!isAcceptablePassword(password)) {
          throw new errors.ValidationError(MESSAGES.password, { errors: [{ path: ['password'], message: MESSAGES.password, name: 'ValidationError' }] });
        }
        await refuseExpiredResetCode(strapi, ctx.request.body?.code);
        return auth.resetPassword(ctx);
      },
    };
    return {
      ...auth,
      callback: (ctx: Context) => throttled(throttle, 'login', ctx, 'identifier', () => controllers.callback(ctx)),
      register: (ctx: Context) => throttled(throttle, 'register', ctx, undefined, () => controllers.register(ctx)),
      forgotPassword: (ctx: Context) =>
        throttled(throttle, 'forgotPassword', ctx, 'email', async () => {
          await controllers.forgotPassword(ctx);
          await noteResetCodeIssued(strapi, ctx.request.body?.email);
        }),
      resetPassword: (ctx: Context) => throttled(throttle, 'resetPassword', ctx, undefined, () => controllers.resetPassword(ctx)),
    };
  };
  return plugin;
};

const memberAccounts = (strapi: Core.Strapi) => strapi.service('api::member-account.member-account') as unknown as MemberAccountService;

/** Whether a login identifier names an account: the lookup users-permissions' login makes (controllers/auth.js, `callback`). */
async function loginAccountExists(strapi: Core.Strapi, identifier: string): Promise<boolean> {
  const where = { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] };
  return Boolean(await strapi.db.query(USER_UID).findOne({ where, select: ['id'] }));
}

/**
 * A user's role is a one-way relation here (users-permissions makes it two-way, with the role's
 * `users` list). Two-way, Strapi keeps the users' order within the role in the link table
 * (up_users_role_lnk.user_ord) and renumbers every link row of the role a user leaves, inside the
 * transaction that changes the user's role: each registration (authenticated, then active_subscriber
 * with the trial) and every role that follows a subscription. On PostgreSQL two of those at once
 * lock the same rows in turn and deadlock (HTTP 500 for eight of twelve registrations sent at once), and
 * each change rewrote as many rows as the role has users. Nothing reads that list: users-permissions
 * hides it from every answer and counts a role's users from the user side. One-way, the link table
 * keeps its name and rows; the start drops the order column; a role change touches only the
 * user's own link. Only deleting a role read the list (below).
 */
function roleWithoutItsUsersList(plugin: UsersPermissionsPlugin): void {
  delete plugin.contentTypes.user.schema.attributes.role.inversedBy;
  delete plugin.contentTypes.role.schema.attributes.users;
}

/**
 * users-permissions' deleteRole (the admin panel's Roles settings), reading the role's users from
 * the user side: its users move to the Public role, as users-permissions moves them, one at a time.
 */
async function deleteRole(strapi: Core.Strapi, roleId: number | string, publicRoleId: number | string): Promise<void> {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const role = await roles.findOne({ where: { id: roleId }, populate: ['permissions'] });
  if (!role) throw new errors.NotFoundError('Role not found');
  const users = await strapi.db.query(USER_UID).findMany({ where: { role: { id: role.id } }, select: ['id'] });
  for (const { id } of users) await strapi.db.query(USER_UID).update({ where: { id }, data: { role: publicRoleId } });
  for (const { id } of role.permissions) await strapi.db.query('plugin::users-permissions.permission').delete({ where: { id } });
  await roles.delete({ where: { id: role.id } });
}

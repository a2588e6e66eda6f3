/**
 * The sign-in routes (routes/sign-in.ts), thin: parse, call the service (services/sign-in.ts), keep
 * the flow in the browser and shape the answer. Between the start and the callback, and from the
 * callback to the site's finishing page (/sign-in/finish), the flow and its outcome travel in
 * cookies signed with the server's keys (APP_KEYS), HttpOnly and SameSite=Lax (the provider's
 * redirect back is a top-level navigation from another site), scoped to /api/sign-in and short-lived.
 * A forged or replayed callback finds no flow of its own and logs nobody in.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { parseArguments } from '../../../validation/issues';
import { siteUrl } from '../../../runtime/environment';
import { accountThrottle, throttled } from '../../../accounts/account-throttle';
import { PROVIDER_LABELS, configuredProviders, providerSettings, type ProviderName } from '../providers';
import { FLOW_MINUTES, refusalMessage, type SignInFlow, type SignInOutcome, type SignInService } from '../services/sign-in';
import { signInInputs } from '../validation';

const FLOW_COOKIE = 'classroom_sign_in';
const OUTCOME_COOKIE = 'classroom_sign_in_outcome';
const FINISH_PAGE = '/sign-in/finish';
const NOTHING_WAITING = 'No sign-in is waiting to be finished here. Please start again with Continue with Google or Continue with Microsoft.';

const service = (strapi: Core.Strapi) => strapi.service('api::sign-in.sign-in') as unknown as SignInService;

function keep(ctx: Context, name: string, value: unknown) {
  ctx.cookies.set(name, Buffer.from(JSON.stringify(value)).toString('base64url'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.request.secure,
    path: '/api/sign-in',
    maxAge: FLOW_MINUTES * 60_000,
    overwrite: true,
  });
}

function read<T>(ctx: Context, name: string): T | undefined {
  const value = ctx.cookies.get(name, { signed: true });
  if (!value) return undefined;
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

const forget = (ctx: Context, name: string) => ctx.cookies.set(name, null, { path: '/api/sign-in', signed: true, overwrite: true });

/** The provider named in the address (/api/sign-in/{provider}/...), if it is configured; otherwise 404. */
function providerOf(ctx: Context): ProviderName {
  const parsed = signInInputs.provider.safeParse(/\/sign-in\/([^/]+)\//.exec(ctx.path)?.[1]);
  if (!parsed.success || !providerSettings(parsed.data)) throw new errors.NotFoundError('No such sign-in');
  return parsed.data;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const throttle = () => accountThrottle({});
  return {
    async providers(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { providers: configuredProviders().map((name) => ({ name, label: PROVIDER_LABELS[name] })) };
    },

    async start(ctx: Context) {
      const provider = providerOf(ctx);
      const options = parseArguments(signInInputs.start, ctx.query);
      try {
        const { url, flow } = await service(strapi).begin(provider, options);
        keep(ctx, FLOW_COOKIE, flow);
        ctx.redirect(url);
      } catch (error) {
        strapi.log.warn(`sign-in: ${provider} could not be reached: ${(error as Error).message}`);
        keep(ctx, OUTCOME_COOKIE, { kind: 'refused', provider, reason: 'provider-error' } satisfies SignInOutcome);
        ctx.redirect(FINISH_PAGE);
      }
    },

    /** The provider's redirect back; throttled per address like logins (a refused answer counts). */
    async callback(ctx: Context) {
      const provider = providerOf(ctx);
      const flow = read<SignInFlow>(ctx, FLOW_COOKIE);
      forget(ctx, FLOW_COOKIE);
      const attempt = { address: ctx.request.ip };
      const points = await throttle().take('signIn', attempt);
      let outcome: SignInOutcome = { kind: 'refused', provider, reason: 'too-many' };
      if (points) {
        let answered: 'done' | 'refused' | 'unanswered' = 'unanswered';
        try {
          outcome = await service(strapi).complete(provider, new URL(ctx.url, siteUrl()), flow);
          answered = outcome.kind === 'refused' && outcome.reason !== 'refused' ? 'refused' : 'done';
        } finally {
          await throttle().settle(attempt, points, answered);
        }
      }
      keep(ctx, OUTCOME_COOKIE, outcome);
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(FINISH_PAGE);
    },

    /** The site's finishing page: the login (once), the link waiting for its password, or why nobody is logged in. */
    async finish(ctx: Context) {
      ctx.set('Cache-Control', 'no-store');
      const outcome = read<SignInOutcome>(ctx, OUTCOME_COOKIE);
      if (!outcome) throw new errors.ValidationError(NOTHING_WAITING);
      if (outcome.kind === 'link') {
        ctx.body = { link: { provider: outcome.provider, label: PROVIDER_LABELS[outcome.provider], email: outcome.email }, from: outcome.from ?? null };
        return;
      }
      forget(ctx, OUTCOME_COOKIE);
      if (outcome.kind === 'refused') throw new errors.ValidationError(refusalMessage(outcome), { reason: outcome.reason });
      ctx.body = { ...(await service(strapi).issueLogin(outcome.userId)), new_account: outcome.newAccount, from: outcome.from ?? null };
    },

    /** The teacher proves the account with its password: the identity is linked and they are logged in. A guess counts as a login's. */
    async link(ctx: Context) {
      const pending = read<SignInOutcome>(ctx, OUTCOME_COOKIE);
      if (pending?.kind !== 'link') throw new errors.ValidationError(NOTHING_WAITING);
      ctx.request.body = { ...(ctx.request.body ?? {}), identifier: pending.email };
      await throttled(throttle(), 'login', ctx, 'identifier', async () => {
        const { password } = parseArguments(signInInputs.link, { password: (ctx.request.body as Record<string, unknown>).password });
        const userId = await service(strapi).proveAndLink(pending, password);
        forget(ctx, OUTCOME_COOKIE);
        ctx.body = { ...(await service(strapi).issueLogin(userId)), from: pending.from ?? null };
      });
    },

    /** The other proof: a one-time link mailed to the account's address. Throttled as a forgotten password (per address and per account). */
    async mailLink(ctx: Context) {
      const pending = read<SignInOutcome>(ctx, OUTCOME_COOKIE);
      if (pending?.kind !== 'link') throw new errors.ValidationError(NOTHING_WAITING);
      ctx.request.body = { email: pending.email };
      await throttled(throttle(), 'forgotPassword', ctx, 'email', async () => {
        await service(strapi).mailLinkCode(pending);
        ctx.body = { ok: true, email: pending.email };
      });
    },

    /** The mailed link opened (the site's /sign-in/confirm): linked and logged in, once. Refused codes are throttled as reset codes are. */
    async confirm(ctx: Context) {
      await throttled(throttle(), 'resetPassword', ctx, undefined, async () => {
        const { code } = parseArguments(signInInputs.confirm, ctx.request.body);
        const userId = await service(strapi).confirmLinkCode(code);
        ctx.body = { ...(await service(strapi).issueLogin(userId)), from: null };
      });
    },

    async waysIn(ctx: Context) {
      ctx.body = await service(strapi).waysIn(ctx.state.user.id);
    },

    async remove(ctx: Context) {
      const { provider } = parseArguments(signInInputs.remove, ctx.request.body);
      ctx.body = await service(strapi).removeSignIn(ctx.state.user.id, provider);
    },
  };
};

/**
 * Signing in with Google and with Microsoft (docs/accounts.md, "Signing in with Google or
 * Microsoft"), by OpenID Connect through openid-client: the authorisation code flow with PKCE,
 * `state` and `nonce`, checked by the library. What the provider's ID token says decides:
 * - an identity (provider, subject) linked to an account opens that account;
 * - otherwise, a verified email that no account has makes a new teacher account, set up exactly as
 *   registration sets one up (accounts/new-account.ts: the trial, or the school seat it was invited
 *   to), linked to the identity; its profile then asks only what the provider did not give;
 * - a verified email that an account has already is linked only once the teacher proves that
 *   account (its password): until then nobody is logged in;
 * - an email the provider has not verified opens nothing, makes nothing and links nothing (whoever
 *   controls a provider account can type any address into it: linking on it would hand them the
 *   account of whoever owns the address).
 * The session issued is the one a password login issues: users-permissions' JWT, for the site to
 * keep as it keeps a login's.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import * as client from 'openid-client';
import { siteUrl } from '../../../runtime/environment';
import { setUpNewAccount } from '../../../accounts/new-account';
import { syncRole } from '../../../accounts/entitlement';
import { isUniqueViolation } from '../../billing/webhook-events';
import type { MemberAccountService } from '../../member-account/services/member-account';
import { PROVIDER_LABELS, providerConfiguration, type ProviderName } from '../providers';
import { findIdentity, forgetIdentity, identitiesOf, keepLinkCode, linkIdentity, noteIdentityEmail, takeLinkCode, unlinkIdentity } from '../identities';
import { USER_UID } from '../../../content-types';

const SCOPE = 'openid email profile';
/** How long a sign-in may take at the provider, and a pending link wait for its password. */
export const FLOW_MINUTES = 10;

/** A sign-in under way, kept in the browser (a signed cookie) from the start route to the callback. */
export interface SignInFlow {
  provider: ProviderName;
  state: string;
  nonce: string;
  verifier: string;
  /** Where the site goes after logging in (a path of the site). */
  from?: string;
  /** A school invitation link's token the teacher came from. */
  invitation?: string;
  expires: number;
}

export type Refusal = 'refused' | 'provider-error' | 'not-checked' | 'unverified' | 'no-email' | 'blocked' | 'too-many' | 'not-configured';

/** What a callback ended in, kept in the browser (a signed cookie) for the site's finishing page. */
export type SignInOutcome =
  | { kind: 'login'; provider: ProviderName; userId: number; newAccount: boolean; from?: string }
  | { kind: 'link'; provider: ProviderName; subject: string; email: string; userId: number; from?: string; expires: number }
  | { kind: 'refused'; provider: ProviderName; reason: Refusal; email?: string; detail?: string };

export const LINK_EXPIRED = 'This sign-in has expired. Please start again.';
export const LINK_CODE_NOT_VALID = 'This link has expired or has been used already. Please sign in again to get a new one.';
/** How long a mailed link works. */
export const LINK_CODE_MINUTES = 30;

const hashCode = (code: string) => crypto.createHash('sha256').update(code).digest('hex');
export const WRONG_PASSWORD = 'That password is not right for this account. Please try again, or reset your password.';
export const LAST_WAY_IN =
  'This is the only way you can log in to your account, so it cannot be removed. Add a password first (Forgotten your password? on the login panel), or link another sign-in.';

/** What the finishing page says when a sign-in logged nobody in. */
export function refusalMessage(outcome: { provider: ProviderName; reason: Refusal; email?: string; detail?: string }): string {
  const name = PROVIDER_LABELS[outcome.provider];
  switch (outcome.reason) {
    case 'refused':
      return `You cancelled signing in with ${name}, or did not allow it to share your name and email address, so you are not logged in.`;
    case 'provider-error':
      return `${name} could not sign you in just now${outcome.detail ? ` (it said: ${outcome.detail})` : ''}, so you are not logged in. Please try again.`;
    case 'not-checked':
      return `We could not check this sign-in (it was started in another browser or tab, took too long, or did not come from ${name}), so you are not logged in. Please start again.`;
    case 'unverified':
      return `${name} has not confirmed that ${outcome.email ?? 'this address'} belongs to you, so we cannot sign you in with it. Log in with your password, or confirm the address with ${name} first.`;
    case 'no-email':
      return `${name} did not tell us your email address, so we cannot sign you in with it. Please log in with your password.`;
    case 'blocked':
      return 'Your account has been blocked by an administrator.';
    case 'too-many':
      return 'Too many attempts. Please wait 15 minutes and try again.';
    case 'not-configured':
      return `Signing in with ${name} is not available.`;
  }
}

export const callbackAddress = (provider: ProviderName) => `${siteUrl()}/api/sign-in/${provider}/callback`;

interface Claims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  xms_edov?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * Whether the provider vouches for the address: Google's `email_verified`; Microsoft Entra's
 * `xms_edov` (the email's domain is verified by the tenant), or `email_verified` where it sends one.
 */
const emailVerified = (claims: Claims) => claims.email_verified === true || claims.email_verified === 'true' || claims.xms_edov === true;

/** The teacher's names from the token: given and family names, or the full name split at its last space. */
function namesOf(claims: Claims): { first_name: string; last_name: string } {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given || family) return { first_name: given ?? '', last_name: family ?? '' };
  const name = text(claims.name) ?? '';
  const space = name.lastIndexOf(' ');
  return space > 0 ? { first_name: name.slice(0, space), last_name: name.slice(space + 1) } : { first_name: name, last_name: '' };
}

const signInService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const usersPermissions = () => strapi.plugin('users-permissions');

  return {
    /** The provider's sign-in address for a new flow, and the flow to keep in the browser until the callback. */
    async begin(provider: ProviderName, { from, invitation }: { from?: string; invitation?: string }) {
      const configuration = await providerConfiguration(provider);
      const flow: SignInFlow = {
        provider,
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        from,
        invitation,
        expires: Date.now() + FLOW_MINUTES * 60_000,
      };
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackAddress(provider),
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    /**
     * The provider's answer at the callback (its address with the query), checked against the flow
     * this browser started: openid-client checks `state`, exchanges the code with the PKCE verifier
     * and checks the ID token (signature, issuer, audience, expiry, `nonce`).
     */
    async complete(provider: ProviderName, callbackUrl: URL, flow: SignInFlow | undefined): Promise<SignInOutcome> {
      if (!flow || flow.provider !== provider || flow.expires < Date.now()) return { kind: 'refused', provider, reason: 'not-checked' };
      let claims: Claims;
      try {
        const tokens = await client.authorizationCodeGrant(await providerConfiguration(provider), callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims() as Claims;
      } catch (error) {
        return { kind: 'refused', provider, ...refusalOf(error) };
      }
      return this.signInWith(provider, claims, flow);
    },

    /** Decides what the provider's verified claims open (see the top of this file). */
    async signInWith(provider: ProviderName, claims: Claims, flow: Pick<SignInFlow, 'from' | 'invitation'>): Promise<SignInOutcome> {
      const { from } = flow;
      const email = text(claims.email)?.toLowerCase();
      const verified = Boolean(email) && emailVerified(claims);
      const linked = await findIdentity(strapi, provider, claims.sub);
      if (linked) {
        const user = await users().findOne({ where: { id: linked.user_id }, select: ['id', 'blocked'] });
        if (user) {
          if (user.blocked) return { kind: 'refused', provider, reason: 'blocked' };
          await noteIdentityEmail(strapi, provider, claims.sub, email ?? null);
          await this.joinSchool(user.id, flow.invitation, verified ? email : undefined);
          return { kind: 'login', provider, userId: user.id, newAccount: false, from };
        }
        await forgetIdentity(strapi, provider, claims.sub);
      }
      if (!email) return { kind: 'refused', provider, reason: 'no-email' };
      if (!verified) return { kind: 'refused', provider, reason: 'unverified', email };
      const existing = await users().findOne({ where: { email }, select: ['id', 'blocked'] });
      if (existing) {
        if (existing.blocked) return { kind: 'refused', provider, reason: 'blocked' };
        return { kind: 'link', provider, subject: claims.sub, email, userId: existing.id, from, expires: Date.now() + FLOW_MINUTES * 60_000 };
      }
      const userId = await this.newAccount(provider, claims.sub, email, claims, flow.invitation);
      return { kind: 'login', provider, userId, newAccount: true, from };
    },

    /** A new teacher account for a verified address, set up as registration sets one up, and linked to the identity. */
    async newAccount(provider: ProviderName, subject: string, email: string, claims: Claims, invitation?: string): Promise<number> {
      const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' }, select: ['id'] });
      // No password: the teacher adds one, if they want one, by resetting it (docs/accounts.md).
      const user = await usersPermissions().service('user').add({ email, username: email, provider: 'local', confirmed: true, blocked: false, role: role?.id });
      await linkIdentity(strapi, { provider, subject, user_id: user.id, email });
      await setUpNewAccount(strapi, { userId: user.id, email, profile: namesOf(claims), invitation, verifiedEmail: true });
      return user.id;
    },

    /** A school seat for a teacher who signs in: the invitation link they came from, or an open invitation to the address the provider verified. */
    async joinSchool(userId: number, invitation: string | undefined, verifiedEmail: string | undefined): Promise<void> {
      const memberAccounts = strapi.service('api::member-account.member-account') as unknown as MemberAccountService;
      try {
        if (invitation) await memberAccounts.claimInvitation(userId, invitation);
        else if (verifiedEmail) await memberAccounts.claimInvitationToAddress(userId, verifiedEmail);
      } catch (error) {
        // A used or expired link, or a teacher in a school already: the sign-in goes on; the join page says why.
        if (!(error instanceof errors.ValidationError)) throw error;
      }
      await syncRole(strapi, userId);
    },

    /**
     * The other proof: a one-time link mailed to the account's address (only its hash is kept; it
     * works once, for LINK_CODE_MINUTES). Whoever opens it holds the mailbox: the identity is linked
     * and they are logged in.
     */
    async mailLinkCode(pending: Extract<SignInOutcome, { kind: 'link' }>): Promise<void> {
      if (pending.expires < Date.now()) throw new errors.ValidationError(LINK_EXPIRED);
      const code = crypto.randomBytes(32).toString('base64url');
      await keepLinkCode(strapi, hashCode(code), {
        provider: pending.provider,
        subject: pending.subject,
        user_id: pending.userId,
        email: pending.email,
        expires_at: new Date(Date.now() + LINK_CODE_MINUTES * 60_000),
      });
      const name = PROVIDER_LABELS[pending.provider];
      const link = `${siteUrl()}/sign-in/confirm?code=${code}`;
      const how = `Someone (we hope you) signed in to Orchestra Classroom with ${name} as ${pending.email}. Open the link to link ${name} to your account and log in; after that, Continue with ${name} logs you straight in. The link works once, for ${LINK_CODE_MINUTES} minutes. If it was not you, ignore this email: nothing changes.`;
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to: pending.email,
          subject: `Link ${name} to your Orchestra Classroom account`,
          text: `${how}\n\nLink ${name}: ${link}`,
          html: `<p>${how.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)}</p><p><a href="${link}">Link ${name} and log in</a></p>`,
        });
    },

    /** A mailed link opened: links its identity to its account, once; answers the account. */
    async confirmLinkCode(code: string): Promise<number> {
      const link = await takeLinkCode(strapi, hashCode(code));
      if (!link) throw new errors.ValidationError(LINK_CODE_NOT_VALID);
      const user = await users().findOne({ where: { id: link.user_id, email: link.email }, select: ['id', 'blocked'] });
      if (!user || user.blocked) throw new errors.ValidationError(LINK_CODE_NOT_VALID);
      await this.linkTo(user.id, link.provider, link.subject, link.email);
      return user.id;
    },

    /** Links the identity to the account (a second link of it to the same account is already done; to another, refused). */
    async linkTo(userId: number, provider: ProviderName, subject: string, email: string): Promise<void> {
      try {
        await linkIdentity(strapi, { provider, subject, user_id: userId, email });
      } catch (error) {
        if (!isUniqueViolation(error) || (await findIdentity(strapi, provider, subject))?.user_id !== userId) throw error;
      }
      await this.joinSchool(userId, undefined, email);
    },

    /** Links the identity once the teacher has proved the account with its password; answers the account. */
    async proveAndLink(pending: Extract<SignInOutcome, { kind: 'link' }>, password: unknown): Promise<number> {
      if (pending.expires < Date.now()) throw new errors.ValidationError(LINK_EXPIRED);
      const user = await users().findOne({ where: { id: pending.userId, email: pending.email }, select: ['id', 'password', 'blocked'] });
      if (!user || user.blocked) throw new errors.ValidationError(LINK_EXPIRED);
      const valid = typeof password === 'string' && user.password && (await usersPermissions().service('user').validatePassword(password, user.password));
      if (!valid) throw new errors.ValidationError(WRONG_PASSWORD);
      await this.linkTo(user.id, pending.provider, pending.subject, pending.email);
      return user.id;
    },

    /** The login a password login answers: users-permissions' JWT and the account's public fields. */
    async issueLogin(userId: number) {
      const user = await users().findOne({ where: { id: userId }, select: ['id', 'documentId', 'username', 'email'] });
      const jwt = usersPermissions().service('jwt').issue({ id: userId });
      return { jwt, user: { id: user.id, documentId: user.documentId, username: user.username, email: user.email } };
    },

    /** The token's teacher's ways in: whether the account has a password, and its linked identities. */
    async waysIn(userId: number) {
      const [user, identities] = await Promise.all([users().findOne({ where: { id: userId }, select: ['password'] }), identitiesOf(strapi, userId)]);
      return {
        password: Boolean(user?.password),
        sign_ins: identities.map((identity) => ({
          provider: identity.provider,
          label: PROVIDER_LABELS[identity.provider],
          email: identity.email,
          linked_at: new Date(identity.linked_at).toISOString(),
        })),
      };
    },

    /** Unlinks one of the token's teacher's identities, unless it is their last way in. */
    async removeSignIn(userId: number, provider: ProviderName) {
      const ways = await this.waysIn(userId);
      if (!ways.sign_ins.some((signIn) => signIn.provider === provider))
        throw new errors.NotFoundError(`No ${PROVIDER_LABELS[provider]} sign-in is linked to your account.`);
      if (!ways.password && ways.sign_ins.length === 1) throw new errors.ValidationError(LAST_WAY_IN);
      await unlinkIdentity(strapi, userId, provider);
      return this.waysIn(userId);
    },
  };
};

/** Why openid-client refused the provider's answer: the provider's own error (a refusal, or its fault), or a check that failed. */
function refusalOf(error: unknown): { reason: Refusal; detail?: string } {
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied' ? { reason: 'refused' } : { reason: 'provider-error', detail: error.error_description ?? error.error };
  }
  if (error instanceof client.ResponseBodyError) return { reason: 'provider-error', detail: error.error_description ?? error.error };
  // A state, nonce, issuer, audience or signature that does not match, or a provider that cannot be reached.
  return { reason: 'not-checked' };
}

export type SignInService = ReturnType<typeof signInService>;
export default signInService;

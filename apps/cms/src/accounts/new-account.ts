/**
 * What every new teacher account gets, whichever way it was made (registration with a password, or a
 * first sign-in with Google or Microsoft: api/sign-in): its profile, the school seat it was invited
 * to, and unless it joined a school (or registration sent skip_trial) the free trial, once per
 * mailbox; then its role. One function, so both ways give exactly the same.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { MemberAccountService } from '../api/member-account/services/member-account';
import { cleanProfile, type ProfileData } from '../validation/registration';
import { startTrial, syncRole } from './entitlement';

export interface NewAccount {
  userId: number;
  email: string;
  profile: ProfileData;
  skipTrial?: boolean;
  /** A school invitation link's token the teacher came with. */
  invitation?: string;
  /** The provider vouched for this address (a verified email): a pending invitation to it is claimed without the link. */
  verifiedEmail?: boolean;
}

const memberAccounts = (strapi: Core.Strapi) => strapi.service('api::member-account.member-account') as unknown as MemberAccountService;

/** Sets up a new account; answers whether it joined a school. */
export async function setUpNewAccount(strapi: Core.Strapi, account: NewAccount): Promise<{ joined: boolean }> {
  const { userId, email } = account;
  await strapi.db.query('api::user-profile.user-profile').create({ data: { ...cleanProfile(account.profile), user: userId, user_updated: false } });
  const joined = account.invitation
    ? await joinedThrough(() => memberAccounts(strapi).claimInvitation(userId, account.invitation!))
    : account.verifiedEmail
      ? await joinedThrough(() => memberAccounts(strapi).claimInvitationToAddress(userId, email))
      : false;
  if (!joined && account.skipTrial !== true) await startTrial(strapi, userId, email);
  await syncRole(strapi, userId);
  return { joined };
}

/**
 * Claims a seat for the account just made. The link was open a moment ago; if another claim took it
 * since (the same link used twice at once), the account stays, as any registration's.
 */
export async function joinedThrough(claim: () => Promise<unknown>): Promise<boolean> {
  try {
    return Boolean(await claim());
  } catch (error) {
    if (error instanceof errors.ValidationError) return false;
    throw error;
  }
}

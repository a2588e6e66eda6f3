/**
 * So that a school's owner cannot mail-bomb an address (docs/accounts.md, "Inviting a staff room"):
 * one school sends one address at most EMAILS_PER_ADDRESS_PER_DAY invitation emails in 24 hours,
 * whether as a first invitation, a resend, or an invitation again after withdrawing one (which would
 * otherwise start afresh). A resend also waits RESEND_GAP_MINUTES after the last email (the service
 * reads that from the invitation itself). Counts are kept like the login throttles'
 * (accounts/account-throttle.ts): in memory, or in Redis with REDIS_URL so instances add up.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { setting } from '../../runtime/environment';
import { sharedRedis } from '../../runtime/shared-state';

export const EMAILS_PER_ADDRESS_PER_DAY = 3;
export const RESEND_GAP_MINUTES = 10;
const DAY_SECONDS = 24 * 3600;

let limiter: RateLimiterAbstract | undefined;

function limiterOf(): RateLimiterAbstract {
  if (limiter) return limiter;
  const counts = { keyPrefix: 'invitation-emails', points: EMAILS_PER_ADDRESS_PER_DAY, duration: DAY_SECONDS };
  const redis = sharedRedis();
  limiter = redis
    ? new RateLimiterRedis({
        ...counts,
        keyPrefix: `${setting('REDIS_KEY_PREFIX')}throttle:invitation-emails`,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(counts),
      })
    : new RateLimiterMemory(counts);
  return limiter;
}

const keyOf = (accountId: number, email: string) => `${accountId}|${email}`;

/** Takes one email from the address's allowance: false when it is spent (nothing is taken then). */
export async function takeInvitationEmail(accountId: number, email: string): Promise<boolean> {
  try {
    await limiterOf().consume(keyOf(accountId, email));
    return true;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    await limiterOf().reward(keyOf(accountId, email)); // a refused consume still counted: give it back
    return false;
  }
}

/** Gives an email back when it was not sent after all (the mail relay turned it away at once). */
export async function giveBackInvitationEmail(accountId: number, email: string): Promise<void> {
  await limiterOf().reward(keyOf(accountId, email));
}

export const TOO_MANY_EMAILS = (email: string) =>
  `${email} has been sent ${EMAILS_PER_ADDRESS_PER_DAY} invitation emails from your school in the last 24 hours. Please try again tomorrow.`;

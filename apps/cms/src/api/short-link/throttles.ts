/**
 * The two limits of short links (docs/short-links.md, "Guessing"): a teacher makes at most
 * CODES_PER_TEACHER_PER_HOUR new codes an hour (showing the QR code of a page already coded takes
 * nothing), and one address may open at most MISSES_PER_ADDRESS_PER_QUARTER codes that lead
 * nowhere in 15 minutes; past that every code it opens is refused, so guessing is slow. Counted like
 * the login throttles (accounts/account-throttle.ts): in this process's memory, or in Redis with
 * REDIS_URL so that instances add up.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { setting } from '../../runtime/environment';
import { sharedRedis } from '../../runtime/shared-state';

export const CODES_PER_TEACHER_PER_HOUR = 60;
export const MISSES_PER_ADDRESS_PER_QUARTER = 50;

export const TOO_MANY_CODES = `You have made ${CODES_PER_TEACHER_PER_HOUR} short links in the last hour. Please use the full link for now.`;
export const TOO_MANY_MISSES = 'Too many short links that lead nowhere were opened from this address. Please wait 15 minutes, or type the full address.';

const limiters = new Map<string, RateLimiterAbstract>();

/** Made at first use: the start connects to Redis after the modules are loaded. */
function limiterOf(name: string, points: number, duration: number): RateLimiterAbstract {
  let limiter = limiters.get(name);
  if (limiter) return limiter;
  const counts = { keyPrefix: name, points, duration };
  const redis = sharedRedis();
  limiter = redis
    ? new RateLimiterRedis({
        ...counts,
        keyPrefix: `${setting('REDIS_KEY_PREFIX')}throttle:${name}`,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(counts),
      })
    : new RateLimiterMemory(counts);
  limiters.set(name, limiter);
  return limiter;
}

const codesMade = () => limiterOf('short-link-codes', CODES_PER_TEACHER_PER_HOUR, 3600);
const misses = () => limiterOf('short-link-misses', MISSES_PER_ADDRESS_PER_QUARTER, 15 * 60);

/** Takes a point: false when the allowance is spent (and then nothing is kept). */
async function take(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    await limiter.reward(key); // a refused consume still counted: give it back
    return false;
  }
}

/** One new code from the teacher's hourly allowance: false when it is spent. */
export const takeNewCode = (teacherId: number) => take(codesMade(), String(teacherId));

/** Gives back a point taken for a code that was not made after all. */
export const giveBackNewCode = (teacherId: number) => codesMade().reward(String(teacherId));

/** Takes a point for a code opened from this address, before it is looked up: false when the address has missed too often. */
export const takeOpening = (address: string) => take(misses(), address);

/** The code led somewhere: its point is given back (only codes that lead nowhere count). */
export const giveBackOpening = (address: string) => misses().reward(address);

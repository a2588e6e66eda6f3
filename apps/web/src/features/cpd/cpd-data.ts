/** Loading the CPD pages: the public page, then its parts for logged-in teachers and for active subscribers. */
import { RequestError } from '../../lib/graphql';

/** A part of a page for active subscribers: its data, or what the caller needs first (to log in, or a subscription). */
export type SubscriberPart<T> = { data: T } | { needs: 'login' | 'subscription' };

/** Loads a subscriber-only part: not asked for a visitor, and the CMS's Forbidden answer turned into 'subscription'. */
export async function subscriberPart<T>(loggedIn: boolean, load: () => Promise<T>): Promise<SubscriberPart<T>> {
  if (!loggedIn) return { needs: 'login' };
  try {
    return { data: await load() };
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'forbidden') return { needs: 'subscription' };
    throw error;
  }
}

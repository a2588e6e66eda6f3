/** Loading the CPD pages: the page for logged-in teachers, then its subscriber-only part. */
import { RequestError } from '../../lib/graphql';

/** What a subscriber-only part holds: its data, or 'subscribe' when the CMS refused it. */
export type SubscriberPart<T> = { data: T } | { needsSubscription: true };

export async function subscriberPart<T>(load: () => Promise<T>): Promise<SubscriberPart<T>> {
  try {
    return { data: await load() };
  } catch (error) {
    if (error instanceof RequestError && error.kind === 'forbidden') return { needsSubscription: true };
    throw error;
  }
}

/**
 * The gate of teachers' own objects (playlists, custom units): the resolvers are reached by any
 * logged-in caller (LOGGED_IN), and let through only active subscribers, whose id is the owner.
 */
import { errors } from '@strapi/utils';
import { isActiveSubscriber } from '../access/teaching-content';

export interface CallerContext {
  state?: { user?: { id: number; role?: { type?: string } } };
}

/** resolversConfig for a resolver any logged-in caller may reach (the grant every logged-in role has). */
export const LOGGED_IN = { auth: { scope: ['plugin::users-permissions.user.me'] } };

/** The caller's user id when they are an active subscriber; Forbidden with the given words otherwise. */
export function subscriberId(context: CallerContext, messages: { loggedOut: string; notSubscribed: string }): number {
  const user = context.state?.user;
  if (!user?.id) throw new errors.ForbiddenError(messages.loggedOut);
  if (!isActiveSubscriber(user)) throw new errors.ForbiddenError(messages.notSubscribed);
  return user.id;
}

/**
 * The gate of teachers' own objects (playlists, custom units): the resolvers are reached by any
 * logged-in caller (LOGGED_IN), and let through only active subscribers, whose id is the owner.
 */
import { errors } from '@strapi/utils';
import type { z } from 'zod';
import { isActiveSubscriber } from '../access/teaching-content';
import { parseArguments } from '../validation/issues';

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

/**
 * A resolver of an active subscriber's own objects, thin as resolvers are here: the caller's id from
 * the token (refused with `gate`'s words first, whatever the arguments), the arguments parsed with
 * `schema` (BAD_USER_INPUT otherwise), then the service call `act` makes with both.
 */
export function subscriberResolver<T extends z.ZodType, R>(
  gate: { loggedOut: string; notSubscribed: string },
  schema: T,
  act: (callerId: number, input: z.output<T>) => R,
): (parent: unknown, args: unknown, context: CallerContext) => R {
  return (_parent, args, context) => act(subscriberId(context, gate), parseArguments(schema, args));
}

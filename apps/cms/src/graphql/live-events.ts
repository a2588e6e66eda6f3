/**
 * `liveEvents`: the charity's public concerts for the /live page, through our adapter of its events
 * site (live-events/). Open to everyone, as the events site is. The answer carries its status (OK,
 * STALE with the reason, UNAVAILABLE with the reason) so the page can say honestly what it shows.
 */
import type { Core } from '@strapi/strapi';
import { LiveEventsService } from '../live-events/events-service';
import { liveEventsSettings } from '../runtime/settings';

export function registerLiveEvents(strapi: Core.Strapi): void {
  const service = new LiveEventsService(liveEventsSettings(), {
    warn: (message) => strapi.log.warn(message),
    error: (message) => strapi.log.error(message),
  });
  const extension = strapi.plugin('graphql').service('extension');
  extension.use(({ nexus }: { nexus: any }) => ({
    types: [
      nexus.enumType({ name: 'LiveEventsStatus', members: ['OK', 'STALE', 'UNAVAILABLE'] }),
      nexus.objectType({
        name: 'LiveEventImage',
        definition(t: any) {
          t.nonNull.string('url');
          t.int('width');
          t.int('height');
          t.nonNull.string('alt');
        },
      }),
      nexus.objectType({
        name: 'LiveEvent',
        description: 'A public concert from the charity’s events site. Dates are ISO 8601 instants.',
        definition(t: any) {
          t.nonNull.id('id');
          t.nonNull.string('title');
          t.nonNull.string('excerpt');
          t.nonNull.string('link');
          t.string('tickets_link');
          t.string('venue_short');
          t.string('full_address');
          t.string('ticket_price');
          t.nonNull.string('event_start_date');
          t.string('event_end_date');
          t.string('also_shown_at');
          t.field('image', { type: 'LiveEventImage' });
        },
      }),
      nexus.objectType({
        name: 'LiveEvents',
        definition(t: any) {
          t.nonNull.field('status', { type: 'LiveEventsStatus' });
          t.nonNull.list.nonNull.field('events', { type: 'LiveEvent', description: 'Upcoming events, soonest first' });
          t.string('fetched_at', { description: 'When the answered copy was read from the events site' });
          t.string('problem', { description: 'Why the events site could not be read, when it could not' });
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t: any) {
          t.nonNull.field('liveEvents', {
            type: 'LiveEvents',
            description: 'The charity’s upcoming public concerts, from its events site',
            resolve: () => service.answer(),
          });
        },
      }),
    ],
    resolversConfig: { 'Query.liveEvents': { auth: false } },
  }));
}

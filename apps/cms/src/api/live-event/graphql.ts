/**
 * `liveEvents`: the charity's public concerts for the /live page, through our adapter of its events
 * site (events-site/, services/live-event.ts). Open to everyone, as the events site is. The answer carries its status (OK,
 * STALE with the reason, UNAVAILABLE with the reason) so the page can say honestly what it shows.
 */
import type { Core } from '@strapi/strapi';
import type { LiveEventsService } from './events-site/events-service';
import type { Nexus } from '../../graphql/nexus';
import { plainAnswerType } from '../../graphql/plain-answers';
import { liveEventsSettings } from '../../runtime/settings';

export function registerLiveEvents(strapi: Core.Strapi): void {
  // Read now so that a start with unreadable settings stops here rather than at the first /live page.
  liveEventsSettings();
  const events = () => strapi.service('api::live-event.live-event') as unknown as LiveEventsService;
  const extension = strapi.plugin('graphql').service('extension');
  extension.use(({ nexus }: { nexus: Nexus }) => ({
    types: [
      nexus.enumType({ name: 'LiveEventsStatus', members: ['OK', 'STALE', 'UNAVAILABLE'] }),
      plainAnswerType(nexus, {
        name: 'LiveEventImage',
        definition(t) {
          t.nonNull.string('url');
          t.int('width');
          t.int('height');
          t.nonNull.string('alt');
        },
      }),
      plainAnswerType(nexus, {
        name: 'LiveEvent',
        description: 'A public concert from the charity’s events site. Dates are ISO 8601 instants.',
        definition(t) {
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
      plainAnswerType(nexus, {
        name: 'LiveEvents',
        definition(t) {
          t.nonNull.field('status', { type: 'LiveEventsStatus' });
          t.nonNull.list.nonNull.field('events', { type: 'LiveEvent', description: 'Upcoming events, soonest first' });
          t.string('fetched_at', { description: 'When the answered copy was read from the events site' });
          t.string('problem', { description: 'Why the events site could not be read, when it could not' });
        },
      }),
      nexus.extendType({
        type: 'Query',
        definition(t) {
          t.nonNull.field('liveEvents', {
            type: 'LiveEvents',
            description: 'The charity’s upcoming public concerts, from its events site',
            resolve: () => events().answer(),
          });
        },
      }),
    ],
    resolversConfig: { 'Query.liveEvents': { auth: false } },
  }));
}

/**
 * The charity's public concerts for the /live page (docs/live.md): one reader of its events site per
 * process (../events-site/), which keeps the last good copy and says how fresh it is.
 */
import type { Core } from '@strapi/strapi';
import { LiveEventsService } from '../events-site/events-service';
import { liveEventsSettings } from '../../../runtime/settings';

const liveEventService = ({ strapi }: { strapi: Core.Strapi }) =>
  new LiveEventsService(liveEventsSettings(), {
    warn: (message) => strapi.log.warn(message),
    error: (message) => strapi.log.error(message),
  });

export default liveEventService;

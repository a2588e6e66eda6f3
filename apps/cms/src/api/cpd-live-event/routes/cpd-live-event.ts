import { factories } from '@strapi/strapi';

// Logged-in teachers read CPD; its downloads and videos only active subscribers (see access/teaching-content.ts).
const subscriberFieldsOnly = { name: 'global::skeleton-only', config: { uid: 'api::cpd-live-event.cpd-live-event' } };

export default factories.createCoreRouter('api::cpd-live-event.cpd-live-event', {
  config: {
    find: { middlewares: [subscriberFieldsOnly] },
    findOne: { middlewares: [subscriberFieldsOnly] },
  },
});

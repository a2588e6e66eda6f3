import { factories } from '@strapi/strapi';

// Logged-in teachers read CPD; its downloads and videos only active subscribers (see access/teaching-content.ts).
const subscriberFieldsOnly = { name: 'global::skeleton-only', config: { uid: 'api::cpd-session.cpd-session' } };

export default factories.createCoreRouter('api::cpd-session.cpd-session', {
  config: {
    find: { middlewares: [subscriberFieldsOnly] },
    findOne: { middlewares: [subscriberFieldsOnly] },
  },
});

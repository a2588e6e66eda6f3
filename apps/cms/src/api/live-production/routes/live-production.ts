import { factories } from '@strapi/strapi';

// Visitors and lapsed teachers read only the skeleton fields (see access/teaching-content.ts).
const skeletonOnly = { name: 'global::skeleton-only', config: { uid: 'api::live-production.live-production' } };

export default factories.createCoreRouter('api::live-production.live-production', {
  config: {
    find: { middlewares: [skeletonOnly] },
    findOne: { middlewares: [skeletonOnly] },
  },
});

import { factories } from '@strapi/strapi';

// Visitors and lapsed teachers read only the skeleton fields (see access/teaching-content.ts).
const skeletonOnly = { name: 'global::skeleton-only', config: { uid: 'api::scheme.scheme' } };

export default factories.createCoreRouter('api::scheme.scheme', {
  config: {
    find: { middlewares: [skeletonOnly] },
    findOne: { middlewares: [skeletonOnly] },
  },
});

import { factories } from '@strapi/strapi';

// Visitors and lapsed teachers read only the skeleton fields (see access/teaching-content.ts).
const skeletonOnly = { name: 'global::skeleton-only', config: { uid: 'api::programme.programme' } };

export default factories.createCoreRouter('api::programme.programme', {
  config: {
    find: { middlewares: [skeletonOnly] },
    findOne: { middlewares: [skeletonOnly] },
  },
});

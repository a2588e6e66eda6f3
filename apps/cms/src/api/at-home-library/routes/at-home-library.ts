import { factories } from '@strapi/strapi';

// Subscribers only (a teaching type). Families reach a library through the at-home link's own queries (api/at-home-library/graphql.ts).
export default factories.createCoreRouter('api::at-home-library.at-home-library');

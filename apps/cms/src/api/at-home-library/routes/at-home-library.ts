import { factories } from '@strapi/strapi';

// Subscribers only (a teaching type). Families reach a library through the at-home link's own queries (graphql/at-home.ts).
export default factories.createCoreRouter('api::at-home-library.at-home-library');

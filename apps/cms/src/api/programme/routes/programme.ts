import { factories } from '@strapi/strapi';

// Closed to REST callers like every content route (access/rest-doors.ts); GraphQL reads it.
export default factories.createCoreRouter('api::programme.programme');

import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::live-performance.live-performance');

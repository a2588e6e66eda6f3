import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::learning-strand.learning-strand');

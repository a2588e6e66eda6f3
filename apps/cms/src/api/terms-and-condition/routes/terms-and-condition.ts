import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::terms-and-condition.terms-and-condition');

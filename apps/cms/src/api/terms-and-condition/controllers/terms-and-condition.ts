import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::terms-and-condition.terms-and-condition');

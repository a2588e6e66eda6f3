import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::year-group.year-group');

import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::age-group.age-group');

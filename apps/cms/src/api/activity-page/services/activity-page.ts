import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::activity-page.activity-page');

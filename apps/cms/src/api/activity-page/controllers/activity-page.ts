import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::activity-page.activity-page');

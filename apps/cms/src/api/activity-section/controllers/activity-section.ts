import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::activity-section.activity-section');

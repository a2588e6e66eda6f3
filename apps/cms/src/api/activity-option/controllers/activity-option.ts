import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::activity-option.activity-option');

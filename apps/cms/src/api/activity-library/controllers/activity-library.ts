import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::activity-library.activity-library');

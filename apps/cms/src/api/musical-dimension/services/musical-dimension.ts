import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::musical-dimension.musical-dimension');

import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::musical-dimension.musical-dimension');

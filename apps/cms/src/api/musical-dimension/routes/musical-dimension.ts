import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::musical-dimension.musical-dimension');

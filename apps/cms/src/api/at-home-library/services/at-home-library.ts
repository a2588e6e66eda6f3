import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::at-home-library.at-home-library');

import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::at-home-library.at-home-library');

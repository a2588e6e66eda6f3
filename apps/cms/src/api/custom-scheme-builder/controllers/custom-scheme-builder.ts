import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::custom-scheme-builder.custom-scheme-builder');

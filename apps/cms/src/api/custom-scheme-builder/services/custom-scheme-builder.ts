import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::custom-scheme-builder.custom-scheme-builder');

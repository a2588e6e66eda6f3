import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::custom-scheme-plan.custom-scheme-plan');

import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::custom-scheme-plan.custom-scheme-plan');

import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::custom-scheme-plan.custom-scheme-plan');

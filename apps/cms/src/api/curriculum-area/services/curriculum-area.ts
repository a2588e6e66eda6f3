import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::curriculum-area.curriculum-area');

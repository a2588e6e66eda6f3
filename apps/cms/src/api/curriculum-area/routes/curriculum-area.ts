import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::curriculum-area.curriculum-area');

import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::curriculum-area.curriculum-area');

import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::audio-page-container.audio-page-container');

import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::audio-page.audio-page');

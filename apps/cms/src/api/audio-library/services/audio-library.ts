import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::audio-library.audio-library');

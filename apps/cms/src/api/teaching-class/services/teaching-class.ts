/** Classes are read and written through the teaching record's service (../../taught-lesson/services/taught-lesson.ts). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::teaching-class.teaching-class');

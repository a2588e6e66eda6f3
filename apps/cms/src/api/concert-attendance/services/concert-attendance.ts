/** Concerts attended are read and written through the school's record (../../school-record/services/school-record.ts). */
import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::concert-attendance.concert-attendance');

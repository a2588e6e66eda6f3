import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cpd-session.cpd-session');

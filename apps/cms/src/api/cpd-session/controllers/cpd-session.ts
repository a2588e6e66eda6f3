import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::cpd-session.cpd-session');

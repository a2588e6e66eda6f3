import type { Core } from '@strapi/strapi';
import { isProduction, secrets } from '../src/runtime/settings';

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: secrets().JWT_SECRET,
      jwt: { expiresIn: env('JWT_LIFETIME', '7d') },
    },
  },
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      landingPage: false,
      depthLimit: 10,
      amountLimit: 500,
      defaultLimit: 100,
      maxLimit: 500,
      apolloServer: {
        introspection: !isProduction(),
      },
    },
  },
});

export default config;

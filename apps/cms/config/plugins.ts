import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isProduction, secrets } from '../src/runtime/settings';
import { QUERY_LIMITS, queryLimitRules, resultSizeLimit } from '../src/graphql/query-limits';
import { databaseUnavailablePlugin } from '../src/outages/graphql-unavailable';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fieldResolversPlugin } from '../src/graphql/field-resolvers';
import { uploadPluginConfig } from '../src/files/object-storage';
import { UPLOAD_SECURITY } from '../src/files/upload-types';

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      // A key object rather than the string (the same bytes): given a string, jsonwebtoken first
      // tries to read it as a PEM public key on every verify, which cost a third of the CPU of a
      // logged-in teacher's request (docs/operations.md "Speed").
      jwtSecret: crypto.createSecretKey(Buffer.from(secrets().JWT_SECRET, 'utf8')),
      jwt: { expiresIn: env('JWT_LIFETIME', '7d') },
      // A coarse flood guard only: Strapi counts logins per address, and a school's staff share one.
      // Failed attempts are throttled per account and per address in src/accounts/account-throttle.ts.
      ratelimit: { interval: 60_000, max: env.int('AUTH_RATE_LIMIT_PER_MINUTE', 100) },
    },
  },
  // Uploads: in S3-compatible object storage when S3_BUCKET is set, else in DATA_DIR/public/uploads
  // (read by no static server: src/files/one-file-door.ts); only the types of src/files/upload-types.ts.
  upload: { config: { security: UPLOAD_SECURITY, ...uploadPluginConfig().config } },
  // SMTP: the local mail catcher in development (npm start sets SMTP_HOST and SMTP_PORT), a real
  // relay in production (SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USERNAME, SMTP_PASSWORD, MAIL_FROM).
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false) && !env('SMTP_USERNAME'),
        auth: env('SMTP_USERNAME') ? { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } : undefined,
        connectionTimeout: 10_000,
      },
      settings: {
        defaultFrom: env('MAIL_FROM', 'Orchestra Classroom <no-reply@orchestra-classroom.example>'),
        defaultReplyTo: env('MAIL_REPLY_TO', 'support@orchestra-classroom.example'),
      },
    },
  },
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      landingPage: false,
      // Limits on what one request may ask (src/graphql/query-limits.ts, docs/hostile-input.md).
      depthLimit: QUERY_LIMITS.maxDepth,
      amountLimit: 500,
      defaultLimit: 100,
      maxLimit: 500,
      apolloServer: {
        // No CORS of the plugin's own (it answers any origin with `*`): strapi::cors in
        // config/middlewares.ts answers /graphql as every route, to the site's own origin only.
        cors: false,
        introspection: !isProduction(),
        // Added to the plugin's own (it concatenates arrays): its depth limit, its plugins.
        validationRules: queryLimitRules(),
        // A resolver that loses the database answers 503 (docs/outages.md); a result past the size limit, 400;
        // every field in one thin wrapper of ours that counts it and keeps a root query's arguments, in place
        // of Apollo's per-field instrumentation, our plain answers' fields without the plugin's per-field
        // wrapper (src/graphql/field-resolvers.ts, plain-answers.ts); Apollo's cache hints off: nothing sets
        // one, the response cache writes Cache-Control (src/response-cache/), and their hook on every field
        // cost the school's record 2 of its 25 MB a request. No plugin here may have a `willResolveField`
        // hook: field-resolvers.ts turns Apollo's per-field hooks off.
        plugins: [databaseUnavailablePlugin, resultSizeLimit(), fieldResolversPlugin(QUERY_LIMITS.maxResolvedFields), ApolloServerPluginCacheControlDisabled()],
        parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
        allowBatchedHttpRequests: false,
      },
    },
  },
});

export default config;

import type { Config } from '@react-router/dev/config';

// Framework mode: the CMS calls the server build's request handler for every page request
// (apps/cms/src/middlewares/site.ts); the browser's code is in build/client.
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
  // The whole route table comes with the first page. With lazy discovery the site asked the server
  // for the routes of every new address (each slide's), which doubled the time from a key press to
  // the next slide (bench/RESULTS.md, lesson mode).
  routeDiscovery: { mode: 'initial' },
  future: {
    // A page's clientLoader is a chunk of its own: moving to a page starts its data request while
    // the page's code downloads, instead of one round trip later.
    v8_splitRouteModules: true,
    // The root route's middleware makes each page request's caller once (src/server/page-context.server.ts).
    v8_middleware: true,
  },
} satisfies Config;

// react-router.config.ts turns on the framework's middleware (future.v8_middleware); this tells the
// types, so loaders and middleware read `context` as the router's context (RouterContextProvider).
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

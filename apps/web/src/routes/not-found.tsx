/**
 * Any address no page answers: the not-found page, answered with status 404 so that crawlers and
 * monitoring read it as missing. The loader's 404 is shown by the page's error boundary (NotFound);
 * the component stands for it where a boundary does not (a route without one would be a resource).
 */
import { data } from 'react-router';

export { NotFound as default } from '../app/StatusViews';

function notFound(): never {
  throw data('No page at this address', { status: 404 });
}

export const loader = notFound;
export const clientLoader = notFound;

/**
 * Moving between the slides of one lesson-mode page keeps the page's data: its loader read every
 * slide at once (docs/product.md, "Lesson mode routes"), so a move asks nothing of the network. That
 * is what lets a lesson go on when the wifi drops, and what a lesson saved for offline relies on.
 * Anything else (another slideshow, a login that changed, a form) reads again as usual.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { slidesRoot } from '../../lib/slides';

export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const slideMove =
    !formMethod &&
    currentUrl.pathname !== nextUrl.pathname &&
    currentUrl.search === nextUrl.search &&
    slidesRoot(currentUrl.pathname) === slidesRoot(nextUrl.pathname);
  return slideMove ? false : defaultShouldRevalidate;
}

import { preload } from 'react-dom';

/**
 * Asks for a slide's pictures ahead of the slide, through React's own resource hints: on the server
 * React puts them at the top of the page's head, before its stylesheets and code (lesson mode's first
 * slide paints with its picture); in the browser they start the download at once. Only addresses on
 * the site or on http(s) are hinted.
 */
export function preloadImages(urls: string[]): void {
  for (const url of urls) {
    if (/^(\/(?!\/)|https?:\/\/)/.test(url)) preload(url, { as: 'image', fetchPriority: 'high' });
  }
}

/**
 * The only script of a page sent already rendered (a visitor's first view, server/render-page.tsx):
 * such a page paints without the site's code, so the code is asked for once the page has painted,
 * and does not share the phone's connection with what the first paint needs. The page names the
 * code in `<meta name="site-code">`: the site's entry first, then the modules its routes need. They are
 * asked for as the built index.html asks (crossorigin), so the browser's preloads are the ones used.
 */
const SITE_CODE_META = 'meta[name="site-code"]';

export function loadSiteCode(): void {
  const [entry, ...modules] = document.querySelector<HTMLMetaElement>(SITE_CODE_META)?.content.split(' ').filter(Boolean) ?? [];
  if (!entry) return;
  nameInlineStylesheets();
  for (const href of modules) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = href;
    document.head.append(preload);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

/**
 * The site's code, loading a route's module, adds that route's stylesheets unless a
 * `<link rel="stylesheet">` already names them (Vite's preload helper). A rendered page carries its
 * stylesheets inline (`<style data-href>`), so each is named by a disabled link, which the browser
 * does not fetch: otherwise every stylesheet the page already has would be downloaded again.
 * The links are added here, after paint, not sent in the page: a browser that ignored `disabled`
 * would fetch a sent link before painting.
 */
function nameInlineStylesheets(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.setAttribute('disabled', '');
    link.rel = 'stylesheet';
    link.href = style.dataset.href!;
    style.after(link);
  }
}

// A task queued from an animation frame runs once that frame has painted. A page opened in a
// background tab has no frame to wait for (and gets none until it is shown): its code loads at once.
if (document.visibilityState === 'hidden') loadSiteCode();
else requestAnimationFrame(() => setTimeout(loadSiteCode, 0));

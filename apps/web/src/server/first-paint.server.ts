/**
 * The hand-written part kept in framework mode (docs/framework-mode.md): what lets a rendered page
 * (a visitor's or a teacher's) paint before any of the site's code arrives, which the framework does not do by
 * itself (its page links its stylesheets, which block the first paint, and asks for every module at
 * once, sharing a phone's connection with the page's pictures: a visitor's LCP about 0.8 s with this,
 * 2.0–2.4 s without).
 *
 * - Stylesheets: each is carried inline (`<style data-href>`), and its `<link>` stays, disabled, so
 *   hydration finds the element it rendered and the browser does not fetch the file.
 * - Code: the framework's start (its inline module script and module preloads) is sent inert and
 *   started from an animation frame's task, once the page and its main pictures have painted.
 */
import fs from 'node:fs';
import path from 'node:path';

const stylesheets = new Map<string, string | undefined>();

function stylesheet(clientDir: string, file: string): string | undefined {
  if (!stylesheets.has(file)) {
    let css: string | undefined;
    try {
      css = fs.readFileSync(path.join(clientDir, file), 'utf8');
    } catch {
      css = undefined;
    }
    stylesheets.set(file, css && !/<\/style/i.test(css) ? css : undefined);
  }
  return stylesheets.get(file);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Starts the inert code once the page has painted, with its main pictures (`fetchpriority="high"`,
 * the banner) if they come within 3 s, so the code does not share the connection with them; a page
 * in a background tab starts at once.
 */
const START = `(()=>{const c=document.getElementById("site-code");if(!c)return;const go=()=>{for(const h of c.dataset.modules.split(" ").filter(Boolean)){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}const s=document.createElement("script");s.type="module";s.nonce=c.nonce;s.textContent=c.textContent;document.body.append(s)};if(document.visibilityState==="hidden")return go();const p=[...document.querySelectorAll('img[fetchpriority="high"]')].filter(i=>!i.complete).map(i=>new Promise(r=>{i.addEventListener("load",r);i.addEventListener("error",r)}));Promise.race([Promise.all(p),new Promise(r=>setTimeout(r,3000))]).then(()=>requestAnimationFrame(()=>setTimeout(go,0)))})()`;

/**
 * Each of the page's stylesheets carried inline, its `<link>` kept but disabled: the page paints
 * without asking for them, and the site's code, finding the links, does not ask either.
 */
export function inlineStylesheets(html: string, clientDir: string): string {
  return html.replace(/<link((?: nonce="[^"]*")?) rel="stylesheet" href="\/(assets\/[\w.-]+\.css)"\/>/g, (link, attributes: string, file: string) => {
    const css = stylesheet(clientDir, file);
    return css === undefined ? link : `<style data-href="/${file}">${css}</style><link${attributes} rel="stylesheet" href="/${file}" disabled=""/>`;
  });
}

/** A rendered page: its stylesheets inline, and the framework's start sent inert and started once the page has painted. */
export function forFirstPaint(html: string, clientDir: string, nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const modules: string[] = [];
  let started = false;
  const out = inlineStylesheets(html, clientDir)
    .replace(/<link(?: nonce="[^"]*")? rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g, (_, href: string) => (modules.push(href), ''))
    .replace(/<script((?: nonce="[^"]*")?) type="module" async="">/, (_, attributes: string) => {
      started = true;
      return `<script${attributes} type="text/plain" id="site-code" data-modules="${escapeAttribute(modules.join(' '))}">`;
    });
  if (!started) return html;
  // The start goes right after the inert code, which is in the page's first part even when the rest still streams.
  const codeEnd = out.indexOf('</script>', out.indexOf('id="site-code"')) + '</script>'.length;
  return `${out.slice(0, codeEnd)}<script${nonceAttribute}>${START}</script>${out.slice(codeEnd)}`;
}

/**
 * Runs in every page before any of the site's code (entry.server.tsx sends it inline): when the
 * site's start fails to load (a deploy removed the files the page names, or the connection dropped
 * them), the page reloads once, if its own address answers, and otherwise says so, as
 * lib/code-reload.ts does for a page's code the site loads later. Self-contained: it is sent as its
 * source text.
 */
export function whenCodeFails(): void {
  const RELOADED_AT_KEY = 'classroom:reloaded-for-code-at';
  let handled = false;
  // Said above the page a visitor was sent (it still reads; its forms stay closed), or as the page itself when none came.
  const stuck = () => {
    document.title = 'This page needs reloading | Orchestra Classroom';
    const page = document.getElementById('main');
    const notice = document.createElement(page ? 'section' : 'main');
    notice.className = 'page page--narrow';
    if (!page) notice.id = 'main';
    const heading = document.createElement('h1');
    heading.textContent = 'This page needs reloading';
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent =
      'Part of this page could not be loaded: the classroom may have been updated, or the connection dropped. Reloading brings you back to the same place.';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button';
    button.textContent = 'Reload this page';
    button.addEventListener('click', () => window.location.reload());
    const controls = document.createElement('p');
    controls.append(button);
    notice.append(heading, alert, controls);
    if (page) page.before(notice);
    else document.body.replaceChildren(notice);
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (handled || !(target instanceof HTMLScriptElement) || target.type !== 'module') return;
      handled = true;
      let last = NaN;
      try {
        last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
      } catch {
        return stuck();
      }
      // Reloaded for this a moment ago: say so rather than reload again (no reload loop).
      if (last && Date.now() - last < 60_000) return stuck();
      fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then((response) => {
        if (!response.ok) return stuck();
        window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
        window.location.reload();
      }, stuck);
    },
    true,
  );
}

/**
 * The Music at Home link box of a programme page (docs/product.md, "The link box"):
 * for logged-in teachers only, and only when the programme has an at-home library. The CMS makes
 * the link's id (the library and this teacher); the share box beneath it copies it, shares it to
 * Google Classroom or Microsoft Teams, or shows its QR code for families to scan from the board.
 */
import { pageOrigin } from '../../lib/page-origin';
import './at-home-link-box.css';
import { useEffect, useId, useRef, useState } from 'react';
import { AtHomeLinkDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useSession } from '../account/SessionProvider';
import { ACTIVE_SUBSCRIBER } from '../account/session';
import { atHomePath } from './at-home-link';
import { ShareBox } from '../share/ShareBox';

export function AtHomeLinkBox({ audience, programme }: { audience: string; programme: string }) {
  const { isLoggedIn, session, roleType } = useSession();
  const [linkId, setLinkId] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    setLinkId(null);
    if (!isLoggedIn) return;
    const controller = new AbortController();
    request(AtHomeLinkDocument, { programme }, { signal: controller.signal })
      .then((data) => setLinkId(data.programmes[0]?.at_home_link_id ?? null))
      .catch(() => setLinkId(null)); // the box is an extra: the programme page stands without it
    return () => controller.abort();
  }, [isLoggedIn, session?.token, programme]);

  if (!isLoggedIn || !linkId) return null;
  const path = atHomePath(audience, programme, linkId);
  const url = `${pageOrigin()}${path}`;

  /** Without the clipboard API (an older browser, an insecure origin) copy the selected text. */
  function copySelected(): boolean {
    input.current?.select();
    return document.execCommand('copy');
  }

  return (
    <section className="at-home-link" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Music at Home</h2>
      <p>Share this link with families so that they can carry on at home. They do not need an account.</p>
      {roleType && roleType !== ACTIVE_SUBSCRIBER && <p className="notice">This link opens for families only while you have an active subscription.</p>}
      <div className="at-home-link__row">
        <label htmlFor={`${id}-url`} className="visually-hidden">
          Music at Home link
        </label>
        <input id={`${id}-url`} ref={input} type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <ShareBox url={url} title="Music at Home" shortLink={{ kind: 'at_home', target: linkId, path }} onCopyFallback={copySelected} />
    </section>
  );
}

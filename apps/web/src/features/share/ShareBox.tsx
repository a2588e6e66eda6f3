/**
 * The share box (docs/product.md, "Sharing"): Copy link (its label says 'Copied!' for a few
 * seconds), Share to Google Classroom and Share to Microsoft Teams (their own share addresses, in a
 * new window), and Show QR code (a large code drawn in the browser, with the link's short form
 * beneath it: the page's short link, /s/{code}, made when the code is shown). The QR dialog and its library are loaded only when asked for, so they stay out of a
 * page's first visit.
 */
import './share.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { classroomShareUrl, teamsShareUrl, type ShortLinkTarget } from './share-links';

const QrDialog = lazy(() => import('./QrDialog'));
const COPIED_FOR_MS = 5000;

export function ShareBox({
  url,
  title,
  shortLink,
  onCopyFallback,
}: {
  url: string;
  title: string;
  /** The page its QR code gives a short link to (/s/{code}); without it the code carries `url`. */
  shortLink?: ShortLinkTarget;
  onCopyFallback?: () => boolean;
}) {
  const [copied, setCopied] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const qrButton = useRef<HTMLButtonElement>(null);
  const qrWasOpen = useRef(false);

  // Focus goes back to 'Show QR code' once the dialog has gone (while it is open the page behind it is inert).
  useEffect(() => {
    if (showQr) qrWasOpen.current = true;
    else if (qrWasOpen.current) {
      qrWasOpen.current = false;
      qrButton.current?.focus();
    }
  }, [showQr]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without the clipboard API (an older browser, an insecure origin) the caller copies its selected text.
      if (!onCopyFallback?.()) return;
    }
    setCopied(true);
  }

  return (
    <div className="share-box">
      <button type="button" className="button" onClick={copy}>
        {copied ? 'Copied!' : 'Copy link'}
      </button>
      <a className="button button--outline" href={classroomShareUrl(url, title)} target="_blank" rel="noopener noreferrer">
        Share to Google Classroom<span className="visually-hidden"> (opens in a new window)</span>
      </a>
      <a className="button button--outline" href={teamsShareUrl(url, title)} target="_blank" rel="noopener noreferrer">
        Share to Microsoft Teams<span className="visually-hidden"> (opens in a new window)</span>
      </a>
      <button type="button" ref={qrButton} className="button button--outline" aria-haspopup="dialog" onClick={() => setShowQr(true)}>
        Show QR code
      </button>
      <p className="visually-hidden" role="status">
        {copied ? 'The link is copied.' : ''}
      </p>
      {showQr && (
        <Suspense fallback={<p className="share-box__loading">Drawing the QR code…</p>}>
          <QrDialog url={url} shortLink={shortLink} title={title} onClose={() => setShowQr(false)} />
        </Suspense>
      )}
    </div>
  );
}

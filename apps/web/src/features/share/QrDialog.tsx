/**
 * The QR code of a shared link, full screen so that it scans from the back of a class on the
 * whiteboard, with the link's short form beneath it in large type to type instead. For a page with a
 * short link (`shortLink`), the code and the words are its /s/{code} address, asked of the CMS when
 * the dialog opens (the page's first view asks nothing); should that fail (offline, the hourly
 * allowance spent) they are the full link. Drawn in the browser by the `qrcode` library: no
 * third-party service sees the link. Escape or Close closes it; the share box puts focus back on its
 * button. Loaded lazily (ShareBox).
 */
import { useEffect, useId, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { CreateShortLinkDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { shortForm, shortLinkUrl, type ShortLinkTarget } from './share-links';

/** Room left for the heading, the short form and the Close button beneath the code. */
const TEXT_ROOM_PX = 300;

/** The link the code carries: the short link once the CMS has made it, else the page's own. */
function useCodedLink(url: string, shortLink?: ShortLinkTarget): string | undefined {
  const [link, setLink] = useState<string | undefined>(shortLink ? undefined : url);
  const { kind, target, path } = shortLink ?? {};
  useEffect(() => {
    if (!kind || !target || !path) return setLink(url);
    let current = true;
    setLink(undefined);
    request(CreateShortLinkDocument, { kind, target, path }).then(
      ({ createShortLink }) => current && setLink(shortLinkUrl(url, createShortLink.code)),
      () => current && setLink(url),
    );
    return () => {
      current = false;
    };
  }, [url, kind, target, path]);
  return link;
}

export default function QrDialog({ url, shortLink, title, onClose }: { url: string; shortLink?: ShortLinkTarget; title: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  const link = useCodedLink(url, shortLink);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    close.current?.focus();
    return () => element?.close();
  }, []);

  useEffect(() => {
    if (!canvas.current || !link) return;
    const size = Math.max(160, Math.floor(Math.min(window.innerWidth * 0.9, window.innerHeight - TEXT_ROOM_PX)));
    QRCode.toCanvas(canvas.current, link, { width: size, margin: 2, errorCorrectionLevel: 'M' }).catch(() => setFailed(true));
  }, [link]);

  return (
    <dialog
      ref={dialog}
      className="qr-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="qr-dialog__title">
        Scan to open {title}
      </h2>
      {!link ? (
        <p className="qr-dialog__making" aria-busy="true">
          Making a short link…
        </p>
      ) : failed ? (
        <p role="alert">The QR code could not be drawn. Type the address below instead.</p>
      ) : (
        <canvas ref={canvas} className="qr-dialog__code" role="img" aria-label={`QR code for ${shortForm(link)}`} />
      )}
      {link && <ShortForm link={link} isShortLink={link !== url} />}
      <button type="button" ref={close} className="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}

/** The link as it is typed: on a narrow screen a short link's /s/{code} moves to a line of its own, never split. */
function ShortForm({ link, isShortLink }: { link: string; isShortLink: boolean }) {
  const words = shortForm(link);
  const at = words.indexOf('/');
  if (!isShortLink || at < 0) return <p className="qr-dialog__short">{words}</p>;
  return (
    <p className="qr-dialog__short">
      {words.slice(0, at)}
      <wbr />
      <span className="qr-dialog__code-path">{words.slice(at)}</span>
    </p>
  );
}

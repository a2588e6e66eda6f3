/**
 * Addresses from content that a page may link to or frame (apps/cms/docs/content-urls.md): a web
 * address (http or https) or a path on this site; in rich text also mailto:, tel: and #anchors.
 * The CMS refuses anything else when an editor saves; the site checks again, so an address that
 * reached the page another way (an old draft, a preview) is shown as text rather than followed.
 */
export type SafeAddress = { kind: 'site'; path: string } | { kind: 'web'; href: string };

const WEB_ADDRESS = /^https?:\/\/[^\s/?#][^\s]*$/i;
/** '/' or '/x...', never '//host' or '/\host' (which browsers read as another site). */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
const MAIL_OR_PHONE = /^(mailto|tel):[^\s]+$/i;
const ANCHOR = /^#[^\s]*$/;

export function safeAddress(value: string | null | undefined, { inRichText = false } = {}): SafeAddress | undefined {
  const address = value?.trim();
  if (!address) return undefined;
  if (SITE_PATH.test(address)) return { kind: 'site', path: address };
  if (WEB_ADDRESS.test(address)) return { kind: 'web', href: address };
  if (inRichText && (MAIL_OR_PHONE.test(address) || ANCHOR.test(address))) return { kind: 'web', href: address };
  return undefined;
}

/** The address as an href, or undefined when it is not safe. */
export function safeHref(value: string | null | undefined, options: { inRichText?: boolean } = {}): string | undefined {
  const address = safeAddress(value, options);
  return address?.kind === 'site' ? address.path : address?.href;
}

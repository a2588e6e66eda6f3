import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import { ContentLink } from './ContentLink';
import { safeHref } from '../lib/safe-url';

type Blocks = NonNullable<Parameters<typeof BlocksRenderer>[0]['blocks']>;

/**
 * Links and images in rich text keep only safe addresses (lib/safe-url.ts): a link to anything
 * else is shown as its text, an image from anywhere else is left out.
 */
const SAFE_BLOCKS: Blocks = {
  link: ({ url, children }) => (
    <ContentLink url={url} inRichText asTextWhenUnsafe>
      {children}
    </ContentLink>
  ),
  image: ({ image }) => {
    const src = safeHref(image.url);
    return src ? <img src={src} alt={image.alternativeText ?? ''} width={image.width} height={image.height} /> : null;
  },
};

/**
 * Rich text from the CMS (Strapi blocks). Blocks are structured data rendered as React elements, so
 * nothing an editor types is ever injected as raw HTML.
 */
export function RichText({ content }: { content: unknown }) {
  if (!Array.isArray(content) || content.length === 0) return null;
  return (
    <div className="rich-text">
      <BlocksRenderer content={content as BlocksContent} blocks={SAFE_BLOCKS} />
    </div>
  );
}

import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';

/**
 * Rich text from the CMS (Strapi blocks). Blocks are structured data rendered as React elements, so
 * nothing an editor types is ever injected as raw HTML.
 */
export function RichText({ content }: { content: unknown }) {
  if (!Array.isArray(content) || content.length === 0) return null;
  return (
    <div className="rich-text">
      <BlocksRenderer content={content as BlocksContent} />
    </div>
  );
}

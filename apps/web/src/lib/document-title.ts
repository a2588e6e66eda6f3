import { useEffect } from 'react';
import { PRODUCT_NAME } from './config';

/** The browser tab title: the content's title, or the product name when there is none. */
export function documentTitle(contentTitle?: string | null): string {
  const title = contentTitle?.trim();
  return title ? title : PRODUCT_NAME;
}

export function useDocumentTitle(contentTitle?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(contentTitle);
  }, [contentTitle]);
}

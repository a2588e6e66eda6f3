/**
 * Downloadable documents (docs/product.md, "Documents"): listed only when they have both a title and
 * a file, each linking to {content host}/documents/{documentId}, which serves the file to subscribers.
 */
import './document-list.css';
import type { DocumentLinkFragment } from '../graphql/generated';

type Document = DocumentLinkFragment | null | undefined;

export function listableDocuments(documents: ReadonlyArray<Document> | null | undefined): DocumentLinkFragment[] {
  return (documents ?? []).filter((doc): doc is DocumentLinkFragment => Boolean(doc?.title?.trim() && doc.file?.url && doc.file.documentId));
}

export function documentHref(doc: DocumentLinkFragment): string {
  return `/documents/${doc.file!.documentId}`;
}

function sizeLabel(doc: DocumentLinkFragment): string {
  const ext = doc.file?.ext?.replace('.', '').toUpperCase();
  const kb = doc.file?.size;
  const size = kb == null ? undefined : kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(kb))} KB`;
  return [ext, size].filter(Boolean).join(', ');
}

export function DocumentList({ documents, heading = 'Documents' }: { documents: ReadonlyArray<Document> | null | undefined; heading?: string }) {
  const listed = listableDocuments(documents);
  if (listed.length === 0) return null;
  return (
    <section className="documents" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {listed.map((doc) => (
          <li key={doc.id}>
            <a href={documentHref(doc)} target="_blank" rel="noopener">
              {doc.title}
            </a>{' '}
            {sizeLabel(doc) && <span className="documents__size">({sizeLabel(doc)})</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

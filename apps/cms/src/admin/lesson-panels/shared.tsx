/** What the lesson and activity side panels share: their props, links to documents, and when they may write. */
import * as React from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Flex, Link, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { documentPath } from '../../admin-panel/lesson-building';

/** What the content manager hands an edit view's side panel (its EditViewContext). */
export interface PanelProps {
  activeTab: 'draft' | 'published' | null;
  collectionType: string;
  document?: Record<string, any>;
  documentId?: string;
  model: string;
}

/** A document as the content manager's relation and list answers give it. */
export interface RelatedDocument {
  documentId: string;
  title?: string | null;
  status?: 'draft' | 'published' | 'modified' | string;
}

const STATUS_WORDS: Record<string, string> = {
  draft: 'Draft: not on the site yet',
  published: 'Published',
  modified: 'Published, with changes not published yet',
};

/** A link to a document's edit view, with its name and whether teachers see it. */
export function DocumentLink({ uid, document, fallback }: { uid: string; document: RelatedDocument; fallback: string }) {
  return (
    <Flex direction="column" alignItems="flex-start" gap={1}>
      <Link tag={RouterLink} to={documentPath(uid, document.documentId)}>
        {document.title || fallback}
      </Link>
      {document.status && (
        <Typography variant="pi" textColor="neutral600">
          {STATUS_WORDS[document.status] ?? document.status}
        </Typography>
      )}
    </Flex>
  );
}

export function Note({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="pi" textColor="neutral600" tag="p">
      {children}
    </Typography>
  );
}

/**
 * Why the panel may not create something now, in words for the editor, or nothing when it may: a
 * panel writes the saved document, so it waits for the editor's own changes to be saved first.
 */
export function useReasonNotToWrite({ activeTab, documentId }: PanelProps, what: string): string | undefined {
  const modified = useForm('LessonBuildingPanel', (state) => state.modified);
  if (!documentId) return `Save the ${what} first; then you can do this here.`;
  if (activeTab === 'published') return 'You are looking at the published version. Open the Draft tab to add to it.';
  if (modified) return `Save the ${what} first: it has changes that are not saved yet.`;
  return undefined;
}

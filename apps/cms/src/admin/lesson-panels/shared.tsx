/** What the lesson and activity side panels share: their props, links to documents, and when they may write. */
import * as React from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, Link, Typography } from '@strapi/design-system';
import { Plus } from '@strapi/icons';
import { unstable_useDocumentActions as useDocumentActions, useAPIErrorHandler, useFetchClient, useForm } from '@strapi/strapi/admin';
import { documentPath } from '../../setup/lesson-building';

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

/** A panel's "New …" button, which opens its name dialog. */
export function NewDocumentButton({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <Button startIcon={<Plus />} variant="secondary" fullWidth disabled={disabled} onClick={onClick}>
      {children}
    </Button>
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

/**
 * Creates a draft document of `uid` with the name the editor typed, then saves the open document
 * (of `parentUid`) with it linked (`linkBody`, given the new document's id). When that save fails,
 * the new document is deleted again, so nothing is left that no lesson or activity uses. Answers
 * the problem to show the editor, or nothing when both worked.
 */
export function useCreateAndLink(
  { collectionType, documentId }: PanelProps,
  { uid, parentUid, kind, parentKind }: { uid: string; parentUid: string; kind: string; parentKind: string },
) {
  const { post, del } = useFetchClient();
  const { update } = useDocumentActions();
  const { formatAPIError } = useAPIErrorHandler();
  return async (name: string, linkBody: (createdId: string) => unknown): Promise<string | void> => {
    if (!documentId) return `Save the ${parentKind} first.`;
    let created: RelatedDocument;
    try {
      const { data } = await post<{ data: RelatedDocument }>(documentPath(uid), { title: name });
      created = data.data;
    } catch (error) {
      return `The ${kind} could not be created: ${formatAPIError(error as never)}`;
    }
    const saved = await update({ collectionType, model: parentUid, documentId }, linkBody(created.documentId) as never);
    if ('error' in saved) {
      await del(documentPath(uid, created.documentId)).catch(() => undefined);
      return `The ${parentKind} could not be saved with the new ${kind}, so the ${kind} was not kept. Try again.`;
    }
  };
}

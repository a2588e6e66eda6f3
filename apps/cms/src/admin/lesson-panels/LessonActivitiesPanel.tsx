/**
 * The Lesson edit view's side panel "This lesson’s activities": the lesson's activity list in
 * teaching order, its section headings as headings and each activity a link to its own edit view,
 * and "New activity in this lesson", which creates a draft activity page and adds it to the end of
 * the list, saving the lesson, so the editor never leaves the lesson to write one. Everything goes
 * through the content manager's own API, so the editor's role decides what it may do.
 * docs/product.md, "Writing a lesson from the lesson".
 */
import * as React from 'react';
import { Box, Flex, Loader, Typography } from '@strapi/design-system';
import { useDocumentRBAC, useFetchClient, useRBAC } from '@strapi/strapi/admin';
import { entryActivityPath, entryHasActivity, lessonWithNewActivity, type LessonActivityEntry } from '../../setup/lesson-building';
import { NameDialog } from './NameDialog';
import { DocumentLink, NewDocumentButton, Note, useCreateAndLink, useReasonNotToWrite, type PanelProps, type RelatedDocument } from './shared';
import { ACTIVITY_UID, LESSON_UID } from '../../content-types';

export function LessonActivitiesPanel(props: PanelProps) {
  if (props.model !== LESSON_UID) return null;
  return { title: 'This lesson’s activities', content: <LessonActivities {...props} /> };
}

/** The activity each entry of the list points to, by the entry's id (null: none, or not readable). */
function useEntryActivities(entries: LessonActivityEntry[], version: unknown) {
  const { get } = useFetchClient();
  const ids = entries
    .filter(entryHasActivity)
    .map((entry) => entry.id)
    .join(',');
  const key = `${ids}@${String(version)}`;
  const [loaded, setLoaded] = React.useState<{ key: string; activities: Record<number, RelatedDocument | null> }>();
  React.useEffect(() => {
    let current = true;
    const entryIds = ids ? ids.split(',').map(Number) : [];
    Promise.all(
      entryIds.map(async (id): Promise<[number, RelatedDocument | null]> => {
        try {
          const { data } = await get<{ results: RelatedDocument[] }>(entryActivityPath(id));
          return [id, data.results[0] ?? null];
        } catch {
          return [id, null];
        }
      }),
    ).then((pairs) => {
      if (current) setLoaded({ key, activities: Object.fromEntries(pairs) });
    });
    return () => {
      current = false;
    };
  }, [get, ids, key]);
  return loaded?.key === key ? loaded.activities : undefined;
}

function LessonActivities(props: PanelProps) {
  const { document, documentId } = props;
  const entries: LessonActivityEntry[] = Array.isArray(document?.activities) ? document.activities : [];
  const activities = useEntryActivities(entries, document?.updatedAt);
  const createAndLink = useCreateAndLink(props, { uid: ACTIVITY_UID, parentUid: LESSON_UID, kind: 'activity', parentKind: 'lesson' });
  const canUpdateLesson = useDocumentRBAC('LessonActivities', (state) => state.canUpdate);
  const { allowedActions, isLoading: loadingPermissions } = useRBAC([{ action: 'plugin::content-manager.explorer.create', subject: ACTIVITY_UID }]);
  const reasonNotToWrite = useReasonNotToWrite(props, 'lesson');
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [done, setDone] = React.useState<string>();
  const mayCreate = canUpdateLesson && allowedActions.canCreate;

  const createActivity = async (name: string): Promise<string | void> => {
    // Linked into the lesson's list, or (if the lesson cannot be saved) not kept.
    const problem = await createAndLink(name, (createdId) => lessonWithNewActivity(entries, { documentId: createdId, title: name }));
    if (problem) return problem;
    setDialogOpen(false);
    setDone(
      `“${name}” is now the last activity of this lesson, as a draft. Open it from the list above to write it. Teachers see it once you publish it and then the lesson.`,
    );
  };

  if (!documentId) {
    return <Note>Save the lesson first; then you can write its activities from here.</Note>;
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      {activities === undefined ? (
        <Loader small>Loading the lesson’s activities</Loader>
      ) : entries.length === 0 ? (
        <Note>This lesson has no activities yet.</Note>
      ) : (
        <Box tag="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="The lesson’s activities in teaching order">
          {entries.map((entry) => (
            <Box tag="li" key={entry.id} paddingTop={entry.section_divider ? 3 : 1} paddingBottom={1}>
              {entry.section_divider ? (
                <Typography tag="h3" variant="delta">
                  {entry.title || 'Untitled section'}
                </Typography>
              ) : activities[entry.id] ? (
                <DocumentLink uid={ACTIVITY_UID} document={activities[entry.id]!} fallback={entry.title || 'Untitled activity'} />
              ) : (
                <Typography variant="omega" textColor="neutral600" style={{ fontStyle: 'italic' }}>
                  {entry.title ? `${entry.title} (no activity chosen)` : 'An entry with no activity chosen'}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      {mayCreate && props.activeTab !== 'published' && (
        <NewDocumentButton
          disabled={Boolean(reasonNotToWrite)}
          onClick={() => {
            setDone(undefined);
            setDialogOpen(true);
          }}
        >
          New activity in this lesson
        </NewDocumentButton>
      )}
      <Flex direction="column" alignItems="stretch" gap={3} aria-live="polite">
        {!loadingPermissions && !mayCreate && <Note>Your role cannot add activities to lessons.</Note>}
        {reasonNotToWrite && mayCreate && <Note>{reasonNotToWrite}</Note>}
        {done && <Note>{done}</Note>}
        <Note>
          To start a new part of the lesson, use “Add an entry” under Activities, tick “Section heading” and type the heading. Drag the entries there to change
          their order.
        </Note>
      </Flex>
      <NameDialog
        open={dialogOpen}
        title="New activity in this lesson"
        explanation={`The activity is created as a draft and added to the end of “${document?.title ?? 'this lesson'}”, which is saved. You stay here; open the activity from the list to write it.`}
        label="Activity name"
        hint="As teachers will see it, for example “Echo clapping”."
        confirmLabel="Create the activity"
        onConfirm={createActivity}
        onClose={() => setDialogOpen(false)}
      />
    </Flex>
  );
}

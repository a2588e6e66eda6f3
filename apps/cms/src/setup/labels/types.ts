/** What the admin panel shows for one field: its name in plain English and a line of help under it. */
export interface FieldLabel {
  label: string;
  description: string;
}

/** A content type's or component's fields, by their code name. */
export type FieldLabels = Record<string, FieldLabel>;

/** The fields Strapi adds to every content type, shown as list columns and in the entry's side panel. */
export const SYSTEM_FIELD_LABELS: FieldLabels = {
  id: { label: 'Number', description: 'The entry’s number in the database.' },
  documentId: { label: 'Document code', description: 'The entry’s permanent code in the database.' },
  createdAt: { label: 'Created', description: 'When the entry was created.' },
  updatedAt: { label: 'Last changed', description: 'When the entry was last saved.' },
  publishedAt: { label: 'Published', description: 'When the entry was last published.' },
  createdBy: { label: 'Created by', description: 'Who created the entry.' },
  updatedBy: { label: 'Last changed by', description: 'Who last saved the entry.' },
};

/** Help text shared by fields that work the same way on many pages. */
export const common = {
  slug: (path: string): FieldLabel => ({
    label: 'Web address',
    description: `The last part of the page’s address (${path}): lower-case words joined by hyphens. Changing it breaks links people have saved.`,
  }),
  documents: (where: string): FieldLabel => ({
    label: 'Downloads',
    description: `Documents teachers can download ${where}. Each is listed only when it has both a title and a file.`,
  }),
  theme: (what: string): FieldLabel => ({
    label: 'Colours and banner',
    description: `The colours, banner picture and logo ${what} is drawn with.`,
  }),
  includeInLesson: {
    label: 'Show in lesson mode',
    description: 'Choose No to hide this slide when the lesson is presented, without deleting it.',
  },
  slideHeading: {
    label: 'Slide heading',
    description: 'The heading at the top of the slide.',
  },
  slideText: {
    label: 'Slide text',
    description: 'The text on the slide, large enough to read from the back of a classroom.',
  },
  teacherNotes: {
    label: 'Teacher notes',
    description: 'Notes only the teacher sees, in the presenter view: what to say or do on this slide. Never shown to the class.',
  },
} satisfies Record<string, FieldLabel | ((text: string) => FieldLabel)>;

/**
 * A hostile catalogue, written the way an editor writes content: through the admin panel's
 * content-manager API as the development editor (apps/cms/docs/content-urls.md).
 *
 * Every text field of every document (strings, long texts, rich text, through components and
 * dynamic zones) and every uploaded file's name, alternative text and caption gets a marker naming
 * the field, followed by script, event-handler and markup payloads:
 *   ⟦12⟧ <script>window.__xss=1</script><img src=x onerror=…>…   (12: the programme's blurb)
 * The fields come from the CMS's schema files (helpers/content-model.ts), so a new field is filled
 * by itself. Documents are linked to each other (never to the demo's), so the pages find them:
 * the 'hostile' audience with its programme, unit, lesson, activities, libraries and the rest.
 *
 * Built once per run, whichever worker asks first (a lock file in the data folder); the others
 * read what it wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { isEmbedField, isUrlField, model, type Attribute } from './content-model';

export const XSS_FLAG = '__xss';
/** Script, event-handler and attribute-breaking payloads: short enough for any string field. */
export const STRING_PAYLOAD = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">"><svg onload=alert(1)>';
/** More for long texts and rich text: a framed document, a javascript: link. */
export const TEXT_PAYLOAD = `${STRING_PAYLOAD}'><iframe srcdoc="<script>parent.__xss=1</script>"></iframe><a href="javascript:window.__xss=1">click</a>`;
/** Addresses the CMS accepts (a web address, a path on the site) that still try to break out of an attribute. */
export const HOSTILE_WEB_ADDRESS = 'https://example.org/?q="><script>window.__xss=1</script><svg/onload=window.__xss=1>';
export const HOSTILE_SITE_PATH = '/favicon.svg?q="><svg/onload=window.__xss=1>';
export const JAVASCRIPT_URL = 'javascript:window.__xss=1';

/** Finds markers in page text: [whole marker, id]. */
export const MARKER_PATTERN = /⟦([\w-]+)⟧/g;

/** What a marker stands for: the document and field it was written into, and the payload after it. */
export interface Marked {
  doc: string;
  field: string;
  payload: string;
}

/**
 * Markers are short ids ('⟦12⟧'), so a string field (at most 255 characters) holds its marker and
 * payload whole; `markers` says which document and field each id was written into.
 */
export class Markers {
  readonly list: Record<string, Marked> = {};
  private next = 1;

  text(doc: string, field: string, payload = STRING_PAYLOAD, id = String(this.next++)): string {
    this.list[id] = { doc, field, payload };
    return `⟦${id}⟧ ${payload}`;
  }
}

/** The documents of the hostile catalogue, in the order they are first saved. */
interface Planned {
  key: string;
  uid: string;
  /** Fields set as given instead of generated (slugs, flags, lists of entries...). */
  fixed?: (fill: Filler) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

const SLUGS: Record<string, string> = {};
const slugged = (key: string, slug: string) => {
  SLUGS[key] = slug;
  return { slug };
};

const PLAN: Planned[] = [
  { key: 'age-group', uid: 'api::age-group.age-group', fixed: () => slugged('age-group', 'hostile-age-group') },
  // Before the slideshows: their videos name it as their film.
  {
    key: 'film',
    uid: 'api::film.film',
    // A captions track's language is a code the CMS checks (en, cy, pt-BR): its label carries the payload.
    fixed: async (fill) => ({ captions: [{ ...(await fill.component('film.caption-track', 'film.captions')), language: 'cy' }] }),
  },
  { key: 'audience', uid: 'api::audience.audience', fixed: () => slugged('audience', 'hostile') },
  { key: 'strand-1', uid: 'api::learning-strand.learning-strand' },
  { key: 'strand-2', uid: 'api::learning-strand.learning-strand' },
  { key: 'slideshow', uid: 'api::activity-slideshow.activity-slideshow' },
  { key: 'sub-slideshow', uid: 'api::activity-slideshow.activity-slideshow' },
  { key: 'activity', uid: 'api::activity-page.activity-page' },
  { key: 'activity-2', uid: 'api::activity-page.activity-page' },
  { key: 'option', uid: 'api::activity-option.activity-option' },
  { key: 'section', uid: 'api::activity-section.activity-section' },
  { key: 'activity-library', uid: 'api::activity-library.activity-library' },
  { key: 'audio-page', uid: 'api::audio-page.audio-page' },
  { key: 'audio-collection', uid: 'api::audio-page-container.audio-page-container' },
  { key: 'audio-library', uid: 'api::audio-library.audio-library' },
  { key: 'at-home', uid: 'api::at-home-library.at-home-library' },
  { key: 'unit', uid: 'api::scheme.scheme' },
  {
    key: 'lesson',
    uid: 'api::lesson.lesson',
    fixed: async (fill) => ({
      // A divider, then the activity: both kinds of entry a lesson shows.
      activities: [
        { ...(await fill.component('lesson.activity-entry', 'lesson.activities')), section_divider: true, activity: null },
        await fill.component('lesson.activity-entry', 'lesson.activities'),
      ],
      disable_lesson_mode: false,
    }),
  },
  { key: 'programme', uid: 'api::programme.programme', fixed: () => ({ ...slugged('programme', 'hostile-programme'), released: true }) },
  { key: 'landing-page', uid: 'api::landing-page.landing-page', fixed: () => slugged('landing-page', 'hostile-landing') },
  { key: 'project', uid: 'api::project.project', fixed: () => slugged('project', 'hostile-project') },
  { key: 'live-programme', uid: 'api::live-programme.live-programme', fixed: () => slugged('live-programme', 'hostile-live') },
  { key: 'live-performance', uid: 'api::live-performance.live-performance', fixed: () => slugged('live-performance', 'hostile-performance') },
  {
    key: 'live-production',
    uid: 'api::live-production.live-production',
    fixed: async (fill) => ({
      ...slugged('live-production', 'hostile-production'),
      // One booking with a link and one without, which shows its own message instead.
      bookings: [
        await fill.component('live.booking', 'live-production.bookings'),
        { ...(await fill.component('live.booking', 'live-production.bookings')), booking_link: null },
      ],
    }),
  },
  { key: 'cpd-live-event', uid: 'api::cpd-live-event.cpd-live-event', fixed: () => slugged('cpd-live-event', 'hostile-cpd-event') },
  { key: 'cpd-session', uid: 'api::cpd-session.cpd-session', fixed: () => slugged('cpd-session', 'hostile-cpd-session') },
  { key: 'unit-builder', uid: 'api::custom-scheme-builder.custom-scheme-builder', fixed: () => ({ number_required_strands: 1 }) },
  { key: 'unit-plan', uid: 'api::custom-scheme-plan.custom-scheme-plan' },
  { key: 'cpd', uid: 'api::cpd.cpd' },
  { key: 'home', uid: 'api::home-page.home-page' },
  { key: 'privacy', uid: 'api::privacy-policy.privacy-policy' },
  { key: 'terms', uid: 'api::terms-and-condition.terms-and-condition' },
  { key: 'sign-up', uid: 'api::sign-up-page.sign-up-page' },
  { key: 'pricing', uid: 'api::pricing.pricing' },
];

/**
 * Content types the hostile catalogue leaves out: teachers' own records, written through the
 * site's own calls (the journeys add a playlist and a custom unit with payloads themselves) or
 * only by editors for bookkeeping.
 */
export const NOT_EDITORS_CONTENT: Record<string, string> = {
  'api::playlist.playlist': 'a teacher’s own: the journey saves one with payloads through the site’s mutation',
  'api::custom-scheme.custom-scheme': 'a teacher’s own: the journey creates one with payloads through the site’s mutation',
  'api::user-profile.user-profile': 'a teacher’s own details, typed on the account page',
  'api::teaching-class.teaching-class': 'a teacher’s own class (a name and a year group), named on /teaching and shown to them as text',
  'api::taught-lesson.taught-lesson': 'a teacher’s own record of a lesson taught (a date, a note, copies of the lesson’s titles), shown to them as text',
  'api::member-account.member-account': 'a school account, named by its owner',
  'api::membership.membership': 'invitations: an email address and a status',
  'api::subscription.subscription': 'bookkeeping in the admin panel, never shown on a page',
  'api::reminder.reminder': 'the reminder emails the CMS claimed and sent (api/reminder): written by the server only, never shown on a page',
  'api::short-link.short-link':
    'a page’s short link (api/short-link): a random code and the page’s checked address, written by the server only, never shown as content',
  'api::school-invoice.school-invoice':
    'a school’s invoice: written from its owner’s request (checked field by field: apps/cms/src/api/school-invoice/validation.ts) and Stripe’s answers, shown to the owner as text',
  'api::school-account-change.school-account-change': 'an editor’s note on extending or ending a school: shown only in the admin panel',
  'api::concert-attendance.concert-attendance':
    'a concert a school’s owner marked as attended (api/concert-attendance): the production’s id and copies of its titles, written by the server from the live offer, shown to the owner as text',
  // The curriculum's fixed lists (apps/cms/src/setup/curriculum-taxonomy.ts): their names are shown as labels and on the curriculum map.
  'api::year-group.year-group': 'a fixed list the CMS writes at every start: editors pick year groups from it and cannot write it',
  'api::curriculum-area.curriculum-area': 'a fixed list the CMS writes at every start: editors pick areas from it and cannot write it',
  'api::musical-dimension.musical-dimension': 'a fixed list the CMS writes at every start: editors pick dimensions from it and cannot write it',
};

/**
 * Which planned document a relation points to, where the first of the target type is not the one:
 * sub-slideshows and instrument options open the second slideshow; activities relate to each other.
 */
function relationTarget(doc: string, fieldPath: string, target: string): string | null {
  if (/^activity-slideshow\.slides\..*(sub_slides2\.activity_slideshow|activity_audio|instrument_options)$/.test(fieldPath)) {
    return doc === 'slideshow' ? 'sub-slideshow' : null;
  }
  if (fieldPath === 'activity-page.related_activities') return doc === 'activity' ? 'activity-2' : 'activity';
  if (fieldPath === 'activity-page.activity_slideshow') return doc === 'activity' ? 'slideshow' : 'sub-slideshow';
  return PLAN.find((planned) => planned.uid === target)?.key ?? null;
}

const TRUE_FLAGS = new Set(['include_in_lesson', 'released', 'active_live_performance', 'featured']);

// Tiny but real files: a 1×1 PNG, a tenth of a second of silence as WAV, a one-page PDF, an empty MP4.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
function wav(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
// A file-type box is all an MP4 needs for the media library to take it as a video.
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
const FILES = {
  image: { ext: 'png', mimeType: 'image/png', buffer: PNG },
  audio: { ext: 'wav', mimeType: 'audio/wav', buffer: wav() },
  video: { ext: 'mp4', mimeType: 'video/mp4', buffer: MP4 },
  document: { ext: 'pdf', mimeType: 'application/pdf', buffer: PDF },
} as const;
type FileKind = keyof typeof FILES;

const KIND_OF_TYPE: Record<string, FileKind> = { images: 'image', videos: 'video', audios: 'audio', files: 'document' };

/**
 * The files a media field gets: of a type the field allows (the CMS refuses any other), the kind
 * its name asks for where it allows several, and one image and one recording for a list that
 * takes both, as an editor mixes them.
 */
function fileKinds(name: string, attribute: Attribute): FileKind[] {
  const allowed = attribute.allowedTypes?.length ? attribute.allowedTypes : Object.keys(KIND_OF_TYPE);
  const named = /audio/.test(name) ? 'audios' : /video/.test(name) ? 'videos' : /^(document|file|score|summary_document)$/.test(name) ? 'files' : undefined;
  if (named && allowed.includes(named)) return [KIND_OF_TYPE[named]];
  if (attribute.multiple && allowed.includes('images') && allowed.includes('audios')) return ['image', 'audio'];
  const first = allowed.find((type) => type in KIND_OF_TYPE);
  return [KIND_OF_TYPE[first ?? 'images']];
}

export interface UploadedFile {
  id: number;
  documentId: string;
  kind: FileKind;
}

/** The development editor, signed in to the admin panel's API. */
export class Editor {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext): Promise<Editor> {
    const response = await request.post('/admin/login', { data: { email: 'editor@example.com', password: 'EditorDemo1' } });
    expect(response.status(), 'the development editor signs in to the admin panel').toBe(200);
    return new Editor(request, (await response.json()).data.token);
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  /** Sends a content-manager call; answers the status and body (callers check them). */
  async send(method: 'POST' | 'PUT', url: string, data: unknown): Promise<{ status: number; body: any }> {
    const response = await this.request.fetch(url, { method, data: data as object, headers: this.headers });
    return { status: response.status(), body: await response.json().catch(() => ({})) };
  }

  async ok(method: 'POST' | 'PUT', url: string, data: unknown): Promise<any> {
    const { status, body } = await this.send(method, url, data);
    expect(status, `${method} ${url}: ${JSON.stringify(body.error ?? body).slice(0, 600)}`).toBeLessThan(300);
    return body;
  }

  async upload(kind: FileKind, info: { name: string; alternativeText: string; caption: string }): Promise<UploadedFile> {
    const file = FILES[kind];
    const response = await this.request.post('/upload', {
      headers: this.headers,
      multipart: {
        files: { name: `hostile.${file.ext}`, mimeType: file.mimeType, buffer: file.buffer },
        fileInfo: JSON.stringify({ ...info, name: `${info.name}.${file.ext}` }),
      },
    });
    expect(response.status(), `upload ${info.name}`).toBeLessThan(300);
    const [uploaded] = await response.json();
    return { id: uploaded.id, documentId: uploaded.documentId, kind };
  }

  collectionUrl(uid: string, documentId?: string, action?: string): string {
    return ['/content-manager/collection-types', uid, documentId, action && `actions/${action}`].filter(Boolean).join('/');
  }

  singleUrl(uid: string, action?: string): string {
    return ['/content-manager/single-types', uid, action && `actions/${action}`].filter(Boolean).join('/');
  }
}

type Relations = 'none' | 'all';

/**
 * Generates a document's data from its schema: every text field hostile, every component and
 * dynamic zone filled (one entry of each kind), every media field with uploaded hostile files, and,
 * when `relations` is 'all', every relation pointing to the planned document of its target type.
 */
class Filler {
  constructor(
    private readonly editor: Editor,
    private readonly doc: string,
    private readonly relations: Relations,
    private readonly ids: Map<string, string>,
    private readonly files: Map<string, UploadedFile[]>,
    private readonly markers: Markers,
  ) {}

  async fields(uid: string, fieldPath: string): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {};
    for (const [name, attribute] of Object.entries(model(uid).attributes)) {
      const value = await this.value(name, attribute, `${fieldPath}.${name}`);
      if (value !== undefined) data[name] = value;
    }
    return data;
  }

  component(uid: string, fieldPath: string): Promise<Record<string, unknown>> {
    return this.fields(uid, fieldPath);
  }

  private async value(name: string, attribute: Attribute, fieldPath: string): Promise<unknown> {
    if (attribute.private) return undefined;
    if (isUrlField(name, attribute)) return fieldPath.startsWith('live-production.') || /session_link$/.test(name) ? HOSTILE_WEB_ADDRESS : HOSTILE_SITE_PATH;
    if (isEmbedField(name, attribute)) return { url: HOSTILE_SITE_PATH };
    switch (attribute.type) {
      case 'string':
        return this.markers.text(this.doc, fieldPath);
      case 'text':
      case 'richtext':
        return this.markers.text(this.doc, fieldPath, TEXT_PAYLOAD);
      case 'email':
        return undefined;
      case 'blocks':
        return hostileBlocks(this.markers, this.doc, fieldPath);
      case 'uid':
        return `hostile-${this.doc}`;
      case 'boolean':
        return TRUE_FLAGS.has(name);
      case 'integer':
        // The smallest number the field takes (a tempo starts at 30 beats a minute).
        return name === 'main_banner_offset' ? 50 : Math.max(1, attribute.min ?? 1);
      case 'decimal':
      case 'float':
        return Math.max(1, attribute.min ?? 1);
      case 'date':
        return '2031-03-12';
      case 'datetime':
        return '2031-03-12T10:30:00.000Z';
      case 'enumeration':
        // A choice the field must have (a school price band's Stripe price) takes its first; the others their default.
        return attribute.required && attribute.default === undefined ? attribute.enum?.[0] : undefined;
      case 'json':
        return undefined;
      case 'media': {
        const files = await this.uploads(name, attribute, fieldPath);
        return attribute.multiple ? files.map((file) => file.id) : files[0].id;
      }
      case 'component': {
        const inner = await this.fields(attribute.component!, fieldPath);
        return attribute.repeatable ? [inner] : inner;
      }
      case 'dynamiczone': {
        const entries = [];
        for (const component of attribute.components ?? [])
          entries.push({ __component: component, ...(await this.fields(component, `${fieldPath}.${component}`)) });
        return entries;
      }
      case 'relation': {
        if (this.relations === 'none' || !attribute.target?.startsWith('api::')) return undefined;
        const key = relationTarget(this.doc, fieldPath, attribute.target);
        const documentId = key && key !== this.doc ? this.ids.get(key) : undefined;
        return documentId ? { connect: [{ documentId }] } : undefined;
      }
      default:
        return undefined;
    }
  }

  /** The files of a media field, uploaded once per document and field. */
  private async uploads(name: string, attribute: Attribute, fieldPath: string): Promise<UploadedFile[]> {
    // One set of files per field, shared by the documents of a type (they are the same field).
    const key = fieldPath;
    const known = this.files.get(key);
    if (known) return known;
    const uploaded: UploadedFile[] = [];
    for (const kind of fileKinds(name, attribute)) {
      const field = `${fieldPath}#${kind}`;
      uploaded.push(
        await this.editor.upload(kind, {
          name: this.markers.text(this.doc, `${field}.name`),
          alternativeText: this.markers.text(this.doc, `${field}.alternativeText`),
          caption: this.markers.text(this.doc, `${field}.caption`),
        }),
      );
    }
    this.files.set(key, uploaded);
    return uploaded;
  }
}

/** Rich text with the payload as text, in a link, a quote, a list and a code block. */
export function hostileBlocks(markers: Markers, doc: string, fieldPath: string, linkAddress = HOSTILE_WEB_ADDRESS): unknown[] {
  const text = (value: string) => ({ type: 'text', text: value });
  return [
    {
      type: 'paragraph',
      children: [
        text(markers.text(doc, fieldPath, TEXT_PAYLOAD)),
        { type: 'link', url: linkAddress, children: [text(markers.text(doc, `${fieldPath}/link`))] },
      ],
    },
    { type: 'heading', level: 3, children: [{ ...text(markers.text(doc, `${fieldPath}/heading`)), bold: true }] },
    { type: 'quote', children: [text(markers.text(doc, `${fieldPath}/quote`))] },
    { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [text(markers.text(doc, `${fieldPath}/list`))] }] },
    { type: 'code', children: [text(markers.text(doc, `${fieldPath}/code`))] },
  ];
}

export interface HostileContent {
  /** What each marker on the pages stands for. */
  markers: Record<string, Marked>;
  /** documentId by planned key. */
  ids: Record<string, string>;
  slugs: Record<string, string>;
  /** Uploaded files by field ('activity-page.activity_at_home.media'). */
  files: Record<string, UploadedFile[]>;
  /** The CMS's answers to javascript: addresses, by field: each must be a refusal. */
  refusals: Array<{ field: string; status: number }>;
  /** Milliseconds each phase of the build took. */
  timings: Record<string, number>;
}

/** The field paths (from the content model) whose addresses the CMS must refuse, with the data that puts javascript: there. */
function javascriptAttempts(): Promise<Array<{ field: string; uid: string; data: Record<string, unknown> }>> {
  const attempts: Array<{ field: string; uid: string; data: Record<string, unknown> }> = [];
  for (const { uid } of PLAN) {
    const walk = (componentUid: string, fieldPath: string, build: (value: unknown) => Record<string, unknown>) => {
      for (const [name, attribute] of Object.entries(model(componentUid).attributes)) {
        const inner = `${fieldPath}.${name}`;
        if (isUrlField(name, attribute)) attempts.push({ field: inner, uid, data: build({ [name]: JAVASCRIPT_URL }) });
        else if (isEmbedField(name, attribute)) attempts.push({ field: inner, uid, data: build({ [name]: { url: JAVASCRIPT_URL } }) });
        else if (attribute.type === 'blocks')
          attempts.push({ field: inner, uid, data: build({ [name]: hostileBlocks(new Markers(), 'refused', inner, JAVASCRIPT_URL) }) });
        else if (attribute.type === 'component') {
          walk(attribute.component!, inner, (value) => build({ [name]: attribute.repeatable ? [value] : value }));
        } else if (attribute.type === 'dynamiczone') {
          for (const component of attribute.components ?? [])
            walk(component, `${inner}.${component}`, (value) => build({ [name]: [{ __component: component, ...(value as object) }] }));
        }
      }
    };
    walk(uid, model(uid).name, (value) => value as Record<string, unknown>);
  }
  // Each field once, however many planned documents share its type.
  return Promise.resolve([...new Map(attempts.map((attempt) => [attempt.field, attempt])).values()]);
}

async function build(request: APIRequestContext): Promise<HostileContent> {
  const editor = await Editor.signIn(request);
  const ids = new Map<string, string>();
  const files = new Map<string, UploadedFile[]>();
  const markers = new Markers();

  const timings: Record<string, number> = {};
  let phaseStarted = Date.now();
  const phase = (name: string) => {
    timings[name] = Date.now() - phaseStarted;
    phaseStarted = Date.now();
  };

  // The CMS refuses javascript: in every address field, embed and rich-text link, drafts included.
  const refusals: HostileContent['refusals'] = [];
  for (const attempt of await javascriptAttempts()) {
    const single = model(attempt.uid).kind === 'singleType';
    const { status } = single
      ? await editor.send('PUT', editor.singleUrl(attempt.uid), attempt.data)
      : await editor.send('POST', editor.collectionUrl(attempt.uid), { title: 'refused', ...attempt.data });
    refusals.push({ field: attempt.field, status });
  }
  phase('refusals');

  // First every collection document without relations, so that each relation can find its target...
  for (const planned of PLAN) {
    if (model(planned.uid).kind === 'singleType') continue;
    const filler = new Filler(editor, planned.key, 'none', ids, files, markers);
    const data = { ...(await filler.fields(planned.uid, model(planned.uid).name)), ...(await planned.fixed?.(filler)) };
    const body = await editor.ok('POST', editor.collectionUrl(planned.uid), data);
    ids.set(planned.key, body.data.documentId);
  }
  phase('drafts and uploads');
  // ...then every document in full, relations included...
  for (const planned of PLAN) {
    const { uid, kind } = model(planned.uid);
    const filler = new Filler(editor, planned.key, 'all', ids, files, markers);
    const data = { ...(await filler.fields(uid, model(uid).name)), ...(await planned.fixed?.(filler)) };
    if (kind === 'singleType') await editor.ok('PUT', editor.singleUrl(uid), data);
    else await editor.ok('PUT', editor.collectionUrl(uid, ids.get(planned.key)), data);
  }
  phase('relations');
  // ...and published twice: a published relation (in a component too) keeps its target only when
  // the target is published already, and the second round finds every target published.
  for (let round = 0; round < 2; round += 1) {
    for (const planned of PLAN) {
      const { uid, kind, draftAndPublish } = model(planned.uid);
      if (!draftAndPublish) continue;
      await editor.ok('POST', kind === 'singleType' ? editor.singleUrl(uid, 'publish') : editor.collectionUrl(uid, ids.get(planned.key), 'publish'), {});
    }
  }
  phase('publishing');
  return { markers: markers.list, ids: Object.fromEntries(ids), slugs: { ...SLUGS }, files: Object.fromEntries(files), refusals, timings };
}

/**
 * The hostile catalogue of this run: built by the first worker to ask (the others wait for its
 * file). Lives in the run's data folder, so a new run builds it afresh.
 */
export async function hostileContent(request: APIRequestContext): Promise<HostileContent> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the browser tests start the server with a data folder of their own');
  const file = path.join(dataDir, 'hostile-content.json');
  const lock = `${file}.lock`;
  let mine = false;
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    mine = true;
  } catch {
    // Another worker is building it.
  }
  if (mine && !fs.existsSync(file)) {
    try {
      const content = await build(request);
      fs.writeFileSync(file, JSON.stringify(content));
      return content;
    } catch (error) {
      fs.rmSync(lock, { force: true });
      throw error;
    }
  }
  await expect
    .poll(() => fs.existsSync(file) || !fs.existsSync(lock), { message: 'the hostile content, built by another worker', timeout: 240_000, intervals: [500] })
    .toBe(true);
  if (!fs.existsSync(file)) throw new Error('The worker building the hostile content failed; see its error');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

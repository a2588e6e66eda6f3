/**
 * Seeds the demo's Music at Home libraries and CPD area (demo/at-home/<programme>.yaml, demo/cpd.yaml) on a
 * development start, after the demo content. Each part (the CPD area, one library per programme)
 * runs once, in its own transaction with its own marker, so a later start adds only what is
 * missing and never undoes an editor's changes. The libraries need the demo catalogue's activities,
 * so they are left out when the catalogue is (SEED_DEMO_CATALOGUE=false); the CPD area is not.
 */
import type { Core, UID } from '@strapi/strapi';
import { SeedMedia } from './media';
import { toBlocks } from './rich-text';
import { clipEmbed } from './catalogue';
import { demoData, type AtHomeLibrarySpec, type DemoData } from './demo-data/load';

const PART_MARKER = { type: 'core', name: 'demo-at-home-and-cpd' } as const;
const UIDS = {
  library: 'api::at-home-library.at-home-library',
  activity: 'api::activity-page.activity-page',
  programme: 'api::programme.programme',
  cpd: 'api::cpd.cpd',
  liveEvent: 'api::cpd-live-event.cpd-live-event',
  session: 'api::cpd-session.cpd-session',
} as const satisfies Record<string, UID.ContentType>;

const DAY_MS = 24 * 3600_000;
const isoDay = (inDays: number) => new Date(Date.now() + inDays * DAY_MS).toISOString().slice(0, 10);

export async function seedAtHomeAndCpd(strapi: Core.Strapi, { catalogue }: { catalogue: boolean }): Promise<void> {
  const seeder = new AtHomeAndCpdSeeder(strapi);
  const parts: Array<[string, () => Promise<void>]> = [['cpd', () => seeder.cpd()]];
  if (catalogue) for (const spec of demoData(strapi).atHome) parts.push([`at-home:${spec.programme}`, () => seeder.library(spec)]);
  const todo = [];
  for (const part of parts) if (!(await strapi.store.get({ ...PART_MARKER, key: part[0] }))) todo.push(part);
  if (!todo.length) return;
  const started = Date.now();
  try {
    await seeder.prepareMedia(todo.map(([key]) => key));
    for (const [key, seed] of todo) {
      await strapi.db.transaction(async () => {
        await seed();
        await strapi.store.set({ ...PART_MARKER, key, value: true });
      });
    }
    strapi.log.info(`Seeded the demo at-home libraries and CPD area (${todo.map(([key]) => key).join(', ')}) in ${Date.now() - started} ms`);
  } finally {
    seeder.dispose();
  }
}

class AtHomeAndCpdSeeder {
  private readonly media: SeedMedia;
  private readonly files = new Map<string, number>(); // media name -> upload file id
  private readonly data: DemoData;

  constructor(private readonly strapi: Core.Strapi) {
    this.media = new SeedMedia(strapi);
    this.data = demoData(strapi);
  }

  dispose(): void {
    this.media.dispose();
  }

  /** Generates (or finds again) the media of the parts about to be seeded. */
  async prepareMedia(parts: string[]): Promise<void> {
    const keep = (name: string) => (id: number) => this.files.set(name, id);
    const jobs: Array<() => Promise<unknown>> = [];
    const { cpd, atHome, media } = this.data;
    if (parts.includes('cpd')) {
      for (const pdf of cpd.documents) jobs.push(() => this.media.pdf(pdf).then(keep(pdf.name)));
      for (const item of [...cpd.liveEvents, ...cpd.sessions]) {
        jobs.push(() => this.media.image(item.image).then(keep(item.image.name)));
        jobs.push(() => this.media.pdf(item.document).then(keep(item.document.name)));
      }
    }
    for (const spec of atHome.filter((library) => parts.includes(`at-home:${library.programme}`))) {
      for (const activity of spec.activities) {
        const recording = media.recordings.find((candidate) => candidate.name === activity.recording);
        if (!recording) throw new Error(`The at-home demo uses the recording '${activity.recording}', which demo/media.yaml does not define`);
        jobs.push(() => this.media.image(activity.image).then(keep(activity.image.name)));
        jobs.push(() => this.media.recording(recording).then(keep(recording.name)));
        jobs.push(() => this.media.pdf(activity.sheet).then(keep(activity.sheet.name)));
      }
    }
    await this.media.prepare(jobs);
  }

  private file(name: string): number {
    const id = this.files.get(name);
    if (id === undefined) throw new Error(`The at-home and CPD demo uses the media file '${name}', which was not prepared`);
    return id;
  }

  /** Adds the at-home fields to four catalogue activities and makes the programme's at-home library. */
  async library(spec: AtHomeLibrarySpec): Promise<void> {
    const programme = await this.strapi
      .documents(UIDS.programme)
      .findFirst({ filters: { slug: spec.programme }, status: 'published', fields: ['documentId'] } as never);
    if (!programme) return; // deleted by an editor: leave it so
    const activityIds: string[] = [];
    for (const item of spec.activities) {
      const draft = (await this.strapi.documents(UIDS.activity).findFirst({
        filters: { title: item.activity },
        status: 'draft',
        populate: ['activity_at_home', 'activity_at_home_download'],
      } as never)) as { documentId: string; activity_at_home?: unknown[]; activity_at_home_download?: unknown[] } | null;
      if (!draft) continue;
      activityIds.push(draft.documentId);
      if (draft.activity_at_home?.length || draft.activity_at_home_download?.length) continue; // an editor's at-home fields stay
      await this.strapi.documents(UIDS.activity).update({
        documentId: draft.documentId,
        data: {
          activity_at_home: [{ title: item.title, description: toBlocks(item.description), media: [this.file(item.image.name), this.file(item.recording)] }],
          activity_at_home_download: [{ title: item.sheet.pdf.title, file: this.file(item.sheet.name) }],
        },
      } as never);
      await this.strapi.documents(UIDS.activity).publish({ documentId: draft.documentId } as never);
    }
    if (!activityIds.length) return;
    // A library has no drafts (its id is in the links teachers share): it names the published activities.
    await this.strapi.documents(UIDS.library).create({
      data: {
        title: spec.title,
        introduction: toBlocks(spec.introduction),
        activities: { connect: activityIds.map((documentId) => ({ documentId, status: 'published' })) },
        programmes: [programme.documentId],
      },
    } as never);
  }

  async cpd(): Promise<void> {
    if (await this.strapi.documents(UIDS.cpd).findFirst({ status: 'draft' } as never)) return;
    const cpd = this.data.cpd;
    const document = (pdf: { name: string; pdf: { title: string } }) => ({ title: pdf.pdf.title, file: this.file(pdf.name) });
    const liveEvents: string[] = [];
    for (const event of cpd.liveEvents) {
      const date = isoDay(event.inDays);
      const created = await this.strapi.documents(UIDS.liveEvent).create({
        data: {
          title: event.title,
          slug: event.slug,
          event_date: date,
          venue: event.venue,
          blurb: event.blurb,
          main_text: toBlocks(event.main_text),
          main_image: this.file(event.image.name),
          documents: [document(event.document)],
          session: { ...event.session, session_date: date },
        },
        status: 'published',
      } as never);
      liveEvents.push(created.documentId);
    }
    const sessions: string[] = [];
    for (const session of cpd.sessions) {
      const created = await this.strapi.documents(UIDS.session).create({
        data: {
          title: session.title,
          slug: session.slug,
          blurb: session.blurb,
          main_text: toBlocks(session.main_text),
          main_image: this.file(session.image.name),
          video: { title: session.video.title, film_setup: session.video.film_setup, embed: clipEmbed(session.video.clip) },
          documents: [document(session.document)],
        },
        status: 'published',
      } as never);
      sessions.push(created.documentId);
    }
    await this.strapi.documents(UIDS.cpd).create({
      data: {
        title: cpd.title,
        body_content: toBlocks(cpd.body_content),
        live_events_heading: cpd.live_events_heading,
        video_sessions_title: cpd.video_sessions_title,
        documents: cpd.documents.map(document),
        live_events: liveEvents,
        sessions,
      },
      status: 'published',
    } as never);
  }
}

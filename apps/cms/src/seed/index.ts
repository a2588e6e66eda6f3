/**
 * The development demo: content, generated media and demo accounts, seeded on first start.
 *
 * The demo's words and media recipes are data files in apps/cms/demo (read by demo-data/load.ts);
 * the seeders here turn them into documents and generated files. Two layers: the skeleton
 * (audiences, programmes, landing page, project, live programmes, home and legal pages; DemoSeeder
 * below) and the demo catalogue on top of it (units, lessons, activities, libraries, audio;
 * catalogue.ts), which SEED_DEMO_CATALOGUE=false leaves out, for tests that do not need it. Every generated file is uploaded first, a few at a time, then the documents are written
 * in one transaction.
 *
 * Running it again adds nothing twice and changes nothing an editor has changed: a finished seed
 * leaves a marker in Strapi's core store; skeleton items are looked up by slug before they are
 * created (an existing one is left as it is); the catalogue is seeded in parts, each with its own
 * marker; an interrupted seed leaves no documents behind (files are found again by name) and starts
 * again on the next start. Demo accounts and their profiles are checked on every development start
 * and only the missing ones are added.
 */
import type { Core, UID } from '@strapi/strapi';
import type { FeatureboxSpec, ImageSpec, ThemeSpec } from './demo-data/schema';
import { demoData, type DemoContent, type LiveProgrammeSpec } from './demo-data/load';
import { TZDate } from '@date-fns/tz';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { SeedMedia } from './media';
import { CatalogueSeeder } from './catalogue';
import { seedAtHomeAndCpd } from './at-home-and-cpd';
import { seedDemoFilms } from './films';
import { seedDemoTeachingRecord } from './teaching-record';
import { toBlocks } from './rich-text';
import { roleIdByType } from '../access/roles';
import { setting } from '../runtime/environment';

const SEED_MARKER = { type: 'core', name: 'demo-seed', key: 'completed' };
/** 1: the skeleton. 2: the demo catalogue. 3: the live offer's performances, bookings and extras. */
const SEED_VERSION = 3;

type Documents = ReturnType<Core.Strapi['documents']>;

/** Whether this start seeds the demo catalogue too (SEED_DEMO_CATALOGUE, default true). */
export function seedsCatalogue(): boolean {
  return setting('SEED_DEMO_CATALOGUE');
}

export async function seedDemo(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.store.get(SEED_MARKER)) !== SEED_VERSION) {
    const started = Date.now();
    const catalogue = seedsCatalogue();
    const { timings } = await runDemoSeed(strapi, { catalogue });
    const phases = Object.entries(timings)
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(', ');
    strapi.log.info(`Seeded the demo content in ${Date.now() - started} ms (${phases})`);
  }
  // Music at Home and CPD keep their own markers: they are added to a demo seeded before them too.
  await seedAtHomeAndCpd(strapi, { catalogue: seedsCatalogue() });
  // So do the demo's own films (rendered with ffmpeg; films.ts) and the lesson activity that plays them.
  await seedDemoFilms(strapi, { catalogue: seedsCatalogue() });
  await seedDemoAccounts(strapi);
  // Demo teachers' record of teaching, for the charity's reach report (teaching-record.ts).
  await seedDemoTeachingRecord(strapi);
}

export interface DemoSeedReport {
  /** Catalogue documents created, by content type. */
  created: Map<string, number>;
  /** Milliseconds spent on each phase: media, then the documents' transaction (skeleton and catalogue). */
  timings: Record<string, number>;
}

/**
 * Seeds whatever of the demo content is missing, whatever the marker says, and sets the marker in
 * the same transaction. Without the catalogue the marker stays unset, so that a later full start
 * adds the catalogue.
 */
export async function runDemoSeed(strapi: Core.Strapi, { catalogue }: { catalogue: boolean }): Promise<DemoSeedReport> {
  const media = new SeedMedia(strapi);
  const timings: Record<string, number> = {};
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      return await work();
    } finally {
      timings[phase] = Date.now() - started;
    }
  };
  try {
    const content = demoData(strapi).content;
    const catalogueSeeder = catalogue ? new CatalogueSeeder(strapi, media) : undefined;
    await timed('media', () => media.prepare([...imageSpecsIn(content).map((spec) => () => media.image(spec)), ...(catalogueSeeder?.mediaJobs() ?? [])]));
    // One transaction for all the documents: many small commits would cost more than the work itself.
    let created = new Map<string, number>();
    await timed('transaction', () =>
      strapi.db.transaction(async () => {
        await timed('skeleton', () => new DemoSeeder(strapi, media, content).run());
        if (catalogueSeeder) {
          created = await timed('catalogue', () => catalogueSeeder.run());
          await strapi.store.set({ ...SEED_MARKER, value: SEED_VERSION });
        }
      }),
    );
    return { created, timings };
  } finally {
    media.dispose();
  }
}

/** An instant `days` from today at `time` ('HH:mm') in UK time, as ISO: demo bookings stay in the future. */
export function ukTimeFromToday(days: number, time: string): string {
  const today = new TZDate(Date.now(), 'Europe/London');
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, hours, minutes, 0, 'Europe/London').getTime()).toISOString();
}

/** Every generated image the skeleton uses, wherever it sits in the content. */
function imageSpecsIn(value: unknown, found: ImageSpec[] = []): ImageSpec[] {
  if (Array.isArray(value)) value.forEach((item) => imageSpecsIn(item, found));
  else if (value && typeof value === 'object') {
    if ('motif' in value && 'colours' in value && 'name' in value) found.push(value as ImageSpec);
    else Object.values(value).forEach((item) => imageSpecsIn(item, found));
  }
  return found;
}

export async function seedDemoAccounts(strapi: Core.Strapi): Promise<void> {
  const users = strapi.plugin('users-permissions').service('user');
  for (const account of DEMO_ACCOUNTS) {
    const existing = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: account.email } });
    const user =
      existing ??
      (await users.add({
        username: account.email,
        email: account.email,
        password: account.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: await roleIdByType(strapi, account.role),
      }));
    const subscriptions = strapi.db.query('api::subscription.subscription');
    if (!(await subscriptions.count({ where: { user: { id: user.id } } }))) {
      const { kind, days } = account.subscription;
      const day = 24 * 3600_000;
      const starts = new Date(Date.now() + Math.min(0, days) * day - 30 * day);
      await subscriptions.create({
        data: { user: user.id, kind, starts_at: starts.toISOString(), ends_at: new Date(Date.now() + days * day).toISOString(), note: 'Demo account' },
      });
    }
    if ('ownsSchool' in account && account.ownsSchool) {
      const accounts = strapi.db.query('api::member-account.member-account');
      if (!(await accounts.findOne({ where: { owner: { id: user.id } } }))) {
        await accounts.create({ data: { name: account.ownsSchool, owner: user.id, seats: 30 } });
      }
    }
    const profiles = strapi.db.query('api::user-profile.user-profile');
    if (!(await profiles.findOne({ where: { user: { id: user.id } } }))) {
      await profiles.create({
        data: { user: user.id, first_name: account.firstName, last_name: account.lastName, areas_of_interest: account.interests, user_updated: false },
      });
    }
  }
}

/** The skeleton: items looked up by slug (or, for single types, by existence) and created when missing. */
class DemoSeeder {
  private readonly ids = new Map<string, string>(); // `${uid}:${slug}` -> documentId

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly media: SeedMedia,
    private readonly content: DemoContent,
  ) {}

  async run(): Promise<void> {
    await this.seedAll();
  }

  private docs(uid: UID.ContentType): Documents {
    return this.strapi.documents(uid);
  }

  private image(spec: ImageSpec): Promise<number> {
    return this.media.image(spec);
  }

  /** Creates and publishes a document unless one with this slug exists, which is left untouched. */
  private async upsert(uid: UID.ContentType, slug: string, data: Record<string, unknown>): Promise<string> {
    const found = await this.docs(uid).findFirst({ filters: { slug }, status: 'draft' } as never);
    const documentId = found?.documentId ?? (await this.saveAndPublish(uid, undefined, { ...data, slug }));
    this.ids.set(`${uid}:${slug}`, documentId);
    return documentId;
  }

  private async saveAndPublish(uid: UID.ContentType, existingId: string | undefined, data: Record<string, unknown>): Promise<string> {
    const saved = existingId ? await this.docs(uid).update({ documentId: existingId, data } as never) : await this.docs(uid).create({ data } as never);
    if (!saved) throw new Error(`Demo seed could not save ${uid}`);
    await this.docs(uid).publish({ documentId: saved.documentId } as never);
    return saved.documentId;
  }

  private id(uid: UID.ContentType, slug: string): string {
    const documentId = this.ids.get(`${uid}:${slug}`);
    if (!documentId) throw new Error(`Demo seed refers to ${uid} '${slug}', which it does not define`);
    return documentId;
  }

  private async single(uid: UID.ContentType, data: Record<string, unknown>): Promise<void> {
    if (await this.docs(uid).findFirst({ status: 'draft' } as never)) return;
    await this.saveAndPublish(uid, undefined, data);
  }

  private async theme(theme: ThemeSpec) {
    return {
      css: { background: theme.background, color: theme.color, hover_color: theme.hover_color },
      main_banner_image: await this.image(theme.banner),
      main_banner_offset: 50,
    };
  }

  private async featurebox(box: FeatureboxSpec) {
    const link = box.link;
    let programmelink: Record<string, unknown> | undefined;
    if (link) {
      const [kind, slug] = Object.entries(link)[0] as [string, string];
      const uid = `api::${kind.replace('_', '-')}.${kind.replace('_', '-')}` as UID.ContentType;
      programmelink = { title: box.title, [kind]: this.id(uid, slug) };
    }
    return {
      title: box.title,
      blurb: box.blurb,
      is_preview: box.is_preview ?? false,
      link_label: box.link_label ?? null,
      tag_age_groups: (box.age_groups ?? []).map((slug) => this.id('api::age-group.age-group', slug)),
      programmelink,
      featured_image: await this.image(box.image),
    };
  }

  private async liveProgramme(live: LiveProgrammeSpec): Promise<void> {
    const programme = await this.upsert('api::live-programme.live-programme', live.slug, {
      title: live.title,
      subtitle: live.subtitle,
      main_text: toBlocks(live.main_text),
      performances_heading: live.performances_heading ?? null,
      productions_heading: live.productions_heading ?? null,
      quotation: live.quotations ?? [],
      theme: live.theme ? await this.theme(live.theme) : null,
    });
    for (const performance of live.performances ?? []) {
      const { slug, thumbnail, ...fields } = performance;
      await this.upsert('api::live-performance.live-performance', slug, {
        ...fields,
        thumbnail_images: [await this.image(thumbnail)],
        live_programme: programme,
      });
    }
    for (const production of live.productions) {
      const { slug, main_text, main_image, thumbnail, bookings, ...fields } = production;
      await this.upsert('api::live-production.live-production', slug, {
        ...fields,
        main_text: toBlocks(main_text),
        main_image: main_image ? await this.image(main_image) : null,
        thumbnail_images: thumbnail ? [await this.image(thumbnail)] : [],
        bookings: (bookings ?? []).map(({ inDays, time, ...booking }) => ({ ...booking, event_date: ukTimeFromToday(inDays, time) })),
        live_programme: programme,
      });
    }
  }

  private async seedAll(): Promise<void> {
    const content = this.content;
    for (const group of content.ageGroups) {
      await this.upsert('api::age-group.age-group', group.slug, { title: group.title });
    }
    for (const audience of content.audiences) {
      const { featureboxes: _boxes, theme, slug, ...fields } = audience;
      await this.upsert('api::audience.audience', slug, { ...fields, theme: await this.theme(theme) });
    }
    for (const programme of content.programmes) {
      const { slug, audience, theme, introduction, introduction_at_home, ...fields } = programme;
      await this.upsert('api::programme.programme', slug, {
        ...fields,
        introduction: toBlocks(introduction),
        introduction_at_home: toBlocks(introduction_at_home),
        theme: await this.theme(theme),
        audience: this.id('api::audience.audience', audience),
      });
    }
    for (const project of content.projects) {
      await this.upsert('api::project.project', project.slug, {
        title: project.title,
        main_text: toBlocks(project.main_text),
        audience: this.id('api::audience.audience', project.audience),
      });
    }
    for (const live of content.livePrograms) await this.liveProgramme(live);
    // Landing pages before the audiences' feature boxes, which may link to them.
    for (const page of content.landingPages) {
      await this.upsert('api::landing-page.landing-page', page.slug, {
        title: page.title,
        main_text: toBlocks(page.main_text),
        audience: this.id('api::audience.audience', page.audience),
        features: await Promise.all(page.features.map((box) => this.featurebox(box))),
      });
    }
    // The audiences' feature boxes link to items created after the audiences: add them now, to
    // audiences that have none yet (so a resumed seed completes them and an editor's are kept).
    for (const audience of content.audiences) {
      const uid = 'api::audience.audience';
      const found = await this.docs(uid).findFirst({ filters: { slug: audience.slug }, status: 'draft', populate: ['featurebox'] } as never);
      if (!found || (found as { featurebox?: unknown[] }).featurebox?.length) continue;
      const featurebox = [];
      for (const box of audience.featureboxes) featurebox.push(await this.featurebox(box));
      await this.docs(uid).update({ documentId: found.documentId, data: { featurebox } } as never);
      await this.docs(uid).publish({ documentId: found.documentId } as never);
    }
    const home = content.home;
    await this.single('api::home-page.home-page', {
      title: home.title,
      subtitle: home.subtitle,
      introduction: home.introduction,
      media_introduction: home.media_introduction,
      media_embed: home.media_embed ?? null,
      welcome_new_registration: home.welcome_new_registration,
      welcome_purchase: home.welcome_purchase,
      welcome_invitation: home.welcome_invitation,
      audiences: home.audienceCards.map((card) => ({ title: card.title, audience: this.id('api::audience.audience', card.audience) })),
      promoboxes: home.promoboxes,
    });
    await this.single('api::privacy-policy.privacy-policy', { title: content.privacyPolicy.title, content: toBlocks(content.privacyPolicy.content) });
    await this.single('api::terms-and-condition.terms-and-condition', { title: content.terms.title, content: toBlocks(content.terms.content) });
    await this.single('api::sign-up-page.sign-up-page', content.signUpPage as unknown as Record<string, unknown>);
    await this.single('api::pricing.pricing', content.pricing as unknown as Record<string, unknown>);
  }
}

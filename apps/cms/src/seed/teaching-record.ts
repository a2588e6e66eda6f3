/**
 * Demo teachers' record of teaching, development seed only, so that the charity's reach report in
 * the admin panel (docs/reach-report.md) shows something on `npm start`: nine teachers in schools
 * across the nations and regions, each with a class or two and lessons marked taught about every
 * fortnight over the last ten months (none in August), some after a free trial that became a
 * subscription, one whose trial lapsed. They are not logins (their passwords are random and
 * unrecorded) and get no reminder emails.
 *
 * The demo logins that teach (the subscriber and the school's owner) get classes and this school
 * year's lessons too, a unit at a time, so that a newcomer who logs in sees My teaching, "Taught to…"
 * on lesson pages, the school's record, its coverage grid and its music development plan filled in.
 * Each has a marker of its own, so a data folder seeded before either gets it at its next start.
 *
 * Seeded once, with the catalogue (entries name real lessons), through the record's own service, so
 * entries copy in what the reports group by as a teacher's would. Written for this project: the
 * people and schools are made up.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { roleIdByType } from '../access/roles';
import { isProduction } from '../runtime/settings';
import { now } from '../runtime/clock';
import { englishDate, schoolYearStart } from '../api/taught-lesson/validation';
import type { TaughtLessonService } from '../api/taught-lesson/services/taught-lesson';

const MARKER = { type: 'core', name: 'demo-teaching-record', key: 'completed' };
const LOGINS_MARKER = { type: 'core', name: 'demo-logins-teaching-record', key: 'completed' };
const DAY = 24 * 3600_000;

interface DemoTeacher {
  email: string;
  firstName: string;
  lastName: string;
  school: string;
  postcode: string;
  interests: string[];
  /** The audience whose programme the teacher teaches from. */
  audience: 'primary' | 'secondary' | 'send';
  classes: Array<[name: string, yearGroup: string]>;
  /** Days ago the teacher joined: a trial of 30 days first when `trial`, then paid for a year (unless `lapsed`). */
  joined: number;
  trial?: boolean;
  lapsed?: boolean;
}

export const DEMO_TEACHERS: readonly DemoTeacher[] = [
  {
    email: 'demo-teacher-larkfield-1@example.com',
    firstName: 'Amara',
    lastName: 'Okafor',
    school: 'Larkfield Primary School',
    postcode: 'B15 2TT',
    interests: ['Primary education'],
    audience: 'primary',
    classes: [
      ['Year 3 Kestrels', 'year-3'],
      ['Year 4 Owls', 'year-4'],
    ],
    joined: 320,
  },
  {
    email: 'demo-teacher-larkfield-2@example.com',
    firstName: 'Tom',
    lastName: 'Hughes',
    school: 'Larkfield Primary School',
    postcode: 'B15 2TT',
    interests: ['Primary education'],
    audience: 'primary',
    classes: [['Year 1 Robins', 'year-1']],
    joined: 200,
    trial: true,
  },
  {
    email: 'demo-teacher-moorside@example.com',
    firstName: 'Hannah',
    lastName: 'Brook',
    school: 'Moorside Academy',
    postcode: 'LS6 3QS',
    interests: ['Secondary education'],
    audience: 'secondary',
    classes: [
      ['8M Music', 'year-8'],
      ['9B Music', 'year-9'],
    ],
    joined: 300,
  },
  {
    email: 'demo-teacher-riverbank@example.com',
    firstName: 'Callum',
    lastName: 'Reid',
    school: 'Riverbank School',
    postcode: 'NE6 5RX',
    interests: ['SEND education'],
    audience: 'send',
    classes: [['Sunflower Class', 'send']],
    joined: 280,
    trial: true,
  },
  {
    email: 'demo-teacher-bryn-glas@example.com',
    firstName: 'Eleri',
    lastName: 'Jones',
    school: 'Ysgol Bryn Glas',
    postcode: 'CF24 3AA',
    interests: ['Primary education'],
    audience: 'primary',
    classes: [['Year 5 Dragons', 'year-5']],
    joined: 250,
  },
  {
    email: 'demo-teacher-harbour-lane@example.com',
    firstName: 'Niamh',
    lastName: 'Kelly',
    school: 'Harbour Lane Primary School',
    postcode: 'BT7 1NN',
    interests: ['Primary education', 'Live performances'],
    audience: 'primary',
    classes: [['P4 Seals', 'year-3']],
    joined: 150,
    trial: true,
    lapsed: true,
  },
  {
    email: 'demo-teacher-glenview@example.com',
    firstName: 'Fraser',
    lastName: 'Munro',
    school: 'Glenview Primary School',
    postcode: 'EH10 4BF',
    interests: ['Primary education'],
    audience: 'primary',
    classes: [['P6 Ospreys', 'year-5']],
    joined: 180,
  },
  {
    email: 'demo-teacher-st-annes@example.com',
    firstName: 'Grace',
    lastName: 'Adeyemi',
    school: 'St Anne’s Church of England Primary School',
    postcode: 'SE15 4QN',
    interests: ['Primary education', 'SEND education'],
    audience: 'primary',
    classes: [
      ['Reception Ladybirds', 'reception'],
      ['Year 2 Foxes', 'year-2'],
    ],
    joined: 310,
  },
  {
    email: 'demo-teacher-willowbrook@example.com',
    firstName: 'Rosie',
    lastName: 'Penrose',
    school: 'Willowbrook Special School',
    postcode: 'PL4 8AA',
    interests: ['SEND education', 'Secondary education'],
    audience: 'send',
    classes: [['Oak Class', 'send']],
    joined: 120,
  },
];

/** The date `days` before `day` (YYYY-MM-DD), moved back to the Friday when it falls on a weekend. */
function schoolDayBefore(day: string, days: number): string {
  const date = new Date(Date.parse(`${day}T12:00:00Z`) - days * DAY);
  const weekday = date.getUTCDay();
  const back = weekday === 0 ? 2 : weekday === 6 ? 1 : 0;
  return new Date(date.getTime() - back * DAY).toISOString().slice(0, 10);
}

/** Each audience's published lessons, programme by programme, unit by unit, in teaching order. */
async function lessonsByAudience(strapi: Core.Strapi): Promise<Map<string, string[]>> {
  const programmes = (await strapi.documents('api::programme.programme').findMany({
    status: 'published',
    fields: ['slug'],
    populate: { audience: { fields: ['slug'] }, units: { fields: ['documentId'], populate: { lessons: { fields: ['documentId'] } } } },
  } as never)) as unknown as Array<{ audience?: { slug: string } | null; units?: Array<{ lessons?: Array<{ documentId: string }> }> }>;
  const lessons = new Map<string, string[]>();
  for (const programme of programmes) {
    const slug = programme.audience?.slug;
    if (!slug) continue;
    const ids = (programme.units ?? []).flatMap((unit) => (unit.lessons ?? []).map((lesson) => lesson.documentId));
    if (ids.length) lessons.set(slug, [...(lessons.get(slug) ?? []), ...ids]);
  }
  return lessons;
}

/** The demo logins' classes: a name, a year group and the weekday (1 Monday to 5 Friday) it has music. */
const DEMO_LOGIN_CLASSES: ReadonlyArray<{ email: string; classes: Array<[name: string, yearGroup: string, weekday: number]> }> = [
  {
    email: 'subscriber@example.com',
    classes: [
      ['Year 2 Robins', 'year-2', 2],
      ['Year 4 Owls', 'year-4', 4],
    ],
  },
  { email: 'schooladmin@example.com', classes: [['Year 5 Swifts', 'year-5', 3]] },
];

/** Seeds the demo teachers' records, and the demo logins', once each (markers in the core store); never in production. */
export async function seedDemoTeachingRecord(strapi: Core.Strapi): Promise<void> {
  if (isProduction()) return;
  const lessons = await lessonsByAudience(strapi);
  if (!lessons.size) return; // no catalogue: nothing to have taught
  if (!(await strapi.store.get(MARKER))) await seedDemoTeachers(strapi, lessons);
  if (!(await strapi.store.get(LOGINS_MARKER))) await seedDemoLoginsRecord(strapi, lessons.get('primary') ?? [...lessons.values()][0]);
}

/**
 * Each class of a demo login: a lesson a week on its weekday since the school year began, up to
 * yesterday, in teaching order from a place of its own in the primary lessons (so "Next for…"
 * names the lesson that follows), with the October half-term week off.
 */
async function seedDemoLoginsRecord(strapi: Core.Strapi, lessons: string[]): Promise<void> {
  const record = strapi.service('api::taught-lesson.taught-lesson') as unknown as TaughtLessonService;
  const today = englishDate(now());
  const yearStart = Date.parse(`${schoolYearStart(today)}T12:00:00Z`);
  let entries = 0;
  await strapi.db.transaction(async () => {
    for (const [loginIndex, login] of DEMO_LOGIN_CLASSES.entries()) {
      const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: login.email }, select: ['id'] });
      if (!user) continue;
      for (const [classIndex, [name, yearGroup, weekday]] of login.classes.entries()) {
        const teachingClass = await record.createClass(user.id, { name, yearGroup });
        let next = (loginIndex * 2 + classIndex) * 7;
        const first = new Date(yearStart);
        first.setUTCDate(first.getUTCDate() + ((weekday - first.getUTCDay() + 7) % 7) + 7); // the second week: term has begun
        for (let day = first; englishDate(day) < today; day = new Date(day.getTime() + 7 * DAY)) {
          const taughtOn = englishDate(day);
          if (taughtOn.slice(5, 7) === '10' && Number(taughtOn.slice(8)) >= 27) continue; // half-term
          await record.markTaught(user.id, { lesson: lessons[next % lessons.length], teachingClass: teachingClass.documentId, taughtOn });
          next += 1;
          entries += 1;
        }
      }
    }
    await strapi.store.set({ ...LOGINS_MARKER, value: true });
  });
  strapi.log.info(`Seeded ${entries} taught lessons of the demo logins`);
}

async function seedDemoTeachers(strapi: Core.Strapi, lessons: Map<string, string[]>): Promise<void> {
  const record = strapi.service('api::taught-lesson.taught-lesson') as unknown as TaughtLessonService;
  const today = englishDate(now());
  const started = Date.now();
  let entries = 0;
  await strapi.db.transaction(async () => {
    for (const [index, teacher] of DEMO_TEACHERS.entries()) {
      if (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: teacher.email } })) continue;
      const trialDays = teacher.trial ? 30 : 0;
      const active = !teacher.lapsed;
      const user = await strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          username: teacher.email,
          email: teacher.email,
          password: crypto.randomBytes(24).toString('base64url'),
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: await roleIdByType(strapi, active ? 'active_subscriber' : 'authenticated'),
        });
      await strapi.db.query('api::user-profile.user-profile').create({
        data: {
          user: user.id,
          first_name: teacher.firstName,
          last_name: teacher.lastName,
          school: teacher.school,
          postcode: teacher.postcode,
          country: 'United Kingdom',
          areas_of_interest: teacher.interests,
          reminder_emails: false,
          user_updated: true,
        },
      });
      const joinedAt = now().getTime() - teacher.joined * DAY;
      const subscriptions = strapi.db.query('api::subscription.subscription');
      if (teacher.trial) {
        await subscriptions.create({
          data: {
            user: user.id,
            kind: 'trial',
            starts_at: new Date(joinedAt).toISOString(),
            ends_at: new Date(joinedAt + trialDays * DAY).toISOString(),
            note: 'Demo teacher',
          },
        });
      }
      if (active) {
        const paidFrom = joinedAt + trialDays * DAY;
        await subscriptions.create({
          data: {
            user: user.id,
            kind: 'paid',
            starts_at: new Date(paidFrom).toISOString(),
            ends_at: new Date(paidFrom + 365 * DAY).toISOString(),
            note: 'Demo teacher',
          },
        });
      }
      // Lessons about every fortnight (each class its own weekday), from joining until today or the trial's lapse, none in August.
      const audienceLessons = lessons.get(teacher.audience) ?? [...lessons.values()][0];
      const lastDay = active ? 0 : teacher.joined - trialDays;
      for (const [classIndex, [name, yearGroup]] of teacher.classes.entries()) {
        const teachingClass = await record.createClass(user.id, { name, yearGroup });
        let next = (index * 3 + classIndex * 5) % audienceLessons.length;
        for (let daysAgo = teacher.joined - 2 - classIndex; daysAgo > lastDay; daysAgo -= 14) {
          const taughtOn = schoolDayBefore(today, daysAgo);
          if (taughtOn.slice(5, 7) === '08' || taughtOn > today) continue;
          await record.markTaught(user.id, { lesson: audienceLessons[next], teachingClass: teachingClass.documentId, taughtOn });
          next = (next + 1) % audienceLessons.length;
          entries += 1;
        }
      }
    }
    await strapi.store.set({ ...MARKER, value: true });
  });
  strapi.log.info(`Seeded ${entries} demo taught lessons of ${DEMO_TEACHERS.length} demo teachers in ${Date.now() - started} ms`);
}

// Grows a freshly seeded demo's record of teaching (for bench/teaching-record.mjs): the ×100 demo's
// teachers (for every demo teacher, 99 more, as growth-generator.mjs makes them), in schools of 30
// (the demo school, Hillside Primary School, has its owner Priya and 29 of them; the others are new
// school accounts of 30), four classes each, and ENTRIES lessons taught spread over the current
// school year's teaching days (the whole year, so each page reads a full year's record). The first
// entry of each demo lesson is marked through the real service, so it copies what marking copies;
// the rest are those rows again, on other days and classes, written straight into the tables.
// Runs the CMS in this process on DATA_DIR, then stops it:
//   DATA_DIR=... node bench/teaching-record-generator.mjs [entries]
import crypto from 'node:crypto';
import path from 'node:path';
import { addSubscribingTeacher, loadCms } from './cms-script.mjs';

const SCALE = 100;
const SCHOOL_SIZE = 30;
const CLASSES_PER_TEACHER = 4;
const YEAR_GROUPS = ['reception', 'year-1', 'year-2', 'year-3', 'year-4', 'year-5', 'year-6'];
const ENTRY_UID = 'api::taught-lesson.taught-lesson';

/** The current English school year's first day and its teaching days (weekdays outside the usual holidays). */
export function teachingDays(today = new Date()) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(today);
  const year = Number(date.slice(0, 4)) - (date.slice(5) >= '09-01' ? 0 : 1);
  const holidays = [
    [`${year}-10-26`, `${year}-10-30`],
    [`${year}-12-21`, `${year + 1}-01-03`],
    [`${year + 1}-02-15`, `${year + 1}-02-19`],
    [`${year + 1}-03-29`, `${year + 1}-04-09`],
    [`${year + 1}-05-31`, `${year + 1}-06-04`],
  ];
  const days = [];
  for (let at = Date.UTC(year, 8, 1); at <= Date.UTC(year + 1, 6, 21); at += 86_400_000) {
    const day = new Date(at);
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    if (holidays.some(([from, to]) => iso >= from && iso <= to)) continue;
    days.push(iso);
  }
  return { year, days };
}

export async function growRecord(entriesWanted) {
  const strapi = await loadCms();
  const knex = strapi.db.connection;
  const counts = { teachers: 0, schools: 0, classes: 0, entries: 0 };
  try {
    const demo = await strapi.db.query('plugin::users-permissions.user').findMany({ select: ['id', 'email'], orderBy: { id: 'asc' } });
    const teachers = [...demo];
    for (let n = 0; n < demo.length * (SCALE - 1); n += 1) {
      const user = await addSubscribingTeacher(strapi, { scale: SCALE, n, note: 'Record benchmark' });
      await strapi.db
        .query('api::user-profile.user-profile')
        .create({ data: { user: user.id, first_name: 'Teacher', last_name: `${n + 1}`, postcode: 'LS1 1AA', areas_of_interest: ['Primary education'] } });
      teachers.push(user);
    }
    counts.teachers = teachers.length;

    // Schools of 30: the demo school's owner and 29 teachers, then new schools, each owned by its first teacher.
    const accounts = strapi.db.query('api::member-account.member-account');
    const hillside = await accounts.findOne({ where: { owner: { email: 'schooladmin@example.com' } }, populate: { owner: { select: ['id'] } } });
    const others = teachers.filter((teacher) => teacher.id !== hillside.owner.id && teacher.email.startsWith('growth-'));
    const groups = [{ account: hillside, members: others.slice(0, SCHOOL_SIZE - 1) }];
    for (let start = SCHOOL_SIZE - 1; start + 1 < others.length; start += SCHOOL_SIZE) {
      const [owner, ...members] = others.slice(start, start + SCHOOL_SIZE);
      const account = await accounts.create({
        data: {
          name: `Growth school ${groups.length}`,
          seats: SCHOOL_SIZE,
          owner: owner.id,
          active_until: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        },
      });
      groups.push({ account, members });
    }
    for (const { account, members } of groups) {
      for (const member of members) {
        await strapi.db.query('api::membership.membership').create({
          data: { member_account: account.id, email: member.email, user: member.id, status: 'active', joined_at: new Date().toISOString() },
        });
      }
    }
    counts.schools = groups.length;

    // Four classes each, their year groups turning with the teacher.
    const classes = new Map();
    for (const [index, teacher] of teachers.entries()) {
      const own = [];
      for (let c = 0; c < CLASSES_PER_TEACHER; c += 1) {
        const yearGroup = YEAR_GROUPS[(index + c) % YEAR_GROUPS.length];
        own.push(
          await strapi.db
            .query('api::teaching-class.teaching-class')
            .create({ data: { name: `Class ${c + 1} (${yearGroup})`, year_group: yearGroup, owner: teacher.id } }),
        );
      }
      classes.set(teacher.id, own);
      counts.classes += own.length;
    }

    // One entry of each demo lesson through the service: the rows to copy.
    const { year, days } = teachingDays();
    const record = strapi.service(ENTRY_UID);
    const lessons = await strapi.documents('api::lesson.lesson').findMany({ status: 'published', fields: ['documentId'], limit: 500 });
    const first = teachers[0];
    const templates = [];
    for (const [index, lesson] of lessons.entries()) {
      const made = await record.markTaught(first.id, {
        lesson: lesson.documentId,
        teachingClass: classes.get(first.id)[index % CLASSES_PER_TEACHER].documentId,
        taughtOn: days[index % days.length],
      });
      templates.push(await knex('taught_lessons').where({ document_id: made.documentId }).first());
    }
    counts.entries = templates.length;

    const meta = strapi.db.metadata.get(ENTRY_UID);
    const ownerLink = meta.attributes.owner.joinTable;
    const classLink = meta.attributes.teaching_class.joinTable;
    const linkColumns = async (table) => Object.keys(await knex(table.name).columnInfo());
    const [ownerColumns, classColumns] = [await linkColumns(ownerLink), await linkColumns(classLink)];
    const linkRow = (columns, table, entryId, otherId) =>
      Object.fromEntries(
        columns.flatMap((column) => {
          if (column === table.joinColumn.name) return [[column, entryId]];
          if (column === table.inverseJoinColumn.name) return [[column, otherId]];
          if (column.endsWith('_ord')) return [[column, 1]];
          return [];
        }),
      );

    // Each year group follows its own run of the demo's lessons in teaching order (a school's scheme of
    // work: 36 lessons, a lesson a week), and each class works through it lesson by lesson.
    const SEQUENCE = 36;
    const sequenceOf = (yearGroup) => {
      const start = (YEAR_GROUPS.indexOf(yearGroup) * 8) % templates.length;
      return Array.from({ length: SEQUENCE }, (_, n) => templates[(start + n) % templates.length]);
    };
    const perTeacher = Math.ceil((entriesWanted - counts.entries) / teachers.length);
    const batch = [];
    const flush = async () => {
      if (!batch.length) return;
      await knex.transaction(async (trx) => {
        const before = (await trx('taught_lessons').max('id as id').first()).id ?? 0;
        for (let at = 0; at < batch.length; at += 200) await trx('taught_lessons').insert(batch.slice(at, at + 200).map((item) => item.row));
        const ids = await trx('taught_lessons').where('id', '>', before).orderBy('id').pluck('id');
        if (ids.length !== batch.length) throw new Error(`expected ${batch.length} new entries, found ${ids.length}`);
        const owners = batch.map((item, n) => linkRow(ownerColumns, ownerLink, ids[n], item.owner));
        const taughtClasses = batch.map((item, n) => linkRow(classColumns, classLink, ids[n], item.teachingClass));
        for (let at = 0; at < batch.length; at += 200) {
          await trx(ownerLink.name).insert(owners.slice(at, at + 200));
          await trx(classLink.name).insert(taughtClasses.slice(at, at + 200));
        }
      });
      counts.entries += batch.length;
      batch.length = 0;
    };
    for (const teacher of teachers) {
      const own = classes.get(teacher.id);
      for (let k = 0; k < perTeacher && counts.entries + batch.length < entriesWanted; k += 1) {
        const teachingClass = own[k % own.length];
        const sequence = sequenceOf(teachingClass.year_group);
        const template = sequence[Math.floor(k / own.length) % sequence.length];
        const { id: _id, ...row } = template;
        batch.push({
          row: {
            ...row,
            document_id: crypto.randomBytes(12).toString('hex'),
            taught_on: days[Math.floor((k * days.length) / perTeacher) % days.length],
            year_group: teachingClass.year_group,
            idempotency_key: null,
          },
          owner: teacher.id,
          teachingClass: teachingClass.id,
        });
        if (batch.length >= 5000) await flush();
      }
    }
    await flush();
    return { ...counts, schoolYear: year, teachingDays: days.length };
  } finally {
    await strapi.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const started = Date.now();
  const counts = await growRecord(Number(process.argv[2] ?? 100_000));
  console.log(JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), counts }));
  process.exit(0);
}

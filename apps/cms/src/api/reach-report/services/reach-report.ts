/**
 * The charity's reach report (docs/reach-report.md): reads what the counting needs, and nothing
 * personal, then counts it with ../counts.ts. The taught entries are grouped (one row per teacher,
 * month, audience, programme and SEND class) and the groups of whole months kept between reports
 * (../month-summaries.ts), so a report reads a few thousand rows, not every entry; the teachers'
 * profiles, school accounts and trials are read for the teachers and trials of the range only.
 */
import type { Core } from '@strapi/strapi';
import { SEND_YEAR_GROUP, countReach, type EntryGroup, type MembershipFacts, type ReachReport, type SubscriptionFacts, type TeacherFacts } from '../counts';
import { AUDIENCE_UID, MEMBERSHIP_UID, MEMBER_ACCOUNT_UID, PROFILE_UID, PROGRAMME_UID, SUBSCRIPTION_UID, TAUGHT_LESSON_UID } from '../../../content-types';
import { linkOf } from '../../../runtime/link-tables';
import { groupOfRow, keepGroups, keptGroups, monthRuns, monthVersions, splitByMonth, type GroupRow } from '../month-summaries';

const DAY = 24 * 3600_000;

export interface ReachRange {
  /** YYYY-MM-DD, both days included */
  from: string;
  to: string;
}

/** A JSON list of strings as the database gives it (text on SQLite, parsed on PostgreSQL); null otherwise. */
function listOf(value: unknown): string[] | null {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : null;
}

/** `ids` in slices, so that no query carries more parameters than a database takes. */
async function inSlices<T>(ids: number[], read: (slice: number[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let at = 0; at < ids.length; at += 500) found.push(...(await read(ids.slice(at, at + 500))));
  return found;
}

const reachReportService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The entries of a range grouped from the table itself: by teacher, month, audience, programme and whether the class is a SEND one. */
  async function groupEntries({ from, to }: ReachRange): Promise<EntryGroup[]> {
    const knex = strapi.db.connection;
    const table = strapi.db.metadata.get(TAUGHT_LESSON_UID).tableName;
    const owner = linkOf(strapi, TAUGHT_LESSON_UID, 'owner');
    const postgres = strapi.db.dialect.client === 'postgres';
    const ownerId = `o.${owner.inverseJoinColumn.name}`;
    // Grouped by the month's first day, formatted once per group (a date is 'YYYY-MM-DD' text on SQLite).
    const month = postgres ? "date_trunc('month', t.taught_on)" : 'substr(t.taught_on, 1, 7)';
    const monthText = postgres ? `to_char(${month}, 'YYYY-MM')` : month;
    const sendClass = `(t.year_group = '${SEND_YEAR_GROUP}')`;
    // SQLite would start from the owners' link table and look each entry up; its CROSS JOIN keeps the
    // order written: the entries of the range first, each owner found in the link table's index.
    const join = postgres ? 'join' : 'cross join';
    const result = await knex.raw(
      `select ${ownerId} as owner, ${monthText} as month, t.audience_slug as audience, t.programme_slug as programme,
         ${sendClass} as send_class, count(*) as lessons
       from ?? as t ${join} ?? as o on o.?? = t.id
       where t.taught_on between ? and ?
       group by ${ownerId}, ${month}, t.audience_slug, t.programme_slug, ${sendClass}`,
      [table, owner.name, owner.joinColumn.name, from, to],
    );
    // better-sqlite3 answers the rows, pg a result holding them.
    const rows: GroupRow[] = Array.isArray(result) ? result : result.rows;
    return rows.map(groupOfRow);
  }

  /**
   * The range's entry groups: each calendar month wholly inside the range from its kept summary
   * (../month-summaries.ts) when that is valid, else grouped from the entries and kept for the version
   * read before grouping; the days of a month only partly inside the range grouped from the entries.
   */
  async function entryGroups(range: ReachRange): Promise<EntryGroup[]> {
    const { months, parts } = splitByMonth(range);
    const versions = await monthVersions(strapi, months);
    const valid = months.filter((month) => versions.get(month)!.summarised === versions.get(month)!.version);
    const stale = months.filter((month) => !valid.includes(month));
    const groups = await keptGroups(strapi, valid);
    for (const run of monthRuns(stale)) {
      const computed = await groupEntries(run);
      for (const month of run.months) {
        await keepGroups(
          strapi,
          month,
          versions.get(month)!.version,
          computed.filter((group) => group.month === month),
        );
      }
      groups.push(...computed);
    }
    for (const part of parts) groups.push(...(await groupEntries(part)));
    return groups;
  }

  /** Postcode, country, school and interests of each teacher, and the school account each owns or belongs to. */
  async function teacherFacts(ids: number[]): Promise<TeacherFacts[]> {
    // Read with one query per slice (the query engine would read the profiles, then their users).
    const profileLink = linkOf(strapi, PROFILE_UID, 'user');
    const profiles = async (users: number[]) =>
      (await inSlices(users, (slice) =>
        strapi.db
          .connection({ p: strapi.db.metadata.get(PROFILE_UID).tableName })
          .join({ l: profileLink.name }, `l.${profileLink.joinColumn.name}`, 'p.id')
          .whereIn(`l.${profileLink.inverseJoinColumn.name}`, slice)
          .select({
            user: `l.${profileLink.inverseJoinColumn.name}`,
            postcode: 'p.postcode',
            country: 'p.country',
            school: 'p.school',
            interests: 'p.areas_of_interest',
          }),
      )) as Array<{ user: number; postcode: string | null; country: string | null; school: string | null; interests: unknown }>;
    const memberships = (await inSlices(ids, (slice) =>
      strapi.db.query(MEMBERSHIP_UID).findMany({
        where: { status: 'active', user: { id: { $in: slice } } },
        select: ['id'],
        populate: { user: { select: ['id'] }, member_account: { select: ['id', 'name'], populate: { owner: { select: ['id'] } } } },
      }),
    )) as Array<{ user?: { id: number }; member_account?: { id: number; name: string; owner?: { id: number } | null } | null }>;
    const owned = (await inSlices(ids, (slice) =>
      strapi.db
        .query(MEMBER_ACCOUNT_UID)
        .findMany({ where: { owner: { id: { $in: slice } } }, select: ['id', 'name'], populate: { owner: { select: ['id'] } } }),
    )) as Array<{ id: number; name: string; owner?: { id: number } | null }>;

    const accountOf = new Map<number, { id: number; name: string; owner: number | null }>();
    for (const membership of memberships) {
      const account = membership.member_account;
      if (membership.user && account) accountOf.set(membership.user.id, { id: account.id, name: account.name, owner: account.owner?.id ?? null });
    }
    for (const account of owned) if (account.owner) accountOf.set(account.owner.id, { id: account.id, name: account.name, owner: account.owner.id });

    // A school account's postcode is its owner's.
    const accountOwners = [...new Set([...accountOf.values()].map((account) => account.owner).filter((id): id is number => id !== null))];
    const byUser = new Map((await profiles([...new Set([...ids, ...accountOwners])])).map((profile) => [Number(profile.user), profile]));
    return ids.map((id) => {
      const profile = byUser.get(id);
      const account = accountOf.get(id);
      const interests = listOf(profile?.interests);
      return {
        id,
        postcode: profile?.postcode ?? null,
        country: profile?.country ?? null,
        school: profile?.school ?? null,
        interests,
        schoolAccount: account ? { id: account.id, name: account.name, postcode: account.owner ? (byUser.get(account.owner)?.postcode ?? null) : null } : null,
      };
    });
  }

  /** Trials begun around the range (countTrials keeps those begun on its English days), with their teachers' paid subscriptions and school places. */
  async function trialFacts({ from, to }: ReachRange): Promise<{ subscriptions: SubscriptionFacts[]; memberships: MembershipFacts[] }> {
    const trials = (await strapi.db.query(SUBSCRIPTION_UID).findMany({
      where: {
        kind: 'trial',
        starts_at: {
          $gte: new Date(Date.parse(`${from}T00:00:00Z`) - DAY).toISOString(),
          $lt: new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY).toISOString(),
        },
      },
      select: ['starts_at'],
      populate: { user: { select: ['id'] } },
    })) as Array<{ starts_at: string | null; user?: { id: number } | null }>;
    const users = [...new Set(trials.map((trial) => trial.user?.id).filter((id): id is number => id !== undefined))];
    const paid = (await inSlices(users, (slice) =>
      strapi.db
        .query(SUBSCRIPTION_UID)
        .findMany({ where: { kind: 'paid', user: { id: { $in: slice } } }, select: ['starts_at'], populate: { user: { select: ['id'] } } }),
    )) as Array<{ starts_at: string | null; user?: { id: number } | null }>;
    const memberships = (await inSlices(users, (slice) =>
      strapi.db
        .query(MEMBERSHIP_UID)
        .findMany({ where: { status: 'active', user: { id: { $in: slice } } }, select: ['joined_at'], populate: { user: { select: ['id'] } } }),
    )) as Array<{ joined_at: string | null; user?: { id: number } | null }>;
    const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);
    return {
      subscriptions: [
        ...trials.filter((trial) => trial.user).map((trial) => ({ user: trial.user!.id, kind: 'trial' as const, startsAt: iso(trial.starts_at) })),
        ...paid.filter((row) => row.user).map((row) => ({ user: row.user!.id, kind: 'paid' as const, startsAt: iso(row.starts_at) })),
      ],
      memberships: memberships.filter((row) => row.user).map((row) => ({ user: row.user!.id, joinedAt: iso(row.joined_at) })),
    };
  }

  /** Titles by slug, drafts first, so that a published title wins over its draft's in Object.fromEntries. */
  async function titles(uid: string, populateAudience: boolean) {
    const rows = (await strapi.db.query(uid as never).findMany({
      select: ['slug', 'title', 'publishedAt'],
      ...(populateAudience ? { populate: { audience: { select: ['slug'] } } } : {}),
    })) as Array<{ slug: string; title: string; publishedAt: string | null; audience?: { slug: string } | null }>;
    rows.sort((a, b) => Number(Boolean(a.publishedAt)) - Number(Boolean(b.publishedAt)));
    return rows;
  }

  return {
    async report(range: ReachRange): Promise<ReachReport> {
      const [entries, trials, audiences, programmes] = await Promise.all([
        entryGroups(range),
        trialFacts(range),
        titles(AUDIENCE_UID, false),
        titles(PROGRAMME_UID, true),
      ]);
      const teachers = await teacherFacts([...new Set(entries.map((entry) => entry.owner))]);
      return countReach({
        ...range,
        entries,
        teachers,
        ...trials,
        audiences: Object.fromEntries(audiences.map((row) => [row.slug, row.title])),
        programmes: Object.fromEntries(programmes.map((row) => [row.slug, { title: row.title, audience: row.audience?.slug ?? null }])),
      });
    },
  };
};

export type ReachReportService = ReturnType<typeof reachReportService>;
export default reachReportService;

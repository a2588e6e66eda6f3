/**
 * The charity's reach report, counted (docs/reach-report.md): pure functions of what the service
 * reads, so that a known record gives known counts in a unit test. No name, email or full postcode
 * goes in or comes out: a teacher is a number, a place at most a postcode district.
 */
import { englishDate } from '../taught-lesson/validation';
import { NATIONS, REGIONS, placeOf, type Place } from './postcode-areas';
import { FEWER_THAN, SMALL_NUMBER, type CountRow, type ReachReport } from './shared';

export type { CountRow, ReachReport };
export { FEWER_THAN, SMALL_NUMBER };

/** Entries of one teacher in one month with the same audience and programme, taught to a SEND class or not, counted. */
export interface EntryGroup {
  owner: number;
  /** YYYY-MM */
  month: string;
  audience: string | null;
  programme: string | null;
  /** Taught to a class of the year group SEND_YEAR_GROUP. */
  sendClass: boolean;
  lessons: number;
}

export interface TeacherFacts {
  id: number;
  postcode: string | null;
  country: string | null;
  /** The school named in the teacher's profile (used when they belong to no school account). */
  school: string | null;
  /** The profile's areas of interest (the sign-up form's: "SEND education"...). */
  interests: string[] | null;
  /** The school account the teacher owns or is an active member of; its postcode is its owner's. */
  schoolAccount: { id: number; name: string; postcode: string | null } | null;
}

export interface SubscriptionFacts {
  user: number;
  kind: 'trial' | 'paid';
  /** ISO date-time */
  startsAt: string | null;
}

export interface MembershipFacts {
  user: number;
  /** ISO date-time */
  joinedAt: string | null;
}

export interface ReachInput {
  /** YYYY-MM-DD, both days included */
  from: string;
  to: string;
  /** The entries taught from `from` to `to`, grouped. */
  entries: EntryGroup[];
  /** What is known of each teacher with an entry (a teacher missing here counts, placed nowhere). */
  teachers: TeacherFacts[];
  /** Subscriptions of teachers whose trial began in the range (their trials and their paid ones). */
  subscriptions: SubscriptionFacts[];
  /** Active school memberships of those teachers. */
  memberships: MembershipFacts[];
  /** Titles by slug, for the labels. */
  audiences: Record<string, string>;
  programmes: Record<string, { title: string; audience: string | null }>;
}

/** The areas of interest that say a teacher works in a SEND setting. */
export const SEND_INTEREST = 'SEND education';
/** The year group of a class taught in a SEND setting, and the SEND audience's slug. */
export const SEND_YEAR_GROUP = 'send';
export const SEND_AUDIENCE = 'send';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Every month from `from` to `to` (YYYY-MM-DD), as YYYY-MM. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** Counts lessons, distinct teachers and distinct schools per key. */
class Tally {
  private readonly rows = new Map<string, { lessons: number; teachers: Set<number>; schools: Set<string> }>();

  private at(key: string) {
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = { lessons: 0, teachers: new Set(), schools: new Set() }));
    return row;
  }

  add(key: string, owner: number, lessons: number): void {
    const row = this.at(key);
    row.lessons += lessons;
    row.teachers.add(owner);
  }

  addSchool(key: string, school: string): void {
    this.at(key).schools.add(school);
  }

  get(key: string) {
    const row = this.rows.get(key);
    return { lessons: row?.lessons ?? 0, teachers: row?.teachers.size ?? 0, schools: row?.schools.size ?? 0 };
  }

  keys(): string[] {
    return [...this.rows.keys()];
  }
}

const isEnglishRegion = (region: string) => (REGIONS as readonly string[]).includes(region) && !(NATIONS as readonly string[]).includes(region);
const byLessons = (a: CountRow, b: CountRow) => b.lessons - a.lessons || b.teachers - a.teachers || a.label.localeCompare(b.label);
const NONE = '(none)';

interface School {
  key: string;
  name: string;
  place: Place;
}

/** A school as the report counts it: the school account, or the profile's school name within its postcode district. */
function schoolOf(teacher: TeacherFacts | undefined, place: Place): School | null {
  if (!teacher) return null;
  if (teacher.schoolAccount) {
    const accountPlace = teacher.schoolAccount.postcode ? placeOf(teacher.schoolAccount.postcode) : place;
    return { key: `account:${teacher.schoolAccount.id}`, name: teacher.schoolAccount.name.trim(), place: accountPlace };
  }
  const name = teacher.school?.trim().replace(/\s+/g, ' ');
  if (!name) return null;
  return { key: `named:${name.toLowerCase()}|${place.district ?? ''}`, name, place };
}

export function countReach(input: ReachInput): ReachReport {
  const teachers = new Map(input.teachers.map((teacher) => [teacher.id, teacher]));
  const places = new Map<number, Place>();
  const schools = new Map<number, School | null>();
  for (const owner of new Set(input.entries.map((entry) => entry.owner))) {
    const teacher = teachers.get(owner);
    let place = placeOf(teacher?.postcode, teacher?.country);
    if (place.region === 'Not known' && teacher?.schoolAccount?.postcode) place = placeOf(teacher.schoolAccount.postcode);
    places.set(owner, place);
    schools.set(owner, schoolOf(teacher, place));
  }

  const all = new Tally();
  const months = new Tally();
  const audiences = new Tally();
  const programmes = new Tally();
  const regions = new Tally();
  const nations = new Tally();
  const bySchool = new Tally();
  const send = new Tally();
  const schoolNames = new Map<string, School & { firstTeacher: number }>();
  for (const entry of input.entries) {
    const school = schools.get(entry.owner) ?? null;
    const place = places.get(entry.owner)!;
    all.add('all', entry.owner, entry.lessons);
    months.add(entry.month, entry.owner, entry.lessons);
    audiences.add(entry.audience ?? NONE, entry.owner, entry.lessons);
    programmes.add(entry.programme ?? NONE, entry.owner, entry.lessons);
    // A teacher counts where they are; a school where it is.
    regions.add(place.region, entry.owner, entry.lessons);
    nations.add(place.nation, entry.owner, entry.lessons);
    if (school) {
      // A school named by several teachers goes by the spelling of the first of them (by account number).
      if ((schoolNames.get(school.key)?.firstTeacher ?? Infinity) > entry.owner) schoolNames.set(school.key, { ...school, firstTeacher: entry.owner });
      all.addSchool('all', school.key);
      regions.addSchool(school.place.region, school.key);
      nations.addSchool(school.place.nation, school.key);
      bySchool.add(school.key, entry.owner, entry.lessons);
    } else {
      bySchool.add(NONE, entry.owner, entry.lessons);
    }
    if (teachers.get(entry.owner)?.interests?.includes(SEND_INTEREST)) send.add('interest', entry.owner, entry.lessons);
    if (entry.sendClass) send.add('class', entry.owner, entry.lessons);
    if (entry.audience === SEND_AUDIENCE) send.add('audience', entry.owner, entry.lessons);
  }

  const row = (tally: Tally, key: string, label: string, detail?: string, withSchools = false): CountRow => {
    const counted = tally.get(key);
    return {
      key,
      label,
      ...(detail ? { detail } : {}),
      teachers: counted.teachers,
      lessons: counted.lessons,
      ...(withSchools ? { schools: counted.schools } : {}),
    };
  };
  const audienceTitle = (slug: string) => (slug === NONE ? 'No audience' : (input.audiences[slug] ?? slug));
  const totals = all.get('all');

  return {
    from: input.from,
    to: input.to,
    totals: { teachers: totals.teachers, schools: totals.schools, lessons: totals.lessons, teachersWithoutSchool: bySchool.get(NONE).teachers },
    byMonth: monthsBetween(input.from, input.to).map((month) => row(months, month, monthLabel(month))),
    byAudience: audiences
      .keys()
      .map((slug) => row(audiences, slug, audienceTitle(slug)))
      .sort(byLessons),
    byProgramme: programmes
      .keys()
      .map((slug) => {
        const programme = input.programmes[slug];
        const label = slug === NONE ? 'Not in a programme' : (programme?.title ?? slug);
        return row(programmes, slug, label, programme?.audience ? audienceTitle(programme.audience) : undefined);
      })
      .sort(byLessons),
    // The regions of England, reached or not (the other nations, abroad and unknown places are in byNation).
    byRegion: REGIONS.filter(isEnglishRegion).map((region) => row(regions, region, region, undefined, true)),
    // Every nation, reached or not; outside the UK and unknown places only when there are some.
    byNation: [...NATIONS, 'Outside the UK', 'Not known']
      .filter((nation) => (NATIONS as readonly string[]).includes(nation) || nations.get(nation).teachers + nations.get(nation).schools > 0)
      .map((nation) => row(nations, nation, nation, undefined, true)),
    schools: bySchool
      .keys()
      .filter((key) => key !== NONE)
      .map((key) => {
        const school = schoolNames.get(key)!;
        const where = [school.place.district, school.place.region === 'Not known' ? null : school.place.region].filter(Boolean).join(', ');
        return row(bySchool, key, school.name, where || 'Postcode not known');
      })
      .sort(byLessons),
    send: [
      row(send, 'interest', 'Teachers in SEND settings', `named “${SEND_INTEREST}” in their profile`),
      row(send, 'class', 'SEND classes', 'classes of the year group “SEND: all ages”'),
      row(send, 'audience', 'SEND programmes', 'programmes of the SEND audience'),
    ],
    trials: countTrials(input),
  };
}

/**
 * Trials begun in the range (a teacher's first), and how many of those teachers went on to a paid
 * subscription or a school's place begun on or after the trial's start.
 */
export function countTrials(input: Pick<ReachInput, 'from' | 'to' | 'subscriptions' | 'memberships'>): ReachReport['trials'] {
  const time = (iso: string | null) => (iso ? new Date(iso).getTime() : NaN);
  const trialStart = new Map<number, number>();
  for (const subscription of input.subscriptions) {
    if (subscription.kind !== 'trial' || !subscription.startsAt) continue;
    const day = englishDate(new Date(subscription.startsAt));
    if (day < input.from || day > input.to) continue;
    const started = time(subscription.startsAt);
    const earlier = trialStart.get(subscription.user);
    if (earlier === undefined || started < earlier) trialStart.set(subscription.user, started);
  }
  let becamePaid = 0;
  let joinedSchool = 0;
  let becameSubscription = 0;
  for (const [user, started] of trialStart) {
    const paid = input.subscriptions.some((s) => s.user === user && s.kind === 'paid' && time(s.startsAt) >= started);
    const school = input.memberships.some((m) => m.user === user && time(m.joinedAt) >= started);
    if (paid) becamePaid += 1;
    if (school) joinedSchool += 1;
    if (paid || school) becameSubscription += 1;
  }
  return { started: trialStart.size, becamePaid, joinedSchool, becameSubscription };
}

/** A count as an export shows it: the small-number rule. */
export function exportedCount(count: number | undefined): string {
  if (count === undefined) return '';
  return count < SMALL_NUMBER ? FEWER_THAN : String(count);
}

/** One CSV cell: quoted when needed, and never read as a formula by a spreadsheet (a school name is typed by a teacher). */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = ['Section', 'Item', 'Detail', 'Teachers', 'Schools', 'Lessons taught'];

/** The report as one CSV table (section, item, detail, teachers, schools, lessons), with the small-number rule. */
export function reachCsv(report: ReachReport): string {
  const lines: string[][] = [CSV_HEADER];
  const text = (section: string, item: string, detail: string) => lines.push([section, item, detail, '', '', '']);
  const counts = (section: string, rows: CountRow[]) => {
    for (const r of rows) lines.push([section, r.label, r.detail ?? '', exportedCount(r.teachers), exportedCount(r.schools), exportedCount(r.lessons)]);
  };
  text('Report', 'From', report.from);
  text('Report', 'To', report.to);
  text('Report', 'Small numbers', `Counts below ${SMALL_NUMBER} read "${FEWER_THAN}"`);
  const { totals, trials } = report;
  lines.push(['Totals', 'All', '', exportedCount(totals.teachers), exportedCount(totals.schools), exportedCount(totals.lessons)]);
  lines.push(['Totals', 'Teachers who named no school', '', exportedCount(totals.teachersWithoutSchool), '', '']);
  counts('Month', report.byMonth);
  counts('Nation', report.byNation);
  counts('Region', report.byRegion);
  counts('Audience', report.byAudience);
  counts('Programme', report.byProgramme);
  counts('SEND', report.send);
  counts('School', report.schools);
  lines.push(['Trials', 'Trials begun', '', exportedCount(trials.started), '', '']);
  lines.push(['Trials', 'Became a subscription (paid or a school’s place)', '', exportedCount(trials.becameSubscription), '', '']);
  lines.push(['Trials', 'Became a paid subscription', '', exportedCount(trials.becamePaid), '', '']);
  lines.push(['Trials', 'Joined a school account', '', exportedCount(trials.joinedSchool), '', '']);
  return lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The reach report's counting, from a known record (docs/reach-report.md): teachers, schools,
 * lessons by month, audience, programme, nation and region, SEND settings and trials that became
 * subscriptions; postcode areas placed in their region or nation; the CSV's small-number rule.
 * Pure functions: no CMS is started here (tests/reach-report.test.ts tries the report's doors).
 */
import { describe, expect, it } from 'vitest';
import { FEWER_THAN, countReach, countTrials, exportedCount, monthsBetween, reachCsv, type ReachInput } from '../src/api/reach-report/counts';
import { POSTCODE_AREAS, REGIONS, placeOf } from '../src/api/reach-report/postcode-areas';
import { monthRuns, splitByMonth } from '../src/api/reach-report/month-summaries';

describe('postcode areas', () => {
  it('places every UK postcode area, the Crown dependencies included, in a region of England or a nation', () => {
    // The 121 areas of the UK and the 3 of the Crown dependencies; BF and BX place nobody.
    const areas =
      'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE';
    expect(Object.keys(POSTCODE_AREAS).sort()).toEqual(areas.split(' ').sort());
    for (const { region } of Object.values(POSTCODE_AREAS)) expect(REGIONS).toContain(region);
    // Every region and nation has an area.
    expect(new Set(Object.values(POSTCODE_AREAS).map(({ region }) => region)).size).toBe(REGIONS.length);
    const regionOf = (area: string) => POSTCODE_AREAS[area].region;
    expect(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC', 'BR', 'CR', 'HA', 'IG', 'RM', 'SM', 'TW', 'UB'].map(regionOf)).toEqual(Array(16).fill('London'));
    expect(['AB', 'DD', 'EH', 'G', 'IV', 'KW', 'ZE'].map(regionOf)).toEqual(Array(7).fill('Scotland'));
    expect(['CF', 'LD', 'LL', 'NP', 'SA'].map(regionOf)).toEqual(Array(5).fill('Wales'));
    expect(regionOf('BT')).toBe('Northern Ireland');
    expect(['GY', 'JE', 'IM'].map(regionOf)).toEqual(Array(3).fill('Crown dependencies'));
    expect([regionOf('NE'), regionOf('M'), regionOf('LS'), regionOf('NG'), regionOf('B'), regionOf('NR'), regionOf('OX'), regionOf('PL')]).toEqual([
      'North East',
      'North West',
      'Yorkshire and the Humber',
      'East Midlands',
      'West Midlands',
      'East of England',
      'South East',
      'South West',
    ]);
  });

  it('keeps a postcode to its district, however it is typed, and places it', () => {
    expect(placeOf('b15 2tt')).toEqual({ district: 'B15', region: 'West Midlands', nation: 'England' });
    expect(placeOf(' SW1A1AA ')).toEqual({ district: 'SW1A', region: 'London', nation: 'England' });
    expect(placeOf('M1 1AA')).toEqual({ district: 'M1', region: 'North West', nation: 'England' });
    expect(placeOf('EH10 4BF')).toMatchObject({ district: 'EH10', region: 'Scotland', nation: 'Scotland' });
    expect(placeOf('CF24')).toMatchObject({ district: 'CF24', nation: 'Wales' });
    expect(placeOf('BT7 1NN')).toMatchObject({ district: 'BT7', nation: 'Northern Ireland' });
    expect(placeOf('JE2 3AB')).toMatchObject({ district: 'JE2', nation: 'Crown dependencies' });
    expect(placeOf('B1')).toMatchObject({ district: 'B1', region: 'West Midlands' });
    expect(placeOf('CR0 2AB', 'United Kingdom')).toMatchObject({ district: 'CR0', region: 'London' });
    // Not a UK postcode: abroad when another country is named, else not known.
    expect(placeOf('D02 X285', 'Ireland')).toEqual({ district: null, region: 'Outside the UK', nation: 'Outside the UK' });
    expect(placeOf('75001', 'France')).toEqual({ district: null, region: 'Outside the UK', nation: 'Outside the UK' });
    expect(placeOf('QQ1 1AA')).toEqual({ district: null, region: 'Not known', nation: 'Not known' });
    expect(placeOf('hello', 'UK')).toEqual({ district: null, region: 'Not known', nation: 'Not known' });
    expect(placeOf(null)).toEqual({ district: null, region: 'Not known', nation: 'Not known' });
  });
});

/**
 * Seven teachers from September to December 2025: two in Larkfield Primary (named in their profiles,
 * spelt differently) in B15; two in Moorside Academy's school account (its owner's postcode LS6), one of
 * them living in M1; a SEND teacher in Edinburgh who named no school; a teacher with no profile; one in France.
 */
const KNOWN_RECORD: ReachInput = {
  from: '2025-09-01',
  to: '2025-12-31',
  entries: [
    { owner: 1, month: '2025-09', audience: 'primary', programme: 'sound-explorers', sendClass: false, lessons: 3 },
    { owner: 1, month: '2025-10', audience: 'primary', programme: 'sound-explorers', sendClass: false, lessons: 2 },
    { owner: 2, month: '2025-10', audience: 'primary', programme: 'sound-explorers', sendClass: false, lessons: 1 },
    { owner: 3, month: '2025-11', audience: 'secondary', programme: 'film-music-lab', sendClass: false, lessons: 4 },
    { owner: 4, month: '2025-11', audience: 'secondary', programme: 'film-music-lab', sendClass: false, lessons: 1 },
    { owner: 5, month: '2025-09', audience: 'send', programme: 'sensory-soundscapes', sendClass: true, lessons: 2 },
    { owner: 6, month: '2025-12', audience: null, programme: null, sendClass: false, lessons: 1 },
    { owner: 7, month: '2025-12', audience: 'primary', programme: 'sound-explorers', sendClass: false, lessons: 1 },
  ],
  teachers: [
    { id: 1, postcode: 'B15 2TT', country: 'United Kingdom', school: 'Larkfield Primary School', interests: ['Primary education'], schoolAccount: null },
    { id: 2, postcode: 'b15 3aa', country: null, school: '  larkfield  primary school ', interests: ['Primary education'], schoolAccount: null },
    {
      id: 3,
      postcode: null,
      country: null,
      school: 'Another name',
      interests: ['Secondary education'],
      schoolAccount: { id: 70, name: 'Moorside Academy', postcode: 'LS6 3QS' },
    },
    { id: 4, postcode: 'M1 1AA', country: null, school: null, interests: null, schoolAccount: { id: 70, name: 'Moorside Academy', postcode: 'LS6 3QS' } },
    { id: 5, postcode: 'EH10 4BF', country: 'United Kingdom', school: '', interests: ['SEND education'], schoolAccount: null },
    { id: 7, postcode: '75001', country: 'France', school: 'École du Sud', interests: ['Primary education'], schoolAccount: null },
  ],
  subscriptions: [],
  memberships: [],
  audiences: { primary: 'Primary', secondary: 'Secondary', send: 'SEND' },
  programmes: {
    'sound-explorers': { title: 'Sound Explorers', audience: 'primary' },
    'film-music-lab': { title: 'Film Music Lab', audience: 'secondary' },
    'sensory-soundscapes': { title: 'Sensory Soundscapes', audience: 'send' },
  },
};

const counts = (rows: Array<{ label: string; teachers: number; lessons: number; schools?: number; detail?: string }>) =>
  rows.map(({ label, teachers, lessons, schools, detail }) => [
    label,
    ...(detail !== undefined ? [detail] : []),
    teachers,
    ...(schools !== undefined ? [schools] : []),
    lessons,
  ]);

describe('the reach report from a known record', () => {
  const report = countReach(KNOWN_RECORD);

  it('counts teachers active, schools and lessons taught', () => {
    expect(report.totals).toEqual({ teachers: 7, schools: 3, lessons: 15, teachersWithoutSchool: 2 });
  });

  it('counts each month of the range, empty ones included', () => {
    expect(counts(report.byMonth)).toEqual([
      ['September 2025', 2, 5],
      ['October 2025', 2, 3],
      ['November 2025', 2, 5],
      ['December 2025', 2, 2],
    ]);
    expect(counts(countReach({ ...KNOWN_RECORD, to: '2026-01-31' }).byMonth).at(-1)).toEqual(['January 2026', 0, 0]);
  });

  it('counts by audience and by programme, most lessons first', () => {
    expect(counts(report.byAudience)).toEqual([
      ['Primary', 3, 7],
      ['Secondary', 2, 5],
      ['SEND', 1, 2],
      ['No audience', 1, 1],
    ]);
    expect(counts(report.byProgramme)).toEqual([
      ['Sound Explorers', 'Primary', 3, 7],
      ['Film Music Lab', 'Secondary', 2, 5],
      ['Sensory Soundscapes', 'SEND', 1, 2],
      ['Not in a programme', 1, 1],
    ]);
  });

  it('places teachers by their postcode (else their school’s) and schools by the school’s, every nation and region of England listed', () => {
    expect(counts(report.byRegion)).toEqual([
      ['North East', 0, 0, 0],
      ['North West', 1, 0, 1],
      ['Yorkshire and the Humber', 1, 1, 4],
      ['East Midlands', 0, 0, 0],
      ['West Midlands', 2, 1, 6],
      ['East of England', 0, 0, 0],
      ['London', 0, 0, 0],
      ['South East', 0, 0, 0],
      ['South West', 0, 0, 0],
    ]);
    expect(counts(report.byNation)).toEqual([
      ['England', 4, 2, 11],
      ['Scotland', 1, 0, 2],
      ['Wales', 0, 0, 0],
      ['Northern Ireland', 0, 0, 0],
      ['Crown dependencies', 0, 0, 0],
      ['Outside the UK', 1, 1, 1],
      ['Not known', 1, 0, 1],
    ]);
  });

  it('lists schools by name and postcode district: a school account as one, a named school within its district', () => {
    expect(counts(report.schools)).toEqual([
      ['Larkfield Primary School', 'B15, West Midlands', 2, 6],
      ['Moorside Academy', 'LS6, Yorkshire and the Humber', 2, 5],
      ['École du Sud', 'Outside the UK', 1, 1],
    ]);
    // The same name in another district is another school.
    const elsewhere = countReach({
      ...KNOWN_RECORD,
      teachers: KNOWN_RECORD.teachers.map((teacher) => (teacher.id === 2 ? { ...teacher, postcode: 'B90 1AA' } : teacher)),
    });
    expect(elsewhere.totals.schools).toBe(4);
  });

  it('counts SEND settings three ways: teachers who work in one, SEND classes, the SEND programmes', () => {
    expect(counts(report.send)).toEqual([
      ['Teachers in SEND settings', 'named “SEND education” in their profile', 1, 2],
      ['SEND classes', 'classes of the year group “SEND: all ages”', 1, 2],
      ['SEND programmes', 'programmes of the SEND audience', 1, 2],
    ]);
  });

  it('carries no name, email or full postcode', () => {
    const text = JSON.stringify(report) + reachCsv(report);
    for (const postcode of ['B15 2TT', 'b15 3aa', 'LS6 3QS', 'M1 1AA', 'EH10 4BF', '75001']) expect(text).not.toContain(postcode);
    expect(text).not.toMatch(/@/);
  });
});

describe('trials that became subscriptions', () => {
  it('counts trials begun on the range’s English days, and those followed by a paid subscription or a school’s place', () => {
    const trials = countTrials({
      from: '2025-09-01',
      to: '2025-12-31',
      subscriptions: [
        { user: 10, kind: 'trial', startsAt: '2025-09-10T10:00:00.000Z' },
        { user: 10, kind: 'paid', startsAt: '2025-10-10T10:00:00.000Z' },
        { user: 11, kind: 'trial', startsAt: '2025-10-01T09:00:00.000Z' },
        { user: 12, kind: 'trial', startsAt: '2025-11-05T09:00:00.000Z' },
        // 00:30 on 1 September in England (BST): in the range; its paid subscription came before it.
        { user: 13, kind: 'trial', startsAt: '2025-08-31T23:30:00.000Z' },
        { user: 13, kind: 'paid', startsAt: '2025-08-01T09:00:00.000Z' },
        // 23:30 on 31 December in England (GMT) is in; 1 January is not.
        { user: 14, kind: 'trial', startsAt: '2025-12-31T23:30:00.000Z' },
        { user: 15, kind: 'trial', startsAt: '2026-01-01T00:30:00.000Z' },
        { user: 15, kind: 'paid', startsAt: '2026-02-01T00:30:00.000Z' },
      ],
      memberships: [
        { user: 11, joinedAt: '2025-10-20T12:00:00.000Z' },
        { user: 12, joinedAt: null },
      ],
    });
    expect(trials).toEqual({ started: 5, becamePaid: 1, joinedSchool: 1, becameSubscription: 2 });
  });
});

describe('the CSV export', () => {
  const report = countReach(KNOWN_RECORD);
  const lines = reachCsv(report).trimEnd().split('\r\n');

  it('shows every count below 5 as "fewer than 5", and 5 and more as they are', () => {
    expect([0, 1, 4, 5, 6, 1234].map(exportedCount)).toEqual([FEWER_THAN, FEWER_THAN, FEWER_THAN, '5', '6', '1234']);
    expect(FEWER_THAN).toBe('fewer than 5');
    expect(lines[0]).toBe('Section,Item,Detail,Teachers,Schools,Lessons taught');
    expect(lines).toContain('Totals,All,,7,fewer than 5,15');
    expect(lines).toContain('Month,September 2025,,fewer than 5,,5');
    expect(lines).toContain('Month,December 2025,,fewer than 5,,fewer than 5');
    expect(lines).toContain('Region,West Midlands,,fewer than 5,fewer than 5,6');
    expect(lines).toContain('Nation,England,,fewer than 5,fewer than 5,11');
    expect(lines).toContain('SEND,SEND classes,classes of the year group “SEND: all ages”,fewer than 5,,fewer than 5');
    expect(lines).toContain('Programme,Sound Explorers,Primary,fewer than 5,,7');
    expect(lines).toContain('School,Larkfield Primary School,"B15, West Midlands",fewer than 5,,6');
    expect(lines).toContain('Trials,Trials begun,,fewer than 5,,');
    // No count under 5 is left in a count column.
    for (const line of lines.slice(1)) {
      const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, ''));
      for (const count of cells.slice(3)) expect(count === '' || count === FEWER_THAN || Number(count) >= 5, line).toBe(true);
    }
  });

  it('states its dates and its rule, and never lets a school’s name act as a spreadsheet formula', () => {
    expect(lines.slice(1, 4)).toEqual([
      'Report,From,2025-09-01,,,',
      'Report,To,2025-12-31,,,',
      'Report,Small numbers,"Counts below 5 read ""fewer than 5""",,,',
    ]);
    const hostile = countReach({
      ...KNOWN_RECORD,
      teachers: KNOWN_RECORD.teachers.map((teacher) => (teacher.id === 7 ? { ...teacher, school: '=HYPERLINK("http://evil.example","x")' } : teacher)),
    });
    expect(reachCsv(hostile)).toContain(`School,"'=HYPERLINK(""http://evil.example"",""x"")",Outside the UK,fewer than 5,,fewer than 5`);
  });
});

describe('months', () => {
  it('lists every month of a range, across a year’s end', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });
});

describe('the months a report reads from kept summaries', () => {
  it('are the calendar months wholly inside the range; the days of a month partly inside are read from the entries', () => {
    expect(splitByMonth({ from: '2025-09-01', to: '2026-07-22' })).toEqual({
      months: ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'],
      parts: [{ from: '2026-07-01', to: '2026-07-22' }],
    });
    expect(splitByMonth({ from: '2025-04-15', to: '2025-06-30' })).toEqual({
      months: ['2025-05', '2025-06'],
      parts: [{ from: '2025-04-15', to: '2025-04-30' }],
    });
    // February's last day, in a leap year and not.
    expect(splitByMonth({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ months: ['2024-02'], parts: [] });
    expect(splitByMonth({ from: '2025-02-01', to: '2025-02-28' })).toEqual({ months: ['2025-02'], parts: [] });
    expect(splitByMonth({ from: '2024-02-01', to: '2024-02-28' })).toEqual({ months: [], parts: [{ from: '2024-02-01', to: '2024-02-28' }] });
    // Across a year's end; within one month; one day.
    expect(splitByMonth({ from: '2025-12-02', to: '2026-01-31' })).toEqual({ months: ['2026-01'], parts: [{ from: '2025-12-02', to: '2025-12-31' }] });
    expect(splitByMonth({ from: '2025-12-02', to: '2026-01-30' })).toEqual({
      months: [],
      parts: [
        { from: '2025-12-02', to: '2025-12-31' },
        { from: '2026-01-01', to: '2026-01-30' },
      ],
    });
    expect(splitByMonth({ from: '2026-03-04', to: '2026-03-20' })).toEqual({ months: [], parts: [{ from: '2026-03-04', to: '2026-03-20' }] });
    expect(splitByMonth({ from: '2026-03-31', to: '2026-03-31' })).toEqual({ months: [], parts: [{ from: '2026-03-31', to: '2026-03-31' }] });
  });

  it('are grouped from the entries in runs of consecutive months', () => {
    expect(monthRuns(['2026-02', '2025-11', '2025-12', '2026-01', '2026-04'])).toEqual([
      { from: '2025-11-01', to: '2026-02-28', months: ['2025-11', '2025-12', '2026-01', '2026-02'] },
      { from: '2026-04-01', to: '2026-04-30', months: ['2026-04'] },
    ]);
    expect(monthRuns([])).toEqual([]);
  });
});

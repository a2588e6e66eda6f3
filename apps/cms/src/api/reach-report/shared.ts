/**
 * What the reach report's server and its admin page share (docs/reach-report.md): the permission,
 * the routes' prefix, the answer's shape and the small-number rule. No imports, so the admin
 * panel's bundle takes nothing else of the server's.
 */

/** The admin permission: `api::` plus its uid, as Strapi names an application's own admin actions. */
export const REACH_REPORT_ACTION = 'api::reach-report.read';
export const REACH_REPORT_PREFIX = '/reach-report';

/** Below this, an exported count reads "fewer than 5". */
export const SMALL_NUMBER = 5;
export const FEWER_THAN = `fewer than ${SMALL_NUMBER}`;

export interface CountRow {
  key: string;
  label: string;
  /** What the row is part of: a programme's audience, a region's nation, a school's district and region. */
  detail?: string;
  teachers: number;
  lessons: number;
  schools?: number;
}

export interface ReachReport {
  /** YYYY-MM-DD, both days included */
  from: string;
  to: string;
  totals: { teachers: number; schools: number; lessons: number; teachersWithoutSchool: number };
  byMonth: CountRow[];
  byAudience: CountRow[];
  byProgramme: CountRow[];
  byRegion: CountRow[];
  byNation: CountRow[];
  schools: CountRow[];
  send: CountRow[];
  trials: { started: number; becamePaid: number; joinedSchool: number; becameSubscription: number };
}

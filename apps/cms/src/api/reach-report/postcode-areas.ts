/**
 * Every UK postcode area (the letters before the first digit: B, BA, SW...) with the English region
 * or the nation it lies in, for the charity's reach report (docs/reach-report.md). An area that
 * crosses a boundary is placed where most of it lies: CH (Chester) in the North West though it
 * reaches into Flintshire, SY (Shrewsbury) in the West Midlands though half of it is mid Wales, KT
 * (Kingston) and DA (Dartford) in the South East though they reach into London, EN (Enfield) in
 * London though it reaches into Hertfordshire, HP (Hemel Hempstead) in the South East (most of it is
 * Buckinghamshire), CA (Carlisle) in the North West, TD (Galashiels) in Scotland. The non-geographic
 * areas (BF for British forces, BX) are left out: they place nobody.
 *
 * Written for this project from public knowledge of the postcode areas and the regions of England.
 */
export const NATIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Crown dependencies'] as const;
export type Nation = (typeof NATIONS)[number];

/** The nine regions of England, north to south, then the other nations (each its own "region"). */
export const REGIONS = [
  'North East',
  'North West',
  'Yorkshire and the Humber',
  'East Midlands',
  'West Midlands',
  'East of England',
  'London',
  'South East',
  'South West',
  'Scotland',
  'Wales',
  'Northern Ireland',
  'Crown dependencies',
] as const;
export type Region = (typeof REGIONS)[number];

export const POSTCODE_AREAS: Readonly<Record<string, { name: string; region: Region }>> = {
  AB: { name: 'Aberdeen', region: 'Scotland' },
  AL: { name: 'St Albans', region: 'East of England' },
  B: { name: 'Birmingham', region: 'West Midlands' },
  BA: { name: 'Bath', region: 'South West' },
  BB: { name: 'Blackburn', region: 'North West' },
  BD: { name: 'Bradford', region: 'Yorkshire and the Humber' },
  BH: { name: 'Bournemouth', region: 'South West' },
  BL: { name: 'Bolton', region: 'North West' },
  BN: { name: 'Brighton', region: 'South East' },
  BR: { name: 'Bromley', region: 'London' },
  BS: { name: 'Bristol', region: 'South West' },
  BT: { name: 'Belfast', region: 'Northern Ireland' },
  CA: { name: 'Carlisle', region: 'North West' },
  CB: { name: 'Cambridge', region: 'East of England' },
  CF: { name: 'Cardiff', region: 'Wales' },
  CH: { name: 'Chester', region: 'North West' },
  CM: { name: 'Chelmsford', region: 'East of England' },
  CO: { name: 'Colchester', region: 'East of England' },
  CR: { name: 'Croydon', region: 'London' },
  CT: { name: 'Canterbury', region: 'South East' },
  CV: { name: 'Coventry', region: 'West Midlands' },
  CW: { name: 'Crewe', region: 'North West' },
  DA: { name: 'Dartford', region: 'South East' },
  DD: { name: 'Dundee', region: 'Scotland' },
  DE: { name: 'Derby', region: 'East Midlands' },
  DG: { name: 'Dumfries', region: 'Scotland' },
  DH: { name: 'Durham', region: 'North East' },
  DL: { name: 'Darlington', region: 'North East' },
  DN: { name: 'Doncaster', region: 'Yorkshire and the Humber' },
  DT: { name: 'Dorchester', region: 'South West' },
  DY: { name: 'Dudley', region: 'West Midlands' },
  E: { name: 'London E', region: 'London' },
  EC: { name: 'London EC', region: 'London' },
  EH: { name: 'Edinburgh', region: 'Scotland' },
  EN: { name: 'Enfield', region: 'London' },
  EX: { name: 'Exeter', region: 'South West' },
  FK: { name: 'Falkirk', region: 'Scotland' },
  FY: { name: 'Blackpool', region: 'North West' },
  G: { name: 'Glasgow', region: 'Scotland' },
  GL: { name: 'Gloucester', region: 'South West' },
  GU: { name: 'Guildford', region: 'South East' },
  GY: { name: 'Guernsey', region: 'Crown dependencies' },
  HA: { name: 'Harrow', region: 'London' },
  HD: { name: 'Huddersfield', region: 'Yorkshire and the Humber' },
  HG: { name: 'Harrogate', region: 'Yorkshire and the Humber' },
  HP: { name: 'Hemel Hempstead', region: 'South East' },
  HR: { name: 'Hereford', region: 'West Midlands' },
  HS: { name: 'Outer Hebrides', region: 'Scotland' },
  HU: { name: 'Hull', region: 'Yorkshire and the Humber' },
  HX: { name: 'Halifax', region: 'Yorkshire and the Humber' },
  IG: { name: 'Ilford', region: 'London' },
  IM: { name: 'Isle of Man', region: 'Crown dependencies' },
  IP: { name: 'Ipswich', region: 'East of England' },
  IV: { name: 'Inverness', region: 'Scotland' },
  JE: { name: 'Jersey', region: 'Crown dependencies' },
  KA: { name: 'Kilmarnock', region: 'Scotland' },
  KT: { name: 'Kingston upon Thames', region: 'South East' },
  KW: { name: 'Kirkwall', region: 'Scotland' },
  KY: { name: 'Kirkcaldy', region: 'Scotland' },
  L: { name: 'Liverpool', region: 'North West' },
  LA: { name: 'Lancaster', region: 'North West' },
  LD: { name: 'Llandrindod Wells', region: 'Wales' },
  LE: { name: 'Leicester', region: 'East Midlands' },
  LL: { name: 'Llandudno', region: 'Wales' },
  LN: { name: 'Lincoln', region: 'East Midlands' },
  LS: { name: 'Leeds', region: 'Yorkshire and the Humber' },
  LU: { name: 'Luton', region: 'East of England' },
  M: { name: 'Manchester', region: 'North West' },
  ME: { name: 'Medway', region: 'South East' },
  MK: { name: 'Milton Keynes', region: 'South East' },
  ML: { name: 'Motherwell', region: 'Scotland' },
  N: { name: 'London N', region: 'London' },
  NE: { name: 'Newcastle upon Tyne', region: 'North East' },
  NG: { name: 'Nottingham', region: 'East Midlands' },
  NN: { name: 'Northampton', region: 'East Midlands' },
  NP: { name: 'Newport', region: 'Wales' },
  NR: { name: 'Norwich', region: 'East of England' },
  NW: { name: 'London NW', region: 'London' },
  OL: { name: 'Oldham', region: 'North West' },
  OX: { name: 'Oxford', region: 'South East' },
  PA: { name: 'Paisley', region: 'Scotland' },
  PE: { name: 'Peterborough', region: 'East of England' },
  PH: { name: 'Perth', region: 'Scotland' },
  PL: { name: 'Plymouth', region: 'South West' },
  PO: { name: 'Portsmouth', region: 'South East' },
  PR: { name: 'Preston', region: 'North West' },
  RG: { name: 'Reading', region: 'South East' },
  RH: { name: 'Redhill', region: 'South East' },
  RM: { name: 'Romford', region: 'London' },
  S: { name: 'Sheffield', region: 'Yorkshire and the Humber' },
  SA: { name: 'Swansea', region: 'Wales' },
  SE: { name: 'London SE', region: 'London' },
  SG: { name: 'Stevenage', region: 'East of England' },
  SK: { name: 'Stockport', region: 'North West' },
  SL: { name: 'Slough', region: 'South East' },
  SM: { name: 'Sutton', region: 'London' },
  SN: { name: 'Swindon', region: 'South West' },
  SO: { name: 'Southampton', region: 'South East' },
  SP: { name: 'Salisbury', region: 'South West' },
  SR: { name: 'Sunderland', region: 'North East' },
  SS: { name: 'Southend-on-Sea', region: 'East of England' },
  ST: { name: 'Stoke-on-Trent', region: 'West Midlands' },
  SW: { name: 'London SW', region: 'London' },
  SY: { name: 'Shrewsbury', region: 'West Midlands' },
  TA: { name: 'Taunton', region: 'South West' },
  TD: { name: 'Galashiels', region: 'Scotland' },
  TF: { name: 'Telford', region: 'West Midlands' },
  TN: { name: 'Tonbridge', region: 'South East' },
  TQ: { name: 'Torquay', region: 'South West' },
  TR: { name: 'Truro', region: 'South West' },
  TS: { name: 'Cleveland', region: 'North East' },
  TW: { name: 'Twickenham', region: 'London' },
  UB: { name: 'Southall', region: 'London' },
  W: { name: 'London W', region: 'London' },
  WA: { name: 'Warrington', region: 'North West' },
  WC: { name: 'London WC', region: 'London' },
  WD: { name: 'Watford', region: 'East of England' },
  WF: { name: 'Wakefield', region: 'Yorkshire and the Humber' },
  WN: { name: 'Wigan', region: 'North West' },
  WR: { name: 'Worcester', region: 'West Midlands' },
  WS: { name: 'Walsall', region: 'West Midlands' },
  WV: { name: 'Wolverhampton', region: 'West Midlands' },
  YO: { name: 'York', region: 'Yorkshire and the Humber' },
  ZE: { name: 'Shetland', region: 'Scotland' },
};

export function nationOf(region: Region): Nation {
  return (NATIONS as readonly string[]).includes(region) ? (region as Nation) : 'England';
}

/** Where a teacher or school is, as far as the report goes: never more than the postcode district. */
export interface Place {
  /** The outward code (B15, SW1A), or null when the postcode is not a UK one. */
  district: string | null;
  /** A region of England or a nation; "Outside the UK" or "Not known" otherwise. */
  region: Region | 'Outside the UK' | 'Not known';
  nation: Nation | 'Outside the UK' | 'Not known';
}

const UK_COUNTRY = /^(uk|u\.k\.|united kingdom|great britain|gb|england|scotland|wales|northern ireland)$/i;

/**
 * The postcode district, region and nation of a postcode as people type it ("b15 2tt", "SW1A1AA",
 * "B1"), from its area. A country other than the UK, with no UK postcode, is "Outside the UK".
 */
export function placeOf(postcode: string | null | undefined, country?: string | null): Place {
  const compact = (postcode ?? '').toUpperCase().replace(/\s+/g, '');
  // The outward code: an area of 1-2 letters, a district digit, and an optional digit or letter;
  // the inward code (a digit and two letters), when there, is dropped.
  const match = /^([A-Z]{1,2})(\d[A-Z\d]?)(\d[A-Z]{2})?$/.exec(compact);
  const area = match ? POSTCODE_AREAS[match[1]] : undefined;
  if (match && area) return { district: `${match[1]}${match[2]}`, region: area.region, nation: nationOf(area.region) };
  const countryGiven = (country ?? '').trim();
  if (countryGiven && !UK_COUNTRY.test(countryGiven)) return { district: null, region: 'Outside the UK', nation: 'Outside the UK' };
  return { district: null, region: 'Not known', nation: 'Not known' };
}

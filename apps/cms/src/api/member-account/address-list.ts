/**
 * A list of email addresses as a school's owner pastes or uploads it (docs/accounts.md, "Inviting a
 * staff room"), read into one entry per address found, each valid or invalid with the reason.
 *
 * Shapes read:
 * - one address per line, or several on a line separated by commas, semicolons or tabs;
 * - "Name <address>" (the name is dropped: nothing a teacher typed besides the address is ever put in
 *   an email, so a name carrying line breaks and "Bcc:" headers has nowhere to go);
 * - a CSV (commas, semicolons or tabs; quoted cells; Excel's byte order mark) whose first row names an
 *   email column ("Email", "E-mail address"...): that column's cells, the other columns left out;
 * - a CSV without such a header: on a row with several cells, the cells holding an "@" are its
 *   addresses and the others (names, roles, a header row) are left out and counted.
 * A lone value without an "@" on its line is an entry too, reported invalid, as is one beside
 * addresses that looks like a mistyped address (jo.bloggs.school.org), so a slip is shown rather
 * than silently dropped.
 */
import { parse } from 'csv-parse/sync';

/** The most addresses one request may carry (found in the list, before duplicates are taken out). */
export const MAX_ADDRESSES = 500;
/** The most characters of list one request may carry (a 500-row CSV with names and roles fits). */
export const MAX_LIST_CHARACTERS = 200_000;
/** How much of a cell an answer repeats back. */
const SHOWN_CHARACTERS = 120;

export interface ListEntry {
  /** The cell as it was written (trimmed, at most SHOWN_CHARACTERS). */
  written: string;
  /** The address in lower case, when the entry is one. */
  email?: string;
  /** Why the entry is not an address we can invite. */
  invalid?: string;
}

export interface ReadList {
  entries: ListEntry[];
  /** Cells left out: names, roles, other columns, a header row. */
  leftOut: number;
}

const EMAIL_COLUMN = /^(e-?mail|e-?mail address|email addresses|address|mail|work e-?mail|school e-?mail)$/i;
const CELL_SEPARATORS = /[,;\t]/;
// The address rule (zod's own z.email() pattern): letters, digits and . _ ' + - before the @, a dotted
// domain of letters, digits and hyphens with a top-level name of two letters or more.
const ADDRESS = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function readAddressList(text: string): ReadList {
  const clean = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  return readWithHeader(clean) ?? readLines(clean);
}

/** Why `address` cannot be invited, or undefined when it can. */
export function addressProblem(address: string): string | undefined {
  if (address.length > 254) return 'is too long to be an email address';
  if (/[\s\p{Cc}]/u.test(address)) return 'contains a space or a line break';
  const ats = address.split('@').length - 1;
  if (ats === 0) return 'has no @';
  if (ats > 1) return 'has more than one @';
  const [local, domain] = address.split('@');
  if (!local) return 'has nothing before the @';
  if (!domain.includes('.')) return 'has no domain after the @ (like school.org.uk)';
  if (!ADDRESS.test(address)) return 'contains characters an email address cannot have';
  return undefined;
}

function entryOf(cell: string): ListEntry {
  const written = cell.trim().slice(0, SHOWN_CHARACTERS);
  const inAngles = /<([^<>]*)>\s*$/.exec(cell);
  const address = (inAngles ? inAngles[1] : cell)
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .replace(/^mailto:/i, '')
    .trim();
  const invalid = addressProblem(address);
  return invalid ? { written, invalid } : { written, email: address.toLowerCase() };
}

/** A CSV whose first row names an email column: that column, read as CSV (quotes and all). */
function readWithHeader(text: string): ReadList | undefined {
  const firstLine = text.split('\n').find((line) => line.trim()) ?? '';
  const delimiter = [',', ';', '\t'].find((candidate) => firstLine.includes(candidate)) ?? ',';
  let rows: string[][];
  try {
    rows = parse(text, { delimiter, relax_quotes: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    return undefined; // not CSV after all (an unmatched quote in a pasted list): read line by line
  }
  const column = rows[0]?.findIndex((cell) => EMAIL_COLUMN.test(cell.trim()));
  if (column === undefined || column < 0) return undefined;
  const entries: ListEntry[] = [];
  let leftOut = rows[0].length;
  for (const row of rows.slice(1)) {
    leftOut += row.length - (row[column] ? 1 : 0);
    if (row[column]?.trim()) entries.push(entryOf(row[column]));
  }
  return { entries, leftOut };
}

/** A cell without an "@" that was meant as an address (no spaces, a dot: jo.bloggs.school.org), not a name. */
const looksLikeAnAddress = (cell: string) => /^[^\s"'<>]+\.[^\s"'<>]+$/.test(cell);

function readLines(text: string): ReadList {
  const entries: ListEntry[] = [];
  let leftOut = 0;
  for (const line of text.split('\n')) {
    const cells = line
      .split(CELL_SEPARATORS)
      .map((cell) => cell.trim())
      .filter(Boolean);
    const addresses = cells.filter((cell) => cell.includes('@') || looksLikeAnAddress(cell));
    if (cells.length === 1 && EMAIL_COLUMN.test(cells[0])) {
      leftOut += 1; // a one-column CSV's header
    } else if (cells.length === 1 || cells.some((cell) => cell.includes('@'))) {
      const taken = cells.length === 1 ? cells : addresses;
      entries.push(...taken.map(entryOf));
      leftOut += cells.length - taken.length;
    } else {
      leftOut += cells.length; // several cells and no address: a header row, or names
    }
  }
  return { entries, leftOut };
}

/**
 * Which requests are for a stored file, read strictly (docs/doors.md, "Files").
 *
 * The file doors are the folders below. A request is aimed at one when its path names the folder
 * as it is spelt, or as any server or proxy might read it: percent-decoded (more than once),
 * backslashes taken for slashes, `;params` and trailing dots dropped, dot segments resolved,
 * repeated slashes collapsed, in any letter case. Such a request is answered only when its path is written
 * plainly: the folder in lower case, then names of letters, digits, `_`, `-` and `.` (never a
 * name that is only dots), nothing encoded. Every other spelling is refused (400) before anything
 * is looked up, so no reading of a path can disagree with the one the access decision made.
 * Every name the CMS gives a file (`{name}_{hash}{ext}`, documentIds, Music at Home link ids) is plain.
 */

export const FILE_DOORS = ['/uploads', '/documents', '/at-home-files', '/network-check'] as const;
export type FileDoor = (typeof FILE_DOORS)[number];

/** A request for a file, spelt plainly: the door and the names after it. */
export interface FileRequest {
  door: FileDoor;
  names: string[];
}

/** What a request path is: a plain file request, one to refuse (400), or not for a file door at all. */
export type FilePathReading = FileRequest | 'refused' | 'not a file';

const PLAIN_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MOST_DECODINGS = 4;

/**
 * The path as the loosest server would read it, in lower case; undefined when it cannot be decoded
 * or holds a NUL.
 */
export function looseReading(rawPath: string): string | undefined {
  let path = rawPath;
  for (let decodings = 0; decodings < MOST_DECODINGS; decodings++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    if (decoded === path) break;
    path = decoded;
  }
  if (path.includes('\0')) return undefined;
  const segments = path
    .replace(/\\/g, '/')
    .split('/')
    .map((segment) => segment.replace(/;.*$/, ''));
  const resolved: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') resolved.pop();
    // Some file systems ignore a name's trailing dots and spaces (`uploads.` is `uploads`).
    else resolved.push(segment.replace(/[. ]+$/, '') || segment);
  }
  return `/${resolved.join('/')}`.toLowerCase();
}

/** Whether a path read loosely lies in the folder. */
const isIn = (door: string, loose: string) => loose === door || loose.startsWith(`${door}/`);

/** Whether the raw path begins with the folder's name, followed by anything but more of a name. */
const beginsWith = (door: string, rawPath: string) => rawPath.toLowerCase().startsWith(door) && !/^[a-z0-9_-]/i.test(rawPath.slice(door.length));

export function readFilePath(rawPath: string): FilePathReading {
  const loose = looseReading(rawPath);
  if (loose === undefined) return 'refused';
  const door = FILE_DOORS.find((candidate) => isIn(candidate, loose) || beginsWith(candidate, rawPath));
  if (!door) return 'not a file';
  if (!rawPath.startsWith(`${door}/`)) return 'refused';
  const names = rawPath.slice(door.length + 1).split('/');
  return names.every((name) => PLAIN_NAME.test(name)) ? { door, names } : 'refused';
}

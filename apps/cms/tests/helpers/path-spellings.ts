/**
 * Every way we know to spell a path so that some server, proxy or file system might read it as the
 * plain one: the one list each door's sweep uses (docs/doors.md, "The spelling sweep"). A door is
 * safe when no spelling but the plain path reaches the file (files/file-paths.ts refuses the rest).
 *
 * Built by combining: the folder's name with letters encoded once or twice and in other cases; the
 * separator as `/`, `\`, `%2f`, `%5c` (either hex case, double-encoded), doubled, or with `.` and
 * `%2e` segments; dot segments (`..`, `%2e%2e`, `.%2e`, `..;`, double-encoded) climbing from
 * elsewhere (the site, the other file doors) at every depth and past the root; the file's name
 * with its letters encoded; and endings (`/`, `;params`, `?query`, `#fragment`, `%00`, a space).
 */

const SLASHES = ['/', '%2f', '%2F', '\\', '%5c', '%5C', '%252f', '%255c', '//', '/./', '/%2e/', '/%2E/', '%2f%2e%2f', '/;x/'];
/** The separators tried around dot segments (a subset, to keep the list in the hundreds). */
const CLIMBING_SLASHES = ['/', '%2f', '%2F', '\\', '%5c', '%252f', '//', '/./'];
const DOT_SEGMENTS = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '..;', '..;x=1'];
const ENDINGS = ['/', '%2f', ';', ';x=1', '%3b', '?download=1', '#top', '%23', '%3f', '.', '%2e', '%00', '%2500', '%20', '::$DATA'];
/** Where a climb starts: the site, and inside each of the other doors. */
const STARTING_POINTS = ['/', '/primary/', '/a/b/c/', '/documents/', '/at-home-files/aaaa/bbbb/', '/network-check/', '/uploads/'];

const hex = (letter: string, upper = false) => {
  const code = letter.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

function folderSpellings(folder: string): string[] {
  const [first, ...others] = folder;
  const rest = others.join('');
  return [
    folder.toUpperCase(),
    `${first.toUpperCase()}${rest}`,
    `${hex(first)}${rest}`,
    `${hex(first.toUpperCase(), true)}${rest}`,
    `%25${hex(first).slice(1)}${rest}`,
    `${first}${rest.slice(0, -1)}${hex(rest.slice(-1))}`,
    [...folder].map((letter) => hex(letter)).join(''),
    `${folder}.`,
    `${folder};x`,
  ];
}

function nameSpellings(name: string): string[] {
  const dot = name.lastIndexOf('.');
  return [
    [...name].map((letter) => hex(letter)).join(''),
    [...name].map((letter) => hex(letter, true)).join(''),
    `${hex(name[0])}${name.slice(1)}`,
    ...(dot > 0 ? [`${name.slice(0, dot)}%2e${name.slice(dot + 1)}`, `${name.slice(0, dot)}%252e${name.slice(dot + 1)}`, name.toUpperCase()] : []),
    `./${name}`,
    `%2e/${name}`,
  ];
}

/** Spellings of `plainPath` (`/{folder}/{names...}`), the plain path itself first. */
export function pathSpellings(plainPath: string): string[] {
  const [, folder, ...names] = plainPath.split('/');
  const rest = names.join('/');
  const spellings = new Set<string>([plainPath]);

  for (const spelt of folderSpellings(folder)) spellings.add(`/${spelt}/${rest}`);
  for (const slash of SLASHES) {
    spellings.add(`/${folder}${slash}${rest}`);
    spellings.add(`/${slash}${folder}/${rest}`);
  }
  for (const spelt of nameSpellings(names[names.length - 1])) spellings.add(`/${folder}/${[...names.slice(0, -1), spelt].join('/')}`);

  // Climbing exactly to the root, or past it, in turn (either is enough for a server that resolves dots).
  let turn = 0;
  for (const start of STARTING_POINTS) {
    const depth = start.split('/').filter(Boolean).length;
    for (const dots of DOT_SEGMENTS) {
      for (const slash of CLIMBING_SLASHES) {
        const climb = `${dots}${slash}`.repeat(depth + (depth === 0 || turn++ % 2 ? 1 : 0));
        spellings.add(`${start}${climb}${folder}${slash}${rest}`);
      }
    }
  }
  // The spelling a review found open: backslashes and an encoded slash and dots, from a folder of the door.
  spellings.add(`/${folder}/a%5c..%5c..%5cb%2f%2e%2e%2f${rest}`);
  // Into a folder of the door and back out of it.
  for (const dots of DOT_SEGMENTS) spellings.add(`/${folder}/x/${dots}/${rest}`);

  for (const ending of ENDINGS) {
    spellings.add(`${plainPath}${ending}`);
    spellings.add(`/${folder}%2f${rest}${ending}`);
    spellings.add(`/x/..%2f${folder}/${rest}${ending}`);
  }
  return [...spellings];
}

/** The part of a raw request path a server reads as the path: everything before a literal `?` or `#`. */
export const pathPartOf = (rawPath: string) => rawPath.split(/[?#]/)[0];

// The names of a project export's files (issue 23): safe as ZIP paths on every system, unique in
// their folder, and the ZIP's own name. Apart from the export's schema (project-export.ts), so the
// project menu names its download without loading the schemas.
const FORBIDDEN = /[\\/:*?"<>|\p{Cc}]/gu;

/** A name that is safe as one segment of a ZIP path on every system, keeping letters and emoji. */
function safeFileName(name: string): string {
  const cleaned = [...name.replace(FORBIDDEN, '_')].filter((char) => !/\p{Cs}/u.test(char)).join('').trim().replace(/^\.+/, '_');
  return cleaned.slice(0, 120) || 'datei';
}

/**
 * Paths for files in a folder, each name kept where it is unique and numbered where it repeats
 * ('foto.jpg', 'foto (2).jpg'): the same photo name twice must not overwrite in the ZIP.
 */
export function uniquePaths(folder: string, names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const safe = safeFileName(name);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return `${folder}/${candidate}`;
  });
}

/** The ZIP's name: the customer's name where known, and the day. */
export function exportFileName(firstName: string | undefined, lastName: string | undefined, at: Date): string {
  const who = [firstName, lastName].map((part) => safeFileName(part ?? '').replace(/\s+/g, '_')).filter((part) => part && part !== 'datei');
  return `vor-ort-export_${who.length ? `${who.join('_')}_` : ''}${at.toISOString().slice(0, 10)}.zip`;
}

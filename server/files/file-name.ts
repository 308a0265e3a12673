// The name an upload is shown under. It is only ever a label (files are stored under keys the
// server makes), but it travels into headers, PDFs and logs, so it is cut down to one plain
// line: no folders, no control or direction-changing characters, at most 200 characters.
const MAX_LENGTH = 200;
const FALLBACK = 'upload';
/** Controls (NUL, line breaks, escape: \p{Cc}) and the bidi marks and overrides that make "gpj.exe" read as "exe.jpg". */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

export function displayFileName(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const name = base.replace(INVISIBLE, '').trim();
  if (!name || /^\.+$/.test(name)) return FALLBACK;
  const characters = [...name];
  if (characters.length <= MAX_LENGTH) return name;
  const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)?.[0] ?? '';
  return characters.slice(0, MAX_LENGTH - extension.length).join('') + extension;
}

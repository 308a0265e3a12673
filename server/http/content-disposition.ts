// Content-Disposition for every download with a file name (RFC 6266): a plain ASCII name for old
// clients and the exact name in UTF-8 (RFC 8187), both escaped so that no name, whatever its
// characters, can end the header, add another or make Node refuse to send it.

/** Lone surrogates cannot be written as UTF-8; a file system shows them as U+FFFD too. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const name = wellFormed(fileName);
  const ascii = name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]|["\\%]/gu, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

// Content-Disposition for a stored file (RFC 6266): a plain ASCII name for old clients and the
// exact name in UTF-8, both escaped so no upload's name can end the header or add another.
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

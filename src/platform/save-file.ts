// Hands a file to the browser's download, as a link with a file name would.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A JPEG or PNG as a data URL, or null for any other type (react-pdf reads only those two). */
export async function imageDataUrl(blob: Blob): Promise<string | null> {
  if (!/^image\/(jpeg|png)$/.test(blob.type)) return null;
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

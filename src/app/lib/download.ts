/** Hands a file to the browser as a download (exports, CSV templates, PDFs). */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands a text file to the browser as a download (exports, CSV templates). */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(name, new Blob([text], { type }));
}

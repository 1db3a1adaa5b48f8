/** Hands a file to the browser's downloads under `name`. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL may go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

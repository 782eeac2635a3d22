/** Spec (JSON export): the session title lowercased with every non-alphanumeric character replaced by "_". */
export function titleFileStem(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]/g, "_");
}

/** Saves a URL (a data: or blob: URL) as a file through a temporary link. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves a blob as a file; its object URL is released once the download has started. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

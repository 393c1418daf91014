/** Saves `content` as a file through a temporary object URL: nothing leaves the browser. */
export function downloadFile(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** 'themeport-logs-2025-03-14T10-22-05.json' */
export function stampedFileName(prefix: string, extension: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
  return `${prefix}-${stamp}.${extension}`;
}

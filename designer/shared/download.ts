/** Saves text as a file in the browser through a temporary link. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download can be cancelled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a value as a pretty-printed JSON file. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadText(fileName, `${JSON.stringify(value, null, 2)}\n`, 'application/json');
}

/** A pack's file name: `<code>.pack.json` (codes and menu codes are safe file names). */
export const packFileName = (name: string) => `${name}.pack.json`;

/** Saves JSON as a file in the browser. */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

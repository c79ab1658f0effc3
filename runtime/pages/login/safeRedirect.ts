/** Only same-site paths are followed after sign-in (`/fn/x`, never `//evil` or `https://`). */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/workbench';
  return value;
}

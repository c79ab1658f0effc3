import type { UploadLimits } from '../services';

/** Why a file may not be uploaded, as an engine text key, or null when it may. */
export function checkUpload(file: { name: string; size: number }, limits: UploadLimits): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (limits.extensions.length && !limits.extensions.includes(ext)) return 'engine.upload.badType';
  if (file.size > limits.maxSize) return 'engine.upload.tooLarge';
  return null;
}

import { fileTypeFromFile } from 'file-type';
import { errors } from '../errors';
import { isAccepted, type UploadLimits } from './limits';

const FAMILY: Record<string, string> = { jpeg: 'jpg', docx: 'zip', xlsx: 'zip', pptx: 'zip', doc: 'cfb', xls: 'cfb', ppt: 'cfb' };
const family = (ext: string) => FAMILY[ext] ?? ext;

/** Declared types kept for content without a signature (plain text formats). */
const TEXT_TYPES = new Set(['text/plain', 'text/csv']);

/**
 * The content type of a stored upload, read from its bytes (file-type), not
 * from its name or declared type. Content whose real type the field does not
 * accept, or that claims to be another type than it is, is refused.
 * Returns the mime type to store and serve.
 */
export async function sniffUpload(path: string, name: string, declared: string, limits: UploadLimits): Promise<string> {
  const found = await fileTypeFromFile(path);
  if (!found) return TEXT_TYPES.has(declared.toLowerCase()) ? declared.toLowerCase() : 'application/octet-stream';
  const claimed = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  // The claimed extension passed the field's check already; it must also be what the bytes are.
  // Office files are zip containers and old ones share one signature: a family match is enough.
  const matches = claimed ? family(claimed) === family(found.ext) : isAccepted(limits, `file.${found.ext}`, found.mime);
  if (!matches) throw errors.fileFormatError(limits.accept.join(', '));
  return found.mime;
}

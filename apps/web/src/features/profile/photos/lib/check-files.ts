import { ACCEPTED_PHOTO_EXTENSIONS, ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS } from '@app/shared/photos/constants';

/** What the file picker offers: the formats the server decodes, by type and by extension. */
export const PHOTO_ACCEPT = [...ACCEPTED_PHOTO_TYPES, ...ACCEPTED_PHOTO_EXTENSIONS].join(',');

export const MAX_PHOTO_MB = PHOTO_LIMITS.maxBytes / (1024 * 1024);

export type FileProblem =
  | { reason: 'notPhoto' | 'empty' | 'tooMany' | 'duplicate'; name: string }
  | { reason: 'tooLarge'; name: string; sizeMb: number };

const TYPES: readonly string[] = ACCEPTED_PHOTO_TYPES;
const EXTENSIONS: readonly string[] = ACCEPTED_PHOTO_EXTENSIONS;

/** By its declared type or its extension: only a hint (the server decides by the content), to say so early. */
function looksLikePhoto(file: File): boolean {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  return TYPES.includes(file.type.toLowerCase()) || EXTENSIONS.includes(extension);
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Sorts newly chosen files into those to keep and those to refuse with a reason, before anything is sent:
 * the type (as a hint), the size (15 MB each), the same file twice, and the room left under the photo limit
 * (`room` = the limit less the photos uploaded and already chosen).
 */
export function checkPhotoFiles(chosen: readonly File[], alreadyChosen: readonly File[], room: number) {
  const accepted: File[] = [];
  const problems: FileProblem[] = [];
  for (const file of chosen) {
    if (!looksLikePhoto(file)) problems.push({ reason: 'notPhoto', name: file.name });
    else if (file.size === 0) problems.push({ reason: 'empty', name: file.name });
    else if (file.size > PHOTO_LIMITS.maxBytes) {
      // Rounded up, so a file just over the limit never reads as "15 MB".
      problems.push({ reason: 'tooLarge', name: file.name, sizeMb: Math.ceil(file.size / ((1024 * 1024) / 10)) / 10 });
    } else if ([...alreadyChosen, ...accepted].some((other) => sameFile(other, file))) {
      problems.push({ reason: 'duplicate', name: file.name });
    } else if (accepted.length >= room) problems.push({ reason: 'tooMany', name: file.name });
    else accepted.push(file);
  }
  return { accepted, problems };
}

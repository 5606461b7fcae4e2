import { vi } from 'vitest';
import type { PhotoView } from '@app/shared/photos';

/** One of the member's photos as the server presents it to them (signed same-origin URLs). */
export function photo(n: number, isPrimary = false): PhotoView {
  const id = `00000000-0000-4000-8000-00000000000${n}`;
  return {
    photoId: id,
    url: `/api/v1/media/${id}/medium.webp?sig=s${n}`,
    thumbUrl: `/api/v1/media/${id}/thumb.webp?sig=s${n}`,
    largeUrl: `/api/v1/media/${id}/large.webp?sig=s${n}`,
    blurred: false,
    isPrimary,
    width: 800,
    height: 1000,
  };
}

export function myPhotosBody(photos: PhotoView[], photoVisibility = 'members') {
  return { success: true, photoVisibility, data: photos };
}

/** A file of a given size without allocating it (the checks read `size`). */
export function fakeFile(name: string, type: string, size = 200_000): File {
  const file = new File(['photo bytes'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * jsdom has no object URLs: previews get `blob:preview/<name>`, and every release is recorded. Returns the spies;
 * call `restore` after the test.
 */
export function stubObjectUrls() {
  const create = vi.fn((file: Blob) => `blob:preview/${(file as File).name}`);
  const revoke = vi.fn();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  return {
    create,
    revoke,
    restore() {
      Object.defineProperty(URL, 'createObjectURL', { value: original.create, configurable: true, writable: true });
      Object.defineProperty(URL, 'revokeObjectURL', { value: original.revoke, configurable: true, writable: true });
    },
  };
}

/** A DataTransfer good enough for drag events in jsdom (which has none). */
export function dataTransfer(files: File[] = []) {
  const data = new Map<string, string>();
  return {
    files,
    get types() {
      return [...(files.length ? ['Files'] : []), ...data.keys()];
    },
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { PHOTO_MESSAGES, processPhoto, sniffPhotoFormat } from './photo-pipeline';

const heic = readFileSync(new URL('./fixtures/two-colours.heic', import.meta.url));
const solid = () => sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 10, g: 20, b: 30 } } });

describe('sniffPhotoFormat', () => {
  it('recognises the five accepted formats by their first bytes', async () => {
    expect(sniffPhotoFormat(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPhotoFormat(await solid().png().toBuffer())).toBe('png');
    expect(sniffPhotoFormat(await solid().webp().toBuffer())).toBe('webp');
    expect(sniffPhotoFormat(await solid().gif().toBuffer())).toBe('gif');
    expect(sniffPhotoFormat(heic)).toBe('heif');
  });

  it('knows HEIF files by their brand: HEVC brands yes, AVIF no', () => {
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}\0\0\0\0mif1`)]);
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'])
      expect(sniffPhotoFormat(ftyp(brand)), brand).toBe('heif');
    for (const brand of ['avif', 'avis', 'isom', 'mp42', 'qt  '])
      expect(sniffPhotoFormat(ftyp(brand)), brand).toBeNull();
  });

  it('refuses everything else, including near misses and files too short to tell', () => {
    for (const bytes of [
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.7'),
      Buffer.from('II*\0'), // TIFF
      Buffer.from('BM'), // BMP
      Buffer.from([0xff, 0xd8]), // two bytes of a JPEG
      Buffer.from('GIF90a'),
      Buffer.from('RIFF\0\0\0\0WAVE'),
      Buffer.alloc(0),
    ]) {
      expect(sniffPhotoFormat(bytes), bytes.toString('latin1')).toBeNull();
    }
  });
});

describe('processPhoto', () => {
  it('refuses what it cannot accept with 415, never a crash', async () => {
    const refusal = async (input: Buffer) => {
      try {
        await processPhoto(input);
        return undefined;
      } catch (error) {
        return error instanceof AppError ? [error.statusCode, error.message] : error;
      }
    };
    expect(await refusal(Buffer.from('plain text'))).toEqual([415, PHOTO_MESSAGES.unsupported]);
    // Right first bytes, nothing behind them.
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toEqual([415, PHOTO_MESSAGES.unreadable]);
    expect(await refusal(Buffer.concat([heic.subarray(0, 40), Buffer.from('<script>')]))).toEqual([
      415,
      PHOTO_MESSAGES.unreadable,
    ]);
    // A PNG signature on a JPEG body: both sniffers must agree.
    const jpegBody = await solid().jpeg().toBuffer();
    expect(await refusal(Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), jpegBody]))).toEqual([
      415,
      PHOTO_MESSAGES.unreadable,
    ]);
  });

  it('decodes the HEIC fixture to WebP variants of its size', async () => {
    const result = await processPhoto(heic);
    expect(result).toMatchObject({ format: 'heif', width: 360, height: 240 });
    const meta = await sharp(result.variants.large).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 360, 240]);
  });
});

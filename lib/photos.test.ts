import sharp from 'sharp';
import { MAX_PHOTOS, PHOTO_KINDS, fitWithin, sniffPhoto } from './photos';

const image = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#c33' } })
    .toFormat(format)
    .toBuffer();

describe('sniffPhoto', () => {
  it('knows JPEG, PNG and WebP by their bytes, as encoded by a real encoder', async () => {
    expect(sniffPhoto(await image('jpeg'))).toBe('jpeg');
    expect(sniffPhoto(await image('png'))).toBe('png');
    expect(sniffPhoto(await image('webp'))).toBe('webp');
  });

  it('knows HEIC by its ftyp box, whichever HEIF brand the camera wrote', () => {
    const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 24, ...Buffer.from(`ftyp${brand}`), 0, 0, 0, 0]);
    expect(sniffPhoto(ftyp('heic'))).toBe('heic');
    expect(sniffPhoto(ftyp('mif1'))).toBe('heic');
    // An MP4 video has an ftyp box too, with another brand.
    expect(sniffPhoto(ftyp('isom'))).toBeNull();
  });

  it('refuses anything else, whatever it is called: a Windows program, text, a truncated file', () => {
    expect(sniffPhoto(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 0x04, 0, 0, 0]))).toBeNull();
    expect(sniffPhoto(Buffer.from('%PDF-1.7 not a photo'))).toBeNull();
    expect(sniffPhoto(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffPhoto(new Uint8Array())).toBeNull();
  });
});

describe('fitWithin', () => {
  it('shrinks the longer side to the limit and keeps the shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

it('takes one photo of each kind', () => {
  expect(MAX_PHOTOS).toBe(PHOTO_KINDS.length);
  expect(MAX_PHOTOS).toBe(4);
});

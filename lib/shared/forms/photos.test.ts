import sharp from 'sharp';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, MAX_SENT_PHOTO_BYTES, PHOTO_HEAD_BYTES, PHOTO_KINDS, PHOTO_MESSAGES, checkPhoto, fitWithin, sentPhotoProblem, sniffPhoto, unusedKinds } from './photos';

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

describe('checkPhoto', () => {
  const jpegHead = async () => new Uint8Array((await image('jpeg')).subarray(0, PHOTO_HEAD_BYTES));

  it('takes a photo up to the size limit by its first bytes', async () => {
    expect(checkPhoto(MAX_PHOTO_BYTES, await jpegHead())).toEqual({ type: 'jpeg' });
  });

  it('refuses a file over the limit before looking at it, and a program called .jpg by its bytes', async () => {
    expect(checkPhoto(MAX_PHOTO_BYTES + 1, await jpegHead())).toEqual({ problem: PHOTO_MESSAGES.tooLarge });
    expect(checkPhoto(1000, new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0, 0x04, 0, 0, 0]))).toEqual({ problem: PHOTO_MESSAGES.notAPhoto });
  });

  it('says the limits in words a visitor can act on', () => {
    expect(PHOTO_MESSAGES.tooLarge).toBe('Each photo must be under 5 MB.');
    expect(PHOTO_MESSAGES.tooMany).toBe('You can send up to 4 photos.');
  });
});

describe('sentPhotoProblem', () => {
  it('takes a photo made smaller by the form up to 2 MB, and a HEIC sent as taken up to 3 MB, saying what to do past them', () => {
    expect(MAX_SENT_PHOTO_BYTES).toEqual({ jpeg: 2 * 1024 * 1024, png: 2 * 1024 * 1024, webp: 2 * 1024 * 1024, heic: 3 * 1024 * 1024 });
    expect(sentPhotoProblem('jpeg', MAX_SENT_PHOTO_BYTES.jpeg)).toBeNull();
    expect(sentPhotoProblem('jpeg', MAX_SENT_PHOTO_BYTES.jpeg + 1)).toBe(PHOTO_MESSAGES.tooLargeToSend);
    expect(sentPhotoProblem('heic', MAX_SENT_PHOTO_BYTES.heic)).toBeNull();
    expect(sentPhotoProblem('heic', MAX_SENT_PHOTO_BYTES.heic + 1)).toBe(PHOTO_MESSAGES.heicTooLarge);
    expect(PHOTO_MESSAGES.heicTooLarge).toBe('This browser cannot make HEIC photos smaller, so each must be under 3 MB: send it as a JPEG instead (a screenshot of it works).');
    // What a visitor may choose is larger than what is sent: the form makes it smaller first.
    expect(MAX_PHOTO_BYTES).toBeGreaterThan(MAX_SENT_PHOTO_BYTES.heic);
  });
});

describe('unusedKinds', () => {
  it('offers the kinds not yet chosen, in order', () => {
    expect(unusedKinds([])).toEqual(['boiler', 'flue', 'meter', 'new-place']);
    expect(unusedKinds(['flue', 'boiler'])).toEqual(['meter', 'new-place']);
    expect(unusedKinds(['boiler', 'flue', 'meter', 'new-place'])).toEqual([]);
  });
});

/**
 * Gets a chosen file ready to send: judged as the inbox will judge it (lib/shared/forms/photos.ts), then
 * redrawn as a JPEG at most PHOTO_MAX_EDGE_PX on its longer side. Redrawing also leaves behind
 * what the camera wrote into the file, such as where the photo was taken. A HEIC photo the
 * browser cannot draw (Safari can) goes as it was taken, under its own cap (MAX_SENT_PHOTO_BYTES).
 */
import type { LeadPhoto } from '@/lib/browser/outbox/outbox';
import { PHOTO_HEAD_BYTES, PHOTO_JPEG_QUALITY, PHOTO_MESSAGES, checkPhoto, fitWithin, sentPhotoProblem, type PhotoKind } from '@/lib/shared/forms/photos';

export type PreparedPhoto = { photo: LeadPhoto; drawn: boolean } | { problem: string };

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY));
}

export async function preparePhoto(file: Blob, kind: PhotoKind): Promise<PreparedPhoto> {
  const checked = checkPhoto(file.size, new Uint8Array(await file.slice(0, PHOTO_HEAD_BYTES).arrayBuffer()));
  if ('problem' in checked) return checked;
  // As taken only within what the receiver takes (a HEIC photo over its cap is refused here, with a way round it).
  const tooLarge = sentPhotoProblem(checked.type, file.size);
  const asTaken: PreparedPhoto = tooLarge ? { problem: tooLarge } : { photo: { kind, type: checked.type, blob: file }, drawn: false };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // Bytes that look like a photo but do not open as one, except HEIC, which is fine unopened.
    return checked.type === 'heic' ? asTaken : { problem: PHOTO_MESSAGES.notAPhoto };
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return asTaken;
  }
  // White under a transparent PNG, which JPEG cannot keep.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await toJpeg(canvas);
  if (!blob) return asTaken;
  const drawnTooLarge = sentPhotoProblem('jpeg', blob.size);
  return drawnTooLarge ? { problem: drawnTooLarge } : { photo: { kind, type: 'jpeg', blob }, drawn: true };
}

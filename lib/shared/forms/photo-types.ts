/**
 * The image formats a lead's photos may be, with their media type and file extension: apart from
 * the rest of the photo rules (lib/shared/forms/photos.ts), so the lead outbox, which names each photo it sends,
 * carries these few lines and not the picker's rules and messages, which load with the picker.
 */

/** The image formats accepted, by what their first bytes say they are. */
export const PHOTO_TYPES = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
  heic: { mime: 'image/heic', extension: 'heic' },
} as const;

export type PhotoType = keyof typeof PHOTO_TYPES;

/**
 * Copies a link for the visitor (the share link on the results, the campaign link for staff) and
 * says how it went, in the words both places show in their status line. The clipboard is passed
 * in (the browser's by default) so the outcome is tested without one.
 */
export const COPY_MESSAGES = {
  copied: 'Link copied.',
  failed: 'Could not copy automatically: select the link and copy it.',
} as const;

export async function copyLink(url: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<string> {
  try {
    if (!clipboard) return COPY_MESSAGES.failed;
    await clipboard.writeText(url);
    return COPY_MESSAGES.copied;
  } catch {
    return COPY_MESSAGES.failed;
  }
}

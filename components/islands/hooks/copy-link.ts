/**
 * Copies a link for the visitor (the share link on the results, the campaign link for staff) and
 * says how it went, in the words both places show in their status line.
 */
export const COPY_MESSAGES = {
  copied: 'Link copied.',
  failed: 'Could not copy automatically: select the link and copy it.',
} as const;

export async function copyLink(url: string): Promise<string> {
  try {
    await navigator.clipboard.writeText(url);
    return COPY_MESSAGES.copied;
  } catch {
    return COPY_MESSAGES.failed;
  }
}

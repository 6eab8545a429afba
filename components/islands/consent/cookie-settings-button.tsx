'use client';

/** "Cookie settings" in the footer: shows the cookie choice again so it can be changed. */
import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/consent';

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
      Cookie settings
    </button>
  );
}

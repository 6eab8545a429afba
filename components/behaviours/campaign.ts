/**
 * Keeps the campaign that brought the visitor (lib/shared/forms/campaign.ts) for this tab, only with their
 * consent: on a landing once they have accepted, or on the landing where they accept. Turning
 * consent down forgets it. The lead forms send it with a lead the visitor chooses to send.
 */
import { visitOf } from '@/lib/shared/forms/campaign';
import { forgetCampaign, rememberCampaign } from '@/lib/browser/campaign-storage';
import { CONSENT_CHANGED_EVENT, readConsent, type ConsentChoice } from '@/lib/consent';

export function startCampaign(): void {
  const session = () => window.sessionStorage;
  const visit = visitOf(window.location.href, document.referrer);
  if (readConsent(() => window.localStorage) === 'accepted') rememberCampaign(session, visit);
  window.addEventListener(CONSENT_CHANGED_EVENT, (event) => {
    const choice = (event as CustomEvent<{ choice?: ConsentChoice }>).detail?.choice;
    if (choice === 'accepted') rememberCampaign(session, visit);
    else forgetCampaign(session);
  });
}

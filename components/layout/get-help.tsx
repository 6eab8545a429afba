import type { ReactNode } from 'react';
import { AlertIcon, BookIcon, CalendarIcon, CardIcon, ChatIcon, HelpIcon, HomeIcon, PhoneIcon, VideoIcon, WhatsAppIcon } from '@/components/ui/icons';
import { SideSheet } from '@/components/ui/side-sheet';
import { SmartLink } from '@/components/ui/smart-link';
import type { HelpAction } from '@/components/behaviours/get-help';
import { site } from '@/lib/content';
import { billingPortalLink, bookServiceLink } from '@/lib/navigation';
import { routes, type LinkTarget } from '@/lib/routes';
import { telHref, whatsappHref } from '@/lib/shared/forms/phone';

type HelpEntry = { label: string; description: string; icon: ReactNode } & ({ link: LinkTarget } | { action: HelpAction });

/** The nine Get Help entries of docs/product.md §2.4, in the product's order. */
export function helpEntries(): HelpEntry[] {
  return [
    { action: 'live-chat', label: 'Live chat', description: 'Chat with our team now', icon: <ChatIcon /> },
    { action: 'callback', label: 'Request a callback', description: 'Leave your number and we will ring you', icon: <PhoneIcon /> },
    {
      link: { label: 'WhatsApp message', href: whatsappHref(site.whatsappNumber), external: true },
      label: 'WhatsApp message',
      description: `Message us on ${site.whatsappNumber}`,
      icon: <WhatsAppIcon />,
    },
    { link: { label: 'Book a video survey', href: routes.bookVideoSurvey }, label: 'Book a video survey', description: 'A short video call, quote the same day', icon: <VideoIcon /> },
    { link: bookServiceLink(), label: 'Book a boiler service', description: 'Annual service by a Gas Safe engineer', icon: <CalendarIcon /> },
    { link: { label: 'Book a free home survey', href: routes.bookFreeSurvey }, label: 'Book a free home survey', description: 'An engineer visits and gives a fixed price', icon: <HomeIcon /> },
    { link: billingPortalLink(), label: 'Manage service plan', description: 'Payments and details for plan holders', icon: <CardIcon /> },
    { link: { label: 'Browse FAQs', href: routes.faqs }, label: 'Browse FAQs', description: 'Answers to common questions', icon: <BookIcon /> },
    { action: 'report-issue', label: 'Report an issue', description: 'Tell us about a problem with your system', icon: <AlertIcon /> },
  ];
}

const HELP_PANEL_ID = 'get-help';
const itemClass = 'flex w-full items-start gap-3 rounded-lg border border-brand-100 p-3 text-left hover:border-brand-300 hover:bg-brand-50';

function EntryBody({ entry }: { entry: Pick<HelpEntry, 'label' | 'description' | 'icon'> }) {
  return (
    <>
      <span className="mt-0.5 text-accent-700">{entry.icon}</span>
      <span>
        <span className="block font-semibold text-brand-900">{entry.label}</span>
        <span className="block text-sm text-slate-700">{entry.description}</span>
      </span>
    </>
  );
}

/**
 * The floating "Get Help?" button and its side panel (docs/product.md §2.4), as server HTML. The links work
 * as they are; "Live chat", "Request a callback" and "Report an issue" are buttons that the Get
 * Help behaviour (components/behaviours/get-help.ts) runs, so with scripts off they are left out
 * and a phone link stands in.
 */
export function GetHelp() {
  const phoneHref = telHref(site.phone);
  return (
    <>
      <button
        type="button"
        commandfor={HELP_PANEL_ID}
        command="show-modal"
        aria-haspopup="dialog"
        className="get-help-fab fixed right-4 bottom-4 z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-800 px-5 font-semibold text-white shadow-lg hover:bg-brand-900 print:hidden"
      >
        <HelpIcon />
        Get Help?
      </button>
      <SideSheet id={HELP_PANEL_ID} title="How can we help?" closeLabel="Close help panel" side="right" modules={['get-help']} data={{ 'data-phone-href': phoneHref }}>
        <ul className="min-h-0 flex-1 space-y-2 overflow-y-auto p-4">
          {helpEntries().map((entry) =>
            'link' in entry ? (
              <li key={entry.label}>
                <SmartLink link={entry.link} className={itemClass}>
                  <EntryBody entry={entry} />
                </SmartLink>
              </li>
            ) : (
              <li key={entry.label} className="js-only">
                <button type="button" data-help-action={entry.action} className={itemClass}>
                  <EntryBody entry={entry} />
                </button>
              </li>
            ),
          )}
          <li className="nojs-only">
            <a href={phoneHref} className={itemClass}>
              <EntryBody entry={{ label: `Call ${site.phone}`, description: 'Talk to our team', icon: <PhoneIcon /> }} />
            </a>
          </li>
        </ul>
      </SideSheet>
    </>
  );
}

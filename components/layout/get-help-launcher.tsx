import { GetHelp, type HelpEntry } from '@/components/islands/get-help/get-help';
import { BookIcon, CalendarIcon, CardIcon, ChatIcon, HomeIcon, PhoneIcon, VideoIcon, WhatsAppIcon, AlertIcon } from '@/components/ui/icons';
import { site } from '@/lib/content';
import { billingPortalLink, bookServiceLink } from '@/lib/navigation';
import { routes, telHref, whatsappHref } from '@/lib/routes';

/** The nine Get Help entries of spec §2.4, in the spec's order. */
export function helpEntries(): HelpEntry[] {
  const service = bookServiceLink();
  const billing = billingPortalLink();
  return [
    { kind: 'action', action: 'live-chat', label: 'Live chat', description: 'Chat with our team now', icon: <ChatIcon /> },
    { kind: 'action', action: 'callback', label: 'Request a callback', description: 'Leave your number and we will ring you', icon: <PhoneIcon /> },
    { kind: 'link', label: 'WhatsApp message', description: `Message us on ${site.whatsappNumber}`, href: whatsappHref(site.whatsappNumber), external: true, icon: <WhatsAppIcon /> },
    { kind: 'link', label: 'Book a video survey', description: 'A short video call, quote the same day', href: routes.bookVideoSurvey, icon: <VideoIcon /> },
    { kind: 'link', label: 'Book a boiler service', description: 'Annual service by a Gas Safe engineer', href: service.href, external: service.external, icon: <CalendarIcon /> },
    { kind: 'link', label: 'Book a free home survey', description: 'An engineer visits and gives a fixed price', href: routes.bookFreeSurvey, icon: <HomeIcon /> },
    { kind: 'link', label: 'Manage service plan', description: 'Payments and details for plan holders', href: billing.href, external: billing.external, icon: <CardIcon /> },
    { kind: 'link', label: 'Browse FAQs', description: 'Answers to common questions', href: routes.faqs, icon: <BookIcon /> },
    { kind: 'action', action: 'report-issue', label: 'Report an issue', description: 'Tell us about a problem with your system', icon: <AlertIcon /> },
  ];
}

export function GetHelpLauncher() {
  return <GetHelp entries={helpEntries()} phoneHref={telHref(site.phone)} />;
}


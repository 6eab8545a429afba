/**
 * Fills the outbox notice (components/layout/lead-outbox-notice.tsx) with the leads kept in this
 * browser: each from the notice's own item template, with what it is, the day it was sent and
 * its state ("Waiting to be sent…", the photos' progress while this page sends them, or, refused
 * or a month old, why, with "Send again" and "Discard"; kept by an older version of the site,
 * that it cannot be sent, with the phone number and "Discard" only). Items are updated in place, so a
 * visitor's focus stays where it was; when the button they used goes, focus moves to what the
 * item now says, or to the heading. Hidden when nothing is listed. Part of the sender script.
 */
import { formatLongDate } from '@/lib/shared/time/dates';
import { OUTBOX_MESSAGES, OUTBOX_NOTICE_MESSAGES, leadState, type LeadState, type PendingLead } from '@/lib/browser/outbox/outbox';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';

export interface NoticeActions {
  retry(lead: PendingLead): void;
  discard(lead: PendingLead): void;
}

export interface Notice {
  /** Shows these leads as they are at `now` (none: the notice hides). */
  render(leads: readonly PendingLead[], now: number): void;
  /** Shows how much of a lead's photos this page has sent. */
  progress(id: string, percent: number): void;
  /** Puts an item's state back in place of its progress. */
  clearProgress(): void;
}

interface Item {
  li: HTMLLIElement;
  label: HTMLElement;
  state: HTMLElement;
  /** "Please send the form again, or call us on…": shown for a lead that cannot be sent. */
  call: HTMLElement;
  progress: HTMLElement;
  bar: HTMLProgressElement | null;
  percent: HTMLElement | null;
  actions: HTMLElement;
  retry: HTMLElement | null;
  lead: PendingLead;
}

const part = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[data-outbox-${name}]`);

function stateText(lead: PendingLead, state: LeadState): string {
  if (state === 'outdated') return OUTBOX_NOTICE_MESSAGES.outdated;
  if (state === 'refused') return OUTBOX_NOTICE_MESSAGES.refused(lead.refused?.message ?? OUTBOX_MESSAGES.refusedGeneric);
  return state === 'expired' ? OUTBOX_NOTICE_MESSAGES.expired : OUTBOX_NOTICE_MESSAGES.waiting;
}

/** The notice over `section`, or null where the page has none (or its markup is not whole). */
export function createNotice(section: HTMLElement, actions: NoticeActions): Notice | null {
  const found = part(section, 'list');
  const template = section.querySelector<HTMLTemplateElement>('template[data-outbox-item]');
  const heading = section.querySelector<HTMLElement>('h2');
  if (!found || !template) return null;
  const list: HTMLElement = found;
  const items = new Map<string, Item>();
  let sequence = 0;

  /** The page keeps room below for the notice (globals.css), as tall as it is now. */
  const measure = () => {
    const html = document.documentElement;
    html.toggleAttribute('data-lead-outbox', !section.hidden);
    html.style.setProperty('--lead-outbox-space', section.hidden ? '0px' : `${section.offsetHeight}px`);
  };

  function create(lead: PendingLead): Item | null {
    const li = template?.content.firstElementChild?.cloneNode(true);
    if (!(li instanceof HTMLLIElement)) return null;
    const label = part(li, 'label');
    const state = part(li, 'state');
    const call = part(li, 'call');
    const progress = part(li, 'progress');
    const buttons = part(li, 'actions');
    if (!label || !state || !call || !progress || !buttons) return null;
    // Each item's buttons are described by its label: "Send again", for which request.
    label.id = `lead-outbox-item-${(sequence += 1)}`;
    const item: Item = {
      li,
      label,
      state,
      call,
      progress,
      bar: progress.querySelector('progress'),
      percent: part(progress, 'percent'),
      actions: buttons,
      retry: buttons.querySelector<HTMLElement>('[data-outbox-action="retry"]'),
      lead,
    };
    for (const button of buttons.querySelectorAll<HTMLButtonElement>('button[data-outbox-action]')) {
      button.setAttribute('aria-describedby', label.id);
      button.addEventListener('click', () => (button.dataset.outboxAction === 'retry' ? actions.retry(item.lead) : actions.discard(item.lead)));
    }
    return item;
  }

  function render(leads: readonly PendingLead[], now: number): void {
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && section.contains(active) ? active : null;
    const focusedItem = focused ? [...items.values()].find((item) => item.li.contains(focused)) : undefined;
    const shown = new Set<string>();
    let previous: Element | null = null;
    for (const lead of leads) {
      const item = items.get(lead.id) ?? create(lead);
      if (!item) continue;
      items.set(lead.id, item);
      shown.add(lead.id);
      item.lead = lead;
      item.label.textContent = OUTBOX_NOTICE_MESSAGES.sentOn(lead.label, formatLongDate(ukCalendarDate(new Date(lead.queuedAt))));
      const state = leadState(lead, now);
      item.state.textContent = stateText(lead, state);
      item.call.hidden = state !== 'outdated';
      item.actions.hidden = state === 'waiting';
      // Sent again, it would be taken for a bot's: the visitor sends the form again instead.
      if (item.retry) item.retry.hidden = state === 'outdated';
      // In order, moving only what is out of place (moving a node would drop its focus).
      const expected: Element | null = previous ? previous.nextElementSibling : list.firstElementChild;
      if (expected !== item.li) list.insertBefore(item.li, expected);
      previous = item.li;
    }
    for (const [id, item] of items) {
      if (shown.has(id)) continue;
      item.li.remove();
      items.delete(id);
    }
    section.hidden = shown.size === 0;
    measure();
    // The button used has gone: focus what its item says now, or the heading if the item went.
    if (focused && (!focused.isConnected || focused.closest('[hidden]'))) {
      if (focusedItem?.li.isConnected) focusedItem.state.focus();
      else if (!section.hidden) heading?.focus();
    }
  }

  function progress(id: string, percent: number): void {
    const item = items.get(id);
    if (!item) return;
    const wasHidden = item.progress.hidden;
    item.state.hidden = true;
    item.progress.hidden = false;
    if (item.bar) item.bar.value = percent;
    if (item.percent) item.percent.textContent = OUTBOX_NOTICE_MESSAGES.sendingPhotos(percent);
    if (wasHidden) measure();
  }

  function clearProgress(): void {
    for (const item of items.values()) {
      item.state.hidden = false;
      item.progress.hidden = true;
    }
    measure();
  }

  return { render, progress, clearProgress };
}

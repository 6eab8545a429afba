'use client';

/**
 * The live offer countdown in the top banner. It ticks once a second but is hidden from screen
 * readers (the banner says when the offer ends in words), so nothing is announced on each tick.
 * The server renders a placeholder of the same width, so hydrating shifts nothing.
 */
import { useSyncExternalStore } from 'react';
import { offerCountdown, type TimeLeft } from '@/lib/countdown';

const PLACEHOLDER = '-d --h --m --s';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function formatCountdown(left: TimeLeft): string {
  return `${left.days}d ${pad(left.hours)}h ${pad(left.minutes)}m ${pad(left.seconds)}s`;
}

function subscribe(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
}

const readClock = () => formatCountdown(offerCountdown(new Date()));
const readServer = () => PLACEHOLDER;

export function Countdown() {
  const text = useSyncExternalStore(subscribe, readClock, readServer);
  return (
    <span aria-hidden="true" data-testid="offer-countdown" className="inline-block min-w-[13ch] text-left font-bold tabular-nums">
      {text}
    </span>
  );
}

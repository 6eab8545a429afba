/**
 * The survey diary (lib/shared/survey/booking.ts): one diary at a time (a base's home surveys, or the
 * video surveys), today's surveys first and in order, each address a map link and each phone a
 * call link (what a surveyor needs on a phone), then the 14 days with every window's bookings and
 * free places, then what staff set (diary-settings.tsx). Loaded when first opened. A change that
 * leaves bookings without a place names them: they stay booked until someone moves them.
 */
import { useId, useState } from 'react';
import { DIARIES, DIARY_MESSAGES, DIARY_NAMES, dayText, mapsUrl, surveyPlace, windowHours, type Diary } from '@/lib/shared/survey/text';
import type { DiaryBooking, DiaryChanged, DiaryDay } from '@/lib/shared/survey/booking';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { cn, textLinkClass } from '@/components/ui/styles';
import { inboxApi } from '../inbox-api';
import { BackLink, InboxLink, LoadFailed, MessageBox, ViewHeading } from '../inbox-ui';
import { useLoad } from '../use-load';
import { DiarySettingsForm } from './diary-settings';

function Who({ booking }: { booking: DiaryBooking }) {
  return (
    <InboxLink route={{ view: 'lead', id: booking.leadId, filters: {} }} className={textLinkClass('action', 'font-semibold')}>
      {booking.name ?? 'No name given'}
    </InboxLink>
  );
}

/** Today's surveys in order, each with what a surveyor taps: the map and the phone. */
function Today({ diary, day }: { diary: Diary; day: DiaryDay | undefined }) {
  const id = useId();
  const surveys = day?.windows.flatMap((window) => window.bookings.map((booking) => ({ window, booking }))) ?? [];
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl border-2 border-brand-700 bg-brand-50 p-4">
      <h3 id={id} className="text-xl font-bold text-brand-950">
        Today&apos;s surveys{day ? `, ${dayText(day.date)}` : ''}
      </h3>
      {surveys.length ? (
        <ol className="mt-3 space-y-3">
          {surveys.map(({ window, booking }) => {
            const address = surveyPlace(booking);
            return (
              <li key={booking.leadId} className="rounded-lg bg-white p-3 shadow-sm">
                <p className="font-semibold text-brand-900">{windowHours(window.window)}</p>
                <p className="mt-1">
                  <Who booking={booking} />
                </p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {diary !== 'video' && address ? (
                    <a href={mapsUrl(address)} target="_blank" rel="noopener noreferrer" className={textLinkClass('action', 'inline-flex min-h-11 items-center')}>
                      {address}
                      <span className="sr-only"> (map, opens in a new tab)</span>
                    </a>
                  ) : null}
                  {booking.phone ? (
                    <a href={`tel:${booking.phone}`} className={textLinkClass('action', 'inline-flex min-h-11 items-center')}>
                      Call {displayUkPhone(booking.phone)}
                    </a>
                  ) : null}
                </p>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-2">{DIARY_MESSAGES.noneToday}</p>
      )}
    </section>
  );
}

/** Why a day takes no surveys, in words; null for a day that does. */
function closedWhy(day: DiaryDay): string | null {
  if (day.blocked !== null) return `Day off${day.blocked ? `: ${day.blocked}` : ''}`;
  if (day.holiday && !day.open) return `Bank holiday: ${day.holiday}`;
  if (!day.open) return new Date(`${day.date}T12:00:00Z`).getUTCDay() === 0 ? 'closed' : 'no places set';
  return null;
}

function Day({ day }: { day: DiaryDay }) {
  const id = useId();
  const why = closedWhy(day);
  const booked = day.windows.some((window) => window.bookings.length);
  return (
    <section aria-labelledby={id} className="rounded-lg border border-brand-100 bg-white p-3">
      <h4 id={id} className="font-bold text-brand-900">
        {why ? `${dayText(day.date)}: ${why}` : dayText(day.date)}
      </h4>
      {!why || booked ? (
        <ul className="mt-2 space-y-2">
          {day.windows
            .filter((window) => window.places > 0 || window.bookings.length || window.blocked)
            .map((window) => (
              <li key={window.window}>
                <p className="text-slate-800">
                  <span className="font-semibold">{windowHours(window.window)}</span>: {window.blocked ? 'Blocked' : `${window.free} free of ${window.places}`}
                </p>
                {window.bookings.length ? (
                  <ul className="mt-1 ml-4 list-disc">
                    {window.bookings.map((booking) => (
                      <li key={booking.leadId}>
                        <Who booking={booking} />
                        {booking.postcode ? `, ${booking.postcode}` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
        </ul>
      ) : null}
    </section>
  );
}

export default function DiaryView({ diary }: { diary: Diary }) {
  const id = useId();
  const { outcome, retry, replace } = useLoad('diary', (signal) => inboxApi.diary(signal));
  const [stranded, setStranded] = useState<DiaryChanged['stranded']>([]);
  const view = outcome?.ok ? outcome.data : undefined;
  const own = view?.diaries.find((entry) => entry.diary === diary);
  const setUp = own ? Object.keys(own.settings.weekly).length > 0 : false;

  return (
    <article aria-labelledby={id}>
      <BackLink route={{ view: 'list', filters: {} }} />
      <ViewHeading id={id}>Survey diary: {DIARY_NAMES[diary]}</ViewHeading>
      <nav aria-label="Diaries" className="mt-3 flex flex-wrap gap-2">
        {DIARIES.map((entry) => (
          <InboxLink
            key={entry}
            route={{ view: 'diary', diary: entry }}
            aria-current={entry === diary ? 'page' : undefined}
            className={cn('inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold', entry === diary ? 'border-brand-800 bg-brand-800 text-white' : 'border-brand-300 text-brand-900')}
          >
            {DIARY_NAMES[entry]}
          </InboxLink>
        ))}
      </nav>
      <div aria-live="polite">
        {stranded.length ? (
          <div role="alert" className="mt-4 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
            <p className="font-semibold">{DIARY_MESSAGES.stranded}</p>
            <ul className="mt-2 list-disc pl-5">
              {stranded.map((booking) => (
                <li key={booking.leadId}>
                  <Who booking={booking} />, {dayText(booking.date)}, {windowHours(booking.window)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {!outcome ? (
        <p role="status" className="mt-4 text-slate-700">
          Loading the diary…
        </p>
      ) : null}
      {outcome && !outcome.ok ? <LoadFailed message={outcome.message} onRetry={retry} /> : null}
      {view && own ? (
        <>
          {setUp ? null : (
            <MessageBox tone="info" className="mt-4">
              {DIARY_MESSAGES.notSetUp}
            </MessageBox>
          )}
          <Today diary={diary} day={own.days.find((day) => day.date === view.today)} />
          <section aria-labelledby={`${id}-days`} className="mt-6">
            <h3 id={`${id}-days`} className="text-xl font-bold text-brand-900">
              The next 14 days
            </h3>
            <div className="mt-3 grid gap-3 md:grid-cols-2">
              {own.days.map((day) => (
                <Day key={day.date} day={day} />
              ))}
            </div>
          </section>
          <DiarySettingsForm
            key={diary}
            diary={diary}
            settings={own.settings}
            days={own.days}
            onChanged={(changed) => {
              replace(changed.view);
              setStranded(changed.stranded);
            }}
          />
        </>
      ) : null}
    </article>
  );
}

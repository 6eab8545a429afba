/**
 * The browser's way of sending a lead (a `Transport`, lib/browser/outbox/outbox.ts): XMLHttpRequest, because fetch
 * cannot say how much of a body has gone up. Progress drives the booking form's bar and the
 * outbox notice's, and keeps the send alive: with `idleMs`, a send fails only when no byte has moved
 * (up or down) for that long, so four photos over a slow uplink still arrive; with `timeoutMs` the
 * limit is total. Timers are `setTimeout`, so test clocks drive them. Never throws: every failure
 * is status 0.
 */
import { LEAD_IDLE_MS, parseJsonBody, parseRetryAfter, type Transport, type TransportAnswer } from '@/lib/browser/outbox/outbox';

export const xhrTransport: Transport = (url, body, { timeoutMs, idleMs, onProgress }) =>
  new Promise<TransportAnswer>((resolve) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const finish = (answer: TransportAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const limit = timeoutMs ?? idleMs ?? LEAD_IDLE_MS;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        finish({ status: 0 });
        xhr.abort();
      }, limit);
    };
    // Bytes moving restart an idle limit; a total limit runs on regardless.
    const moved = () => {
      if (timeoutMs === undefined) arm();
    };
    try {
      xhr.open('POST', url);
      if (typeof body === 'string') xhr.setRequestHeader('Content-Type', 'application/json');
      // Listening to the upload makes a cross-origin request preflighted; a JSON one is already.
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          onProgress(event.loaded, event.lengthComputable ? event.total : event.loaded);
          moved();
        };
      }
      xhr.onprogress = moved;
      xhr.onload = () =>
        finish({
          status: xhr.status,
          ...optional('retryAfterMs', parseRetryAfter(xhr.getResponseHeader('Retry-After'), Date.now())),
          ...optional('body', parseJsonBody(xhr.responseText)),
        });
      xhr.onerror = xhr.onabort = xhr.ontimeout = () => finish({ status: 0 });
      arm();
      xhr.send(body);
    } catch {
      finish({ status: 0 });
    }
  });

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

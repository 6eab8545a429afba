/**
 * For tests under jsdom: a stand-in for the browser's XMLHttpRequest that records each request and
 * lets the test move its bytes, answer it or cut it off, so the real transport
 * (lib/browser/outbox/xhr-transport.ts) runs against it. Install it with `installFakeXhr()`.
 */

type Handler = ((event: ProgressEvent) => void) | null;

/** One request the page made, as the test sees it. */
export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** True once the page gave up on it. */
  aborted: boolean;
  /** Whether the page listened to the upload's progress when it sent it. */
  uploadListened: boolean;
  /** Reports `loaded` of `total` bytes of the body gone up, as the browser's upload progress does. */
  uploadProgress(loaded: number, total: number): void;
  /** Reports bytes of the answer coming down. */
  downloadProgress(): void;
  /** Answers: its status, body (an object is sent as JSON) and headers. */
  respond(status: number, options?: { body?: unknown; headers?: Record<string, string> }): void;
  /** Fails as a network error does (status 0). */
  fail(): void;
}

export class FakeXhr {
  /** Every request made since installed. */
  static requests: FakeRequest[] = [];
  /** Called with each request as it is sent, so a test can answer at once. */
  static onSend: ((request: FakeRequest) => void) | null = null;

  status = 0;
  responseText = '';
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;
  onprogress: Handler = null;
  upload: { onprogress: Handler } = { onprogress: null };
  private request: FakeRequest | null = null;
  private answerHeaders: Record<string, string> = {};
  private done = false;

  open(method: string, url: string): void {
    const event = (loaded: number, total: number) => ({ loaded, total, lengthComputable: true }) as ProgressEvent;
    this.request = {
      method,
      url,
      headers: {},
      body: undefined,
      aborted: false,
      uploadListened: false,
      uploadProgress: (loaded, total) => {
        if (!this.done) this.upload.onprogress?.(event(loaded, total));
      },
      downloadProgress: () => {
        if (!this.done) this.onprogress?.(event(0, 0));
      },
      respond: (status, options = {}) => {
        if (this.done) return;
        this.done = true;
        this.status = status;
        this.answerHeaders = Object.fromEntries(Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
        this.responseText = options.body === undefined ? '' : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        this.onload?.(event(0, 0));
      },
      fail: () => {
        if (this.done) return;
        this.done = true;
        this.onerror?.(event(0, 0));
      },
    };
  }

  setRequestHeader(name: string, value: string): void {
    if (this.request) this.request.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.answerHeaders[name.toLowerCase()] ?? null;
  }

  send(body: unknown): void {
    if (!this.request) throw new Error('send before open');
    this.request.body = body;
    this.request.uploadListened = this.upload.onprogress !== null;
    FakeXhr.requests.push(this.request);
    FakeXhr.onSend?.(this.request);
  }

  abort(): void {
    if (!this.request || this.done) return;
    this.done = true;
    this.request.aborted = true;
    this.onabort?.({ loaded: 0, total: 0, lengthComputable: false } as ProgressEvent);
  }
}

/** Puts the fake in place of `XMLHttpRequest`; returns a function that puts the real one back. */
export function installFakeXhr(): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'XMLHttpRequest');
  FakeXhr.requests = [];
  FakeXhr.onSend = null;
  Object.defineProperty(window, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
  return () => {
    FakeXhr.onSend = null;
    if (original) Object.defineProperty(window, 'XMLHttpRequest', original);
  };
}

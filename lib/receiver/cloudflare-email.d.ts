/** The Workers runtime's email module (the send_email binding sends what it builds); only the Worker imports it. */
declare module 'cloudflare:email' {
  export class EmailMessage {
    constructor(from: string, to: string, raw: string | ReadableStream);
    readonly from: string;
    readonly to: string;
  }
}

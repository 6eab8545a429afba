/**
 * The bench's static server (`npm run bench`): it serves a built site's files compressed, as a
 * CDN would, and with `stripScripts` every page without its scripts (the bench's "no scripts"
 * variant, which no real host offers). The site itself, with its redirects, headers and lead
 * receiver, runs on Cloudflare's runtime (`npm start`, scripts/lib/worker-dev.mjs); the bench keeps
 * its three variants (the empty Next page, the page, the page without scripts) on this one server
 * so they are measured alike.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';

/**
 * Brotli level for text responses: 6, the default of nginx's brotli module and what CDNs use for
 * static text (the `compression` package's own default, 4, leaves a page's HTML about 10% larger,
 * enough to cost a phone an extra round trip).
 */
const BROTLI_QUALITY = 6;

/** True for a `<link>` that loads a script ahead: `rel="modulepreload"`, or `rel="preload"` with `as="script"`. */
function isScriptPreload(tag: string): boolean {
  const match = /\srel=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
  const rel = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && /\sas=["']?script["'\s/>]/i.test(tag));
}

/**
 * A page without its scripts: every `<script>` element (inline, external and data blocks, up to
 * the first `</script`, as HTML parsers end them) and every script preload link; nothing else changes.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptPreload(tag) ? '' : tag));
}

export interface StaticServerOptions {
  dir: string;
  /** Serve every HTML page (and 404.html) without its scripts: see `withoutScripts`. */
  stripScripts?: boolean;
}

export function createStaticServer({ dir, stripScripts = false }: StaticServerOptions): Server {
  const root = resolve(dir);
  const notFoundFile = join(root, '404.html');
  const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  const assets = sirv(root, { etag: true, dotfiles: false, extensions: ['html'] });

  /** An HTML file as served: as it is, or without its scripts with `stripScripts`. */
  async function readHtml(file: string): Promise<Buffer> {
    const html = await readFile(file);
    return stripScripts ? Buffer.from(withoutScripts(html.toString('utf8'))) : html;
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (req.method === 'HEAD') return res.end();
    res.end(existsSync(notFoundFile) ? await readHtml(notFoundFile) : 'Not found');
  }

  /** The HTML file sirv would answer with (it tries `path`, `path/index`, `path.html`, `path/index.html`), or null. */
  function htmlFileFor(pathname: string): string | null {
    const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    for (const candidate of [base, `${base}/index`, `${base}.html`, `${base}/index.html`]) {
      const file = join(root, candidate);
      if (!candidate || !file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) continue;
      return /\.html?$/i.test(file) ? file : null;
    }
    return null;
  }

  /** A page without its scripts (`stripScripts`), with the headers sirv would send for it. */
  async function sendStrippedPage(req: IncomingMessage, res: ServerResponse, file: string) {
    const body = await readHtml(file);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    if (req.method === 'HEAD') return res.end();
    res.end(body);
  }

  return createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400);
      return res.end('Bad request');
    }
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        return res.end();
      }
      const strippedPage = stripScripts ? htmlFileFor(pathname) : null;
      if (strippedPage) {
        return void sendStrippedPage(req, res, strippedPage).catch(() => {
          if (!res.headersSent) assets(req, res, () => void sendNotFound(req, res));
        });
      }
      assets(req, res, () => void sendNotFound(req, res));
    });
  });
}

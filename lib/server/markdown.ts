/**
 * Markdown to HTML at build time (no JavaScript reaches the browser). Tokens are filled first;
 * raw HTML in the source is escaped (content never injects markup or scripts); h2 headings get
 * ids for in-page links; external links open in a new tab with rel="noopener noreferrer".
 */
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '@/lib/shared/format/html';
import { fillTokens } from '@/lib/tokens';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}


const marked = new Marked({ gfm: true, async: false });
marked.use({
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens);
      const plain = inner.replace(/<[^>]+>/g, '');
      const id = depth === 2 ? ` id="${slugify(plain)}"` : '';
      return `<h${depth}${id}>${inner}</h${depth}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      if (/^https?:\/\//.test(href)) {
        return `<a href="${escapeHtml(href)}"${titleAttr} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> (opens in a new tab)</span></a>`;
      }
      return `<a href="${escapeHtml(href)}"${titleAttr}>${text}</a>`;
    },
  },
});

/** Wide tables scroll inside a focusable box on small screens instead of widening the page. */
function wrapTables(html: string): string {
  return html
    .replace(/<table>/g, '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>')
    .replace(/<\/table>/g, '</table></div>');
}

/** Renders a markdown document (after filling tokens) to HTML. */
export function renderMarkdown(source: string, file: string): string {
  return wrapTables(marked.parse(fillTokens(source, file)) as string);
}

/** Renders one paragraph of inline markdown (FAQ answers, short texts). */
export function renderInline(source: string, file: string): string {
  return marked.parseInline(fillTokens(source, file)) as string;
}

/** The h2 headings of a markdown document, for a table of contents. */
export function headingsOf(source: string): { id: string; text: string }[] {
  return [...source.matchAll(/^## +(.+)$/gm)].map((match) => {
    const text = (match[1] ?? '').replace(/[*_`]/g, '').trim();
    return { id: slugify(text), text };
  });
}

/** Plain text of markdown (for reading time, descriptions and structured data). */
export function plainText(source: string): string {
  return source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Minutes to read at 200 words a minute, at least 1. */
export function readingMinutes(source: string): number {
  const words = plainText(source).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

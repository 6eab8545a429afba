/**
 * Markdown content: guides (`content/guides/*.md`) and page copy (`content/pages/*.md`), read at
 * build time, front matter checked with zod. A bad file fails the build naming the file and field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { guideFrontmatterSchema, pageFrontmatterSchema, type GuideFrontmatter, type PageFrontmatter } from '@/content/schemas';
import { parseCollection } from '@/lib/content';
import { headingsOf, readingMinutes, renderMarkdown } from '@/lib/server/markdown';
import { fillTokens } from '@/lib/tokens';

const CONTENT_DIR = join(process.cwd(), 'content');

interface MarkdownFile<T> {
  slug: string;
  file: string;
  data: T;
  body: string;
}

function readMarkdownDir<S extends z.ZodType>(folder: string, schema: S): MarkdownFile<z.infer<S>>[] {
  const dir = join(CONTENT_DIR, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = `content/${folder}/${name}`;
      const parsed = matter(readFileSync(join(dir, name), 'utf8'));
      // Tokens are filled before the check, so length limits hold for what visitors and search engines see.
      const frontmatter = Object.fromEntries(
        Object.entries(parsed.data).map(([key, value]) => [key, typeof value === 'string' ? fillTokens(value, file) : value]),
      );
      const data = parseCollection(file, schema, frontmatter);
      if (!parsed.content.trim()) throw new Error(`Invalid content in ${file}: the body is empty`);
      return { slug: name.replace(/\.md$/, ''), file, data, body: parsed.content };
    });
}

export interface Guide extends GuideFrontmatter {
  slug: string;
  html: string;
  headings: { id: string; text: string }[];
  readingMinutes: number;
}

let guides: Guide[] | undefined;

/** Every guide, newest first. */
export function getGuides(): Guide[] {
  guides ??= readMarkdownDir('guides', guideFrontmatterSchema)
    .map(({ slug, file, data, body }) => ({
      ...data,
      slug,
      html: renderMarkdown(body, file),
      headings: headingsOf(body),
      readingMinutes: readingMinutes(fillTokens(body, file)),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  return guides;
}

export function getGuide(slug: string): Guide | undefined {
  return getGuides().find((guide) => guide.slug === slug);
}

export interface PageCopy extends PageFrontmatter {
  slug: string;
  html: string;
  headings: { id: string; text: string }[];
}

let pages: Map<string, PageCopy> | undefined;

function loadPages(): Map<string, PageCopy> {
  pages ??= new Map(
    readMarkdownDir('pages', pageFrontmatterSchema).map(({ slug, file, data, body }) => [
      slug,
      {
        ...data,
        slug,
        html: renderMarkdown(body, file),
        headings: headingsOf(body),
      },
    ]),
  );
  return pages;
}

/** The copy of a page from `content/pages/<slug>.md`; throws when the file is missing. */
export function getPageCopy(slug: string): PageCopy {
  const copy = loadPages().get(slug);
  if (!copy) throw new Error(`Missing content file content/pages/${slug}.md`);
  return copy;
}

export function getPageCopySlugs(): string[] {
  return [...loadPages().keys()];
}

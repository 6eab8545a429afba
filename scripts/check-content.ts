/**
 * Checks the written content without a full build: every markdown file and FAQ parses, every
 * token is known and every internal link points to a page the site builds.
 *   npx tsx scripts/check-content.ts [guides] [pages] [faqs] [town]   (default: all)
 */
const sections = process.argv.slice(2);
const wants = (name: string) => sections.length === 0 || sections.includes(name);
const problems: string[] = [];

async function main() {
  const { ALIASES, knownPaths } = await import('@/lib/server/site-pages');
  const aliasTo = new Map(ALIASES.map(([canonical, alias]) => [alias, canonical]));
  const { renderMarkdown } = await import('@/lib/server/markdown');
  const known = knownPaths();

  function checkLinks(where: string, html: string) {
    for (const match of html.matchAll(/href="([^"]+)"/g)) {
      const href = match[1] ?? '';
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const path = href.split('#')[0] ?? '';
      if (!path) continue;
      if (!path.endsWith('/')) problems.push(`${where}: link ${href} must end with "/"`);
      else if (aliasTo.has(path)) problems.push(`${where}: link ${href} should point at ${aliasTo.get(path)} (the canonical page)`);
      else if (!known.has(path)) problems.push(`${where}: link ${href} is not a page on the site`);
    }
  }

  async function section(name: string, run: () => Promise<string>) {
    if (!wants(name)) return;
    try {
      console.log(`${name}: ${await run()}`);
    } catch (error) {
      problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  await section('guides', async () => {
    const { getGuides } = await import('@/lib/server/content-files');
    for (const guide of getGuides()) checkLinks(`content/guides/${guide.slug}.md`, guide.html);
    return `${getGuides().length} guides`;
  });
  await section('pages', async () => {
    const { getPageCopy, getPageCopySlugs } = await import('@/lib/server/content-files');
    for (const slug of getPageCopySlugs()) checkLinks(`content/pages/${slug}.md`, getPageCopy(slug).html);
    return `${getPageCopySlugs().length} pages`;
  });
  await section('faqs', async () => {
    const { getFaqTopics } = await import('@/lib/server/faqs');
    for (const topic of getFaqTopics()) {
      for (const item of topic.items) checkLinks(`content/faqs/${topic.topic}.ts`, renderMarkdown(item.answer, `content/faqs/${topic.topic}.ts`));
    }
    return `${getFaqTopics().length} topics`;
  });
  await section('town', async () => {
    const { serviceTownCheck } = await import('@/lib/towns/service-town');
    return serviceTownCheck();
  });
}

main().then(() => {
  if (problems.length) {
    console.error(`${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Content OK');
});

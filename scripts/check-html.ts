/**
 * Valid HTML: html-validate, with its "standard" preset (the HTML living standard's content
 * models, attributes and nesting rules, nothing of style), over one built page of every template
 * and the 404 page. Prints each error with its page and exits 1 if there is any.
 *   npx tsx scripts/check-html.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { templateSamples } from '@/lib/server/site-pages';

const OUT = join(process.cwd(), 'out');
const validator = new HtmlValidate(new StaticConfigLoader({ extends: ['html-validate:standard'] }));

async function main() {
  const pages = [...templateSamples().map((page) => ({ label: `${page.path} (${page.template})`, file: join(OUT, page.path, 'index.html') })), { label: '/404.html', file: join(OUT, '404.html') }];
  let errors = 0;
  for (const { label, file } of pages) {
    if (!existsSync(file)) {
      console.error(`${label}: not built (${file})`);
      errors += 1;
      continue;
    }
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    for (const result of report.results) {
      for (const message of result.messages) {
        console.error(`${label} ${message.line}:${message.column}  ${message.message}  (${message.ruleId})`);
        errors += 1;
      }
    }
  }
  if (errors) {
    console.error(`\nhtml-validate: ${errors} error(s) in ${pages.length} pages`);
    process.exit(1);
  }
  console.log(`html-validate: ${pages.length} pages, one of each template, 0 errors`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

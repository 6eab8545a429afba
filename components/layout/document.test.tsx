import { renderToStaticMarkup } from 'react-dom/server';
import { inlineScripts, pagePolicy, sha256 } from '@/lib/server/security';
import { Document } from './document';

/** Stands for the built head script, with the characters HTML would escape in text. */
const mockHeadScript = `"use strict";(()=>{let e=document.documentElement;e&&e.classList.add("js");1<2&&e.setAttribute('data-x',"a>b")})();`;
jest.mock('@/lib/server/head-script', () => ({ headScript: () => ({ text: mockHeadScript }) }));

describe('Document', () => {
  const html = renderToStaticMarkup(
    <Document>
      <main>Content</main>
    </Document>,
  );

  test("puts the built head script in the page's <head> as it is, its only inline script", () => {
    expect(html).toContain(`<head><script>${mockHeadScript}</script>`);
    expect(inlineScripts(html)).toEqual([mockHeadScript]);
  });

  test("the page's Content Security Policy allows exactly that text", () => {
    const scriptSrc = pagePolicy(html, []).split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.match(/'sha256-[^']+'/g)).toEqual([sha256(mockHeadScript)]);
  });
});

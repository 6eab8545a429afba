import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes what could end an element or a double-quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jo'</a>`)).toBe(`&lt;a href=&quot;x&quot;&gt;Tom &amp; 'Jo'&lt;/a&gt;`);
  });
});

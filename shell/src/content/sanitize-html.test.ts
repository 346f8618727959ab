import { HOSTILE_HTML, FORBIDDEN_ELEMENTS, KEPT_ATTRIBUTE } from './hostile-html';
import { isSafeUrl, sanitizeHtml } from './sanitize-html';

it('drops script tags with their content', async () => {
  expect(await sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  expect(await sanitizeHtml('<div><SCRIPT src="x.js"></SCRIPT>ok</div>')).toBe('<div>ok</div>');
});

it('removes on* event handlers', async () => {
  expect(await sanitizeHtml('<img src="/m/a.png" onerror="alert(1)" alt="a">')).toBe('<img src="/m/a.png" alt="a">');
  expect(await sanitizeHtml('<p onclick="steal()" onmouseover="x()">text</p>')).toBe('<p>text</p>');
});

it('removes javascript: and data: URLs, even disguised', async () => {
  expect(await sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(await sanitizeHtml('<a href=" JaVa\tScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(await sanitizeHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('<img>');
  expect(await sanitizeHtml('<a href="https://ok.example/p">ok</a>')).toBe('<a href="https://ok.example/p">ok</a>');
});

it('drops iframes, styles and forms, unwraps unknown elements, keeps text', async () => {
  expect(await sanitizeHtml('<iframe src="https://evil"></iframe><style>*{}</style><form><input></form>')).toBe('');
  expect(await sanitizeHtml('<marquee><b>Bold</b></marquee>')).toBe('<b>Bold</b>');
  expect(await sanitizeHtml('a &lt;b&gt; <!-- note -->c')).toBe('a &lt;b&gt; c');
});

it('makes links that open a new tab safe', async () => {
  expect(await sanitizeHtml('<a href="/promo" target="_blank">p</a>')).toBe(
    '<a href="/promo" target="_blank" rel="noopener noreferrer">p</a>',
  );
});

it('accepts relative, http(s), mailto and tel URLs only', () => {
  expect(['/m/x.png', 'https://a', 'mailto:a@b', 'tel:1', '#top'].every(isSafeUrl)).toBe(true);
  expect(['javascript:x', 'vbscript:x', 'data:x'].some(isSafeUrl)).toBe(false);
});

it.each(HOSTILE_HTML)('leaves nothing that runs, loads or clobbers: %s', async (payload) => {
  const container = document.createElement('div');
  container.innerHTML = await sanitizeHtml(payload);
  for (const element of Array.from(container.querySelectorAll('*'))) {
    expect(FORBIDDEN_ELEMENTS).not.toContain(element.localName);
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).toMatch(KEPT_ATTRIBUTE);
      if (attribute.name === 'href' || attribute.name === 'src') expect(isSafeUrl(attribute.value)).toBe(true);
    }
    expect(element.getAttribute('id') ?? element.getAttribute('name')).toBeNull();
  }
});

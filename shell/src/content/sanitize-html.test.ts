import { isSafeUrl, sanitizeHtml } from './sanitize-html';

it('drops script tags with their content', () => {
  expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  expect(sanitizeHtml('<div><SCRIPT src="x.js"></SCRIPT>ok</div>')).toBe('<div>ok</div>');
});

it('removes on* event handlers', () => {
  expect(sanitizeHtml('<img src="/m/a.png" onerror="alert(1)" alt="a">')).toBe('<img src="/m/a.png" alt="a">');
  expect(sanitizeHtml('<p onclick="steal()" onmouseover="x()">text</p>')).toBe('<p>text</p>');
});

it('removes javascript: and data: URLs, even disguised', () => {
  expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(sanitizeHtml('<a href=" JaVa\tScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
  expect(sanitizeHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('<img>');
  expect(sanitizeHtml('<a href="https://ok.example/p">ok</a>')).toBe('<a href="https://ok.example/p">ok</a>');
});

it('drops iframes, styles and forms, unwraps unknown elements, keeps text', () => {
  expect(sanitizeHtml('<iframe src="https://evil"></iframe><style>*{}</style><form><input></form>')).toBe('');
  expect(sanitizeHtml('<marquee><b>Bold</b></marquee>')).toBe('<b>Bold</b>');
  expect(sanitizeHtml('a &lt;b&gt; <!-- note -->c')).toBe('a &lt;b&gt; c');
});

it('makes links that open a new tab safe', () => {
  expect(sanitizeHtml('<a href="/promo" target="_blank">p</a>')).toBe(
    '<a href="/promo" target="_blank" rel="noopener noreferrer">p</a>',
  );
});

it('accepts relative, http(s), mailto and tel URLs only', () => {
  expect(['/m/x.png', 'https://a', 'mailto:a@b', 'tel:1', '#top'].every(isSafeUrl)).toBe(true);
  expect(['javascript:x', 'vbscript:x', 'data:x'].some(isSafeUrl)).toBe(false);
});

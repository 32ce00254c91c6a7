// OWASP XSS filter-evasion payloads stored as a campaign description come back with no script, no on*
// handler, no javascript: (or data:) link and no active element.
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.example/.j>',
  '<iframe src=https://xss.example/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  "<svg/onload=alert('XSS')>",
  '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="vbscript:msgbox(1)">x</a>',
];

describe('description sanitiser', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const out = sanitizeDescription(`<p>Hello ${payload} world</p>`).toLowerCase();
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<svg|<style|<meta|<input|<body|<math|<img/);
    expect(out).not.toMatch(/\son\w+\s*=/);
    expect(out).not.toMatch(/javascript:|vbscript:|data:text\/html|expression\(/);
    const hrefs = [...out.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    for (const href of hrefs) expect(href).toMatch(/^(https?:|mailto:)/);
  });

  it('keeps the formatting the editor produces', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em> <a href="https://open.spotify.com/x">link</a></p><ul><li>one</li></ul>';
    const out = sanitizeDescription(html);
    expect(out).toContain('<strong>Bold</strong>');
    expect(out).toContain('<li>one</li>');
    expect(out).toContain('href="https://open.spotify.com/x"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });
});

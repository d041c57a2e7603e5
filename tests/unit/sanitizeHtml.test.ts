import { describe, expect, it } from 'vitest'

import { richTextToHtml } from '@/catalog/richText'
import { sanitizeHtml } from '@/lib/security/sanitizeHtml'

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const paragraph = (...children: unknown[]) => ({
  type: 'paragraph',
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
})
const link = (url: string, ...children: unknown[]) => ({
  type: 'link',
  fields: { url, linkType: 'custom', newTab: false },
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 3,
})
const doc = (...children: unknown[]) => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})

/** The tags of sanitised output (its text has every `<` escaped) that could run anything. */
const DANGEROUS_TAG =
  /^<\/?(?:script|style|svg|math|iframe|object|embed|template|noscript|form|input|base|meta|link)\b|\son[a-z]+\s*=|(?:javascript|vbscript|data):/i
const dangerousTags = (html: string) =>
  (html.match(/<[^>]*>/g) ?? []).filter((tag) => DANGEROUS_TAG.test(tag))

describe('sanitizeHtml', () => {
  it('keeps the markup rich text is made of (void tags re-serialised as `<br />`)', () => {
    const html =
      '<h2>Başlık</h2><p style="text-align: center;">Bir <strong>kalın</strong>, <em>eğik</em> ve <a href="https://ornek.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">bağlantı</a>.</p><ul><li>bir</li><li value="2">iki</li></ul><br><hr><img src="/api/media/file/a.webp" alt="Kamera" width="480" height="320">'
    expect(sanitizeHtml(html)).toBe(
      '<h2>Başlık</h2><p style="text-align:center">Bir <strong>kalın</strong>, <em>eğik</em> ve <a href="https://ornek.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">bağlantı</a>.</p><ul><li>bir</li><li value="2">iki</li></ul><br /><hr /><img src="/api/media/file/a.webp" alt="Kamera" width="480" height="320" />',
    )
    const lists =
      '<ol start="3"><li role="checkbox" aria-checked="true" value="1" class="list-item-checkbox list-item-checkbox-checked">a</li></ol><table><thead><tr><th scope="col" colspan="2">a</th></tr></thead><tbody><tr><td rowspan="2">b</td></tr></tbody></table>'
    expect(sanitizeHtml(lists)).toBe(lists)
  })

  it('keeps Turkish letters, entities and URLs as they are', () => {
    expect(sanitizeHtml('<p>İĞÜŞÖÇ ığüşöç İI ıi</p>')).toBe('<p>İĞÜŞÖÇ ığüşöç İI ıi</p>')
    // Decoded once, as a browser would; re-escaped only where HTML needs it.
    expect(
      sanitizeHtml('<p>&#x130;stanbul &Idot;zmir &ccedil;&ouml;&uuml;&#351;&#287;&#305;</p>'),
    ).toBe('<p>İstanbul İzmir çöüşğı</p>')
    expect(
      sanitizeHtml('<img src="/a.webp" alt="&Ccedil;ift y&ouml;nl&uuml; &amp; s&#305;cak">'),
    ).toBe('<img src="/a.webp" alt="Çift yönlü &amp; sıcak" />')
    // Query parameters named like entities (`tab`, `lt`) and spaces survive (the old parser
    // decoded hrefs twice and deleted every space).
    const href = '/ara?q=kamera&amp;tab=2&amp;lt=5'
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`)
    expect(sanitizeHtml('<a href="mailto:satis@ornek.com?subject=Fiyat teklifi">x</a>')).toBe(
      '<a href="mailto:satis@ornek.com?subject=Fiyat teklifi">x</a>',
    )
    // Many `İ` (two UTF-16 units when lower-cased) before a dropped element lose nothing after it.
    const heading = `<h2>${'İLETİŞİM İSTANBUL '.repeat(5)}</h2>`
    expect(sanitizeHtml(`${heading}<style>p{}</style><p>Adres: Kadıköy</p><p>Tel</p>`)).toBe(
      `${heading}<p>Adres: Kadıköy</p><p>Tel</p>`,
    )
    expect(sanitizeHtml(`${'İ'.repeat(20)}<script>if (a > b) track("x")</script><p>z</p>`)).toBe(
      `${'İ'.repeat(20)}<p>z</p>`,
    )
  })

  it('removes scripts, styles, frames and their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>')
    expect(sanitizeHtml('<SCRIPT src=//evil.example/x.js></SCRIPT >ok')).toBe('ok')
    expect(
      sanitizeHtml(
        '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>x',
      ),
    ).toBe('x')
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>y')).toBe('y')
    expect(sanitizeHtml('<p>a<script>never closed')).toBe('<p>a</p>')
    // Unclosed: everything after them is inside them, and goes.
    for (const html of [
      '<svg onload=alert(1)>',
      '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ]) {
      expect(sanitizeHtml(`${html}<p>ok</p>`), html).toBe('')
    }
    for (const html of [
      '<svg><svg></svg><img src=x onerror=alert(1)></svg>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
      '<template><img src=x onerror=alert(1)></template>',
      '<textarea><img src=x onerror=alert(1)></textarea>',
      '<title><img src=x onerror=alert(1)></title>',
      '<xmp><img src=x onerror=alert(1)></xmp>',
      '<select><option>&lt;img src=x onerror=alert(1)&gt;</option></select>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="javascript:alert(1)"></object>',
      '<embed src="javascript:alert(1)">',
      '<script>a</scriptx><p>in the script</p></script>',
    ]) {
      expect(sanitizeHtml(`${html}ok`), html).toBe('ok')
    }
  })

  it('drops event handlers and unknown attributes and tags, keeping their text', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" id="x">t</p>')).toBe('<p>t</p>')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x" />')
    expect(sanitizeHtml('<img src=x onerror=alert(1)//>')).toBe('<img src="x" />')
    expect(sanitizeHtml('<IMG SRC="x" ONERROR="alert(1)">')).toBe('<img src="x" />')
    expect(sanitizeHtml('<body onload=alert(1)>t')).toBe('t')
    expect(sanitizeHtml('<details open ontoggle=alert(1)>t</details>')).toBe('t')
    expect(sanitizeHtml('<div><marquee>kayan</marquee></div>')).toBe('kayan')
    expect(sanitizeHtml('<form action="https://evil.example"><input name=a></form>')).toBe('')
    expect(sanitizeHtml('<button formaction="javascript:alert(1)">x</button>')).toBe('x')
    expect(sanitizeHtml('<base href="https://evil.example/">ok')).toBe('ok')
    expect(sanitizeHtml('<meta http-equiv="refresh" content="0;url=https://evil.example">ok')).toBe(
      'ok',
    )
    expect(sanitizeHtml('<p id="x" title="t" dir="rtl" data-x="1" aria-label="y">t</p>')).toBe(
      '<p>t</p>',
    )
  })

  it('keeps only the allowed values of the allowed attributes', () => {
    expect(
      sanitizeHtml('<p style="background:url(javascript:alert(1)); text-align: left">x</p>'),
    ).toBe('<p style="text-align:left">x</p>')
    expect(
      sanitizeHtml('<p style="text-align:center} *{background:url(javascript:alert(1))">x</p>'),
    ).toBe('<p style="text-align:center">x</p>')
    expect(sanitizeHtml('<p style="behavior: url(x.htc); -moz-binding: url(x.xml#x)">x</p>')).toBe(
      '<p>x</p>',
    )
    expect(sanitizeHtml('<p style="text-align: expression(alert(1))">x</p>')).toBe('<p>x</p>')
    expect(
      sanitizeHtml(
        '<p style="padding-inline-start: 40px; text-decoration: underline; color: red; position: fixed">x</p>',
      ),
    ).toBe('<p style="padding-inline-start:40px;text-decoration:underline">x</p>')
    expect(sanitizeHtml('<p class="a b-c d_e">x</p>')).toBe('<p class="a b-c d_e">x</p>')
    expect(sanitizeHtml('<p class="a&quot; onclick=&quot;alert(1)">x</p>')).toBe('<p>x</p>')
    expect(sanitizeHtml('<img width="100%" height="10px" loading="auto" alt="">')).toBe(
      '<img alt="" />',
    )
    expect(sanitizeHtml('<ol start="3" reversed><li value="x" role="button">a</li></ol>')).toBe(
      '<ol start="3"><li>a</li></ol>',
    )
    expect(sanitizeHtml('<p href="https://ornek.com" src="/a.webp" width="5">x</p>')).toBe(
      '<p>x</p>',
    )
    // A new tab always gets `rel`, and an unusable one is replaced.
    expect(sanitizeHtml('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeHtml('<a href="/x" target="_blank" rel="x&quot;onclick=&quot;y">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeHtml('<a href="/x" target="_self">x</a>')).toBe('<a href="/x">x</a>')
  })

  it('never lets a javascript:, data: or vbscript: URL through, however it is written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'jAvAsCrIpT:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      '&#14;javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\u0000script:alert(1)',
      'java&#x09;script:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'java&Tab;script:alert(1)',
      'java&NewLine;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#0000106avascript:alert(1)',
      '&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      '&#x6A;avascript&#x3A;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example/x',
      ' //evil.example/x',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`)
      expect(out, href).toBe('<a>x</a>')
    }
    // Decoded once only, as by a browser: this is the harmless relative path `javascript&colon;…`.
    expect(sanitizeHtml('<a href="javascript&amp;colon;alert(1)">x</a>')).toBe(
      '<a href="javascript&amp;colon;alert(1)">x</a>',
    )
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />')
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('<img />')
    expect(sanitizeHtml('<img src="//evil.example/x.png">')).toBe('<img />')
    expect(sanitizeHtml('<img src="mailto:a@b.c"><img src="tel:+902121234567">')).toBe(
      '<img /><img />',
    )
    const fine =
      '<a href="mailto:satis@example.com">a</a><a href="tel:+902121234567">b</a><a href="/urunler/urun/kamera">c</a><a href="#teknik">d</a><a href="?sayfa=2">e</a><a href="http://ornek.com/">f</a><img src="https://ornek.com/a.webp" />'
    expect(sanitizeHtml(fine)).toBe(fine)
  })

  it('escapes stray angle brackets and quotes so text stays text', () => {
    expect(sanitizeHtml('a < b > c & d')).toBe('a &lt; b &gt; c &amp; d')
    expect(sanitizeHtml('<p title="x">"a" &lt;b&gt;</p>')).toBe('<p>"a" &lt;b&gt;</p>')
    expect(sanitizeHtml('<a href=\'https://x.example/"onmouseover="alert(1)\'>x</a>')).toBe(
      '<a href="https://x.example/&quot;onmouseover=&quot;alert(1)">x</a>',
    )
    expect(
      sanitizeHtml('<img src="x" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">'),
    ).toBe('<img src="x" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />')
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    )
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->z')).toBe('z')
    expect(sanitizeHtml('<p>x</p><!--><img src=x onerror=alert(1)>-->')).toBe(
      '<p>x</p><img src="x" />--&gt;',
    )
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;')
  })

  it('balances nested and malformed markup, so nothing leaks past the rich text', () => {
    expect(sanitizeHtml('<p><a href="https://evil.example/phish">tıkla')).toBe(
      '<p><a href="https://evil.example/phish">tıkla</a></p>',
    )
    expect(sanitizeHtml('<p><s>eski fiyat</p>yeni')).toBe('<p><s>eski fiyat</s></p>yeni')
    expect(sanitizeHtml('</td></tr></tbody></table></li></ul></div><p>x</p>')).toBe('<p>x</p>')
    expect(sanitizeHtml('<p><a href="/x"><strong>kalın</a> normal</p>')).toBe(
      '<p><a href="/x"><strong>kalın</strong></a> normal</p>',
    )
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>')
    expect(sanitizeHtml('<div><p>a</div>b')).toBe('<p>a</p>b')
  })

  it('lets nothing dangerous through any of the vectors above', () => {
    expect(dangerousTags('a &lt;svg onload=x&gt; <b><img src="x" onerror="y"><svg>')).toEqual([
      '<img src="x" onerror="y">',
      '<svg>',
    ])
    for (const html of [
      '<svg/onload=alert(1)>',
      '<img src=`x`onerror=alert(1)>',
      '<img/src="x"/onerror="alert(1)">',
      '<a href="javas&#99;ript:alert(1)">x</a>',
      '<![CDATA[<img src=x onerror=alert(1)>]]>',
      '<option><img src=x onerror=alert(1)></option>',
      '<plaintext><img src=x onerror=alert(1)>',
      '<scr<script>ipt>alert(1)</scr</script>ipt>',
      '<a href="https://ornek.com"title="t" onclick="alert(1)">x</a>',
      '<img src="x" alt="a" onerror = alert(1) >',
      '<a href="http://ornek.com" style="background:url(javascript:alert(1))">x</a>',
    ]) {
      expect(dangerousTags(sanitizeHtml(html)), html).toEqual([])
    }
  })

  it('handles long hostile input in linear time', () => {
    const start = performance.now()
    sanitizeHtml('<svg></svg>'.repeat(20_000))
    sanitizeHtml('<a b'.repeat(20_000))
    expect(performance.now() - start).toBeLessThan(3_000)
  })
})

describe('richTextToHtml', () => {
  it('renders Lexical text and links through the sanitiser', () => {
    const html = richTextToHtml(
      doc(
        paragraph(text('<script>alert(1)</script> metin', 1)),
        paragraph(link('javascript:alert(document.cookie)', text('tıkla'))),
        paragraph(link('https://www.ornek.com.tr/', text('güvenli'))),
        paragraph(link('https://www.ornek.com.tr/urun?id=5&tab=teknik', text('sekme'))),
      ),
    )
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt; metin</strong>')
    expect(html).toContain('href="https://www.ornek.com.tr/"')
    // The `&tab` parameter is a parameter, not the `&Tab;` character reference.
    expect(html).toContain('href="https://www.ornek.com.tr/urun?id=5&amp;tab=teknik"')
    expect(html).toContain('tıkla')
  })

  it('is empty for anything that is not a Lexical document', () => {
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml('<script>alert(1)</script>')).toBe('')
  })
})

import { describe, expect, it } from 'vitest'

import { richTextToHtml } from '@/lib/catalog/richText'
import { safeUrl, sanitizeHtml } from '@/lib/security/sanitizeHtml'

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

describe('sanitizeHtml', () => {
  it('keeps the markup rich text is made of', () => {
    const html =
      '<h2>Başlık</h2><p style="text-align: center;">Bir <strong>kalın</strong>, <em>eğik</em> ve <a href="https://ornek.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">bağlantı</a>.</p><ul><li>bir</li><li value="2">iki</li></ul><br><hr><img src="/api/media/file/a.webp" alt="Kamera" width="480" height="320">'
    expect(sanitizeHtml(html)).toBe(html)
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
    expect(sanitizeHtml('<p>a<script>never closed')).toBe('<p>a')
  })

  it('drops event handlers and unknown attributes and tags, keeping their text', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" id="x">t</p>')).toBe('<p>t</p>')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x">')
    expect(sanitizeHtml('<div><marquee>kayan</marquee></div>')).toBe('kayan')
    expect(sanitizeHtml('<form action="https://evil.example"><input name=a></form>')).toBe('')
    expect(
      sanitizeHtml('<p style="background:url(javascript:alert(1)); text-align: left">x</p>'),
    ).toBe('<p style="text-align: left;">x</p>')
  })

  it('never lets a javascript:, data: or vbscript: URL through, however it is written', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`)
      expect(out, href).toBe('<a>x</a>')
    }
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img>')
    expect(safeUrl('mailto:satis@example.com', 'href')).toBe('mailto:satis@example.com')
    expect(safeUrl('tel:+902121234567', 'href')).toBe('tel:+902121234567')
    expect(safeUrl('/urunler/urun/kamera', 'href')).toBe('/urunler/urun/kamera')
    expect(safeUrl('mailto:a@b.c', 'src')).toBeNull()
  })

  it('escapes stray angle brackets and quotes so text stays text', () => {
    expect(sanitizeHtml('a < b > c & d')).toBe('a &lt; b &gt; c &amp; d')
    expect(sanitizeHtml('<p title="x">"a" &lt;b&gt;</p>')).toBe('<p>"a" &lt;b&gt;</p>')
    expect(sanitizeHtml('<a href=\'https://x.example/"onmouseover="alert(1)\'>x</a>')).toBe(
      '<a href="https://x.example/&quot;onmouseover=&quot;alert(1)">x</a>',
    )
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->z')).toBe('z')
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;')
  })
})

describe('richTextToHtml', () => {
  it('renders Lexical text and links through the sanitiser', () => {
    const html = richTextToHtml(
      doc(
        paragraph(text('<script>alert(1)</script> metin', 1)),
        paragraph(link('javascript:alert(document.cookie)', text('tıkla'))),
        paragraph(link('https://www.ornek.com.tr/', text('güvenli'))),
      ),
    )
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt; metin</strong>')
    expect(html).toContain('href="https://www.ornek.com.tr/"')
    expect(html).toContain('tıkla')
  })

  it('is empty for anything that is not a Lexical document', () => {
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml('<script>alert(1)</script>')).toBe('')
  })
})

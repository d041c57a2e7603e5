import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { htmlToReact } from '../../bench/floor/app/content/htmlToReact'

// A site page as the content floor fetches it: head styles, scripts, SVG, boolean attributes.
const page = `<!DOCTYPE html><html lang="tr"><head><style>.a{color:red}</style>
<script>self.__next_f.push([1,"x"])</script></head><body class="b"><a class="skip" href="#main">İçeriğe geç</a>
<div hidden=""><span>gizli</span></div>
<img alt="" srcset="/_next/image?url=%2Fa.webp&amp;w=384 384w, /_next/image?url=%2Fa.webp&amp;w=640 640w" src="/_next/image?url=%2Fa.webp&amp;w=640" style="color:transparent;--gap:4px" fetchpriority="high"/>
<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 7h16" stroke-width="2" stroke-linecap="round"></path></svg>
<label for="q">Ara</label><input id="q" value="kamera" maxlength="60" readonly=""/>
<script src="/_next/static/chunks/a.js" async=""></script></body></html>`

describe('the content floor (bench/floor/app/content)', () => {
  const html = renderToStaticMarkup(
    createElement(Fragment, null, ...htmlToReact(page, 'http://127.0.0.1:3100')),
  )

  it('keeps the head styles and the body, without any script', () => {
    expect(html).toContain('<style>.a{color:red}</style>')
    expect(html).toContain('<a class="skip" href="#main">İçeriğe geç</a>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('__next_f')
  })

  it('keeps boolean attributes, SVG attributes, inline styles and form values', () => {
    expect(html).toContain('<div hidden=""><span>gizli</span></div>')
    expect(html).toContain('<svg viewBox="0 0 24 24" aria-hidden="true">')
    expect(html).toContain('stroke-width="2" stroke-linecap="round"')
    expect(html).toContain('style="color:transparent;--gap:4px"')
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('<label for="q">Ara</label>')
    // HTML attribute names are case-insensitive: React writes its own spelling.
    expect(html).toContain('<input id="q" maxLength="60" readOnly="" value="kamera"/>')
  })

  it('points site-relative images back at the site', () => {
    expect(html).toContain(
      'srcSet="http://127.0.0.1:3100/_next/image?url=%2Fa.webp&amp;w=384 384w, http://127.0.0.1:3100/_next/image?url=%2Fa.webp&amp;w=640 640w"',
    )
    expect(html).toContain('src="http://127.0.0.1:3100/_next/image?url=%2Fa.webp&amp;w=640"')
  })
})

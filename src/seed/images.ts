import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { hashString, mulberry32 } from './data/random'
import type {
  ProductVisual,
  SeedBrand,
  SeedCategory,
  SeedKnowledgeItem,
  SeedProduct,
  SeedSlide,
  SeedSubCategory,
  VisualKind,
} from './data/types'

// Demo pictures drawn as SVG and rasterised by sharp, so the seed needs no network. Only the brand
// wordmark has text; it is measured after rendering, so a missing font cannot break its fit.

// ------------------------------------------------------------------ colour helpers

function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360
  const sat = Math.max(0, Math.min(100, s)) / 100
  const lig = Math.max(0, Math.min(100, l)) / 100
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat
  const p = 2 * lig - q
  const channel = (t0: number) => {
    let t = t0
    if (t < 0) t += 1
    if (t > 1) t -= 1
    const v =
      t < 1 / 6
        ? p + (q - p) * 6 * t
        : t < 1 / 2
          ? q
          : t < 2 / 3
            ? p + (q - p) * (2 / 3 - t) * 6
            : p
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`
}

interface Tone {
  hi: string
  base: string
  lo: string
  edge: string
}

const WHITE: Tone = { hi: '#ffffff', base: '#eceff3', lo: '#bcc3cc', edge: '#939ca8' }
const GRAPHITE: Tone = { hi: '#646b75', base: '#3b4048', lo: '#1f2328', edge: '#121417' }
const SILVER: Tone = { hi: '#f6f7f9', base: '#cdd2d9', lo: '#8b94a0', edge: '#6b7380' }
const RED: Tone = { hi: '#e8625a', base: '#c8302b', lo: '#8e1c19', edge: '#5e1210' }

interface Palette {
  hue: number
  body: Tone
  dark: Tone
  metal: Tone
  accent: string
  accentLight: string
  accentDark: string
}

function palette(visual: ProductVisual, choices: Tone[]): Palette {
  const finish = Math.floor(visual.variant / 4)
  const hue = visual.hue
  return {
    hue,
    body: choices[finish % choices.length] ?? WHITE,
    dark: GRAPHITE,
    metal: SILVER,
    accent: hsl(hue, 72, 48),
    accentLight: hsl(hue, 85, 70),
    accentDark: hsl(hue, 70, 30),
  }
}

// ------------------------------------------------------------------ svg helpers

const r1 = (n: number) => Math.round(n * 10) / 10

function stops(list: [number, string, number?][]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')
}

const linear = (id: string, x2: number, y2: number, s: [number, string, number?][]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(s)}</linearGradient>`
const radial = (id: string, cx: number, cy: number, r: number, s: [number, string, number?][]) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(s)}</radialGradient>`

/** Gradients every drawing may use: `b*` body, `d*` dark parts, `m*` metal, `a*` accent. */
function materialDefs(p: Palette): string {
  const tone = (k: string, t: Tone) =>
    [
      linear(`${k}V`, 0, 1, [
        [0, t.hi],
        [0.45, t.base],
        [1, t.lo],
      ]),
      linear(`${k}H`, 1, 0, [
        [0, t.hi],
        [0.5, t.base],
        [1, t.lo],
      ]),
      // A cylinder standing upright: light from the upper left.
      linear(`${k}C`, 1, 0, [
        [0, t.lo],
        [0.22, t.hi],
        [0.55, t.base],
        [1, t.edge],
      ]),
      // A cylinder lying horizontally.
      linear(`${k}L`, 0, 1, [
        [0, t.base],
        [0.2, t.hi],
        [0.6, t.base],
        [1, t.edge],
      ]),
      radial(`${k}S`, 0.35, 0.3, 0.75, [
        [0, t.hi],
        [0.5, t.base],
        [1, t.lo],
      ]),
    ].join('')
  return [
    tone('b', p.body),
    tone('d', p.dark),
    tone('m', p.metal),
    tone('r', RED),
    linear('aV', 0, 1, [
      [0, p.accentLight],
      [1, p.accent],
    ]),
    linear('aH', 1, 0, [
      [0, p.accent],
      [1, p.accentDark],
    ]),
    radial('glass', 0.38, 0.35, 0.7, [
      [0, '#6a7a90'],
      [0.35, '#1d2633'],
      [1, '#030508'],
    ]),
    radial('lens', 0.5, 0.5, 0.5, [
      [0, hsl(p.hue, 60, 40)],
      [0.35, '#0d1420'],
      [0.8, '#05080d'],
      [1, '#222a35'],
    ]),
    radial('smoke', 0.4, 0.3, 0.8, [
      [0, '#5b6572', 0.75],
      [0.6, '#1e242c', 0.88],
      [1, '#0b0e12', 0.95],
    ]),
    radial('glow', 0.5, 0.5, 0.5, [
      [0, '#ffffff', 1],
      [0.5, hsl(p.hue, 60, 92), 0.8],
      [1, hsl(p.hue, 60, 85), 0],
    ]),
    radial('aGlow', 0.5, 0.5, 0.5, [
      [0, p.accentLight, 0.9],
      [1, p.accent, 0],
    ]),
    linear('shine', 1, 1, [
      [0, '#ffffff', 0.45],
      [0.5, '#ffffff', 0.05],
      [1, '#ffffff', 0],
    ]),
    radial('shadow', 0.5, 0.5, 0.5, [
      [0, '#0a1a2f', 0.3],
      [0.6, '#0a1a2f', 0.12],
      [1, '#0a1a2f', 0],
    ]),
  ].join('')
}

const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/>`

/** An oblique box: front rectangle plus top and right faces receding up and to the right. */
function box(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  fill: { front: string; top: string; side: string },
  rx = 0,
): string {
  const dx = r1(d * 0.62)
  const dy = r1(-d * 0.42)
  return [
    `<path d="M${x + w} ${y} L${x + w + dx} ${y + dy} L${x + w + dx} ${y + h + dy} L${x + w} ${y + h} Z" fill="${fill.side}"/>`,
    `<path d="M${x} ${y} L${x + dx} ${y + dy} L${x + w + dx} ${y + dy} L${x + w} ${y} Z" fill="${fill.top}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill.front}"/>`,
  ].join('')
}

/** An upright cylinder: side band plus top ellipse. */
function cylinder(
  cx: number,
  top: number,
  rx: number,
  ry: number,
  h: number,
  side: string,
  cap: string,
) {
  return [
    `<path d="M${cx - rx} ${top} L${cx - rx} ${top + h} A${rx} ${ry} 0 0 0 ${cx + rx} ${top + h} L${cx + rx} ${top} Z" fill="${side}"/>`,
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${cap}"/>`,
  ].join('')
}

/** A camera lens seen from the front, with coating tint and highlights. */
function lens(cx: number, cy: number, r: number, ry = r): string {
  return [
    `<ellipse cx="${cx}" cy="${cy}" rx="${r1(r * 1.18)}" ry="${r1(ry * 1.18)}" fill="#15191f"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry}" fill="url(#lens)"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${r1(r * 0.55)}" ry="${r1(ry * 0.55)}" fill="none" stroke="#3a4656" stroke-width="${r1(r * 0.06)}"/>`,
    `<ellipse cx="${r1(cx - r * 0.32)}" cy="${r1(cy - ry * 0.35)}" rx="${r1(r * 0.22)}" ry="${r1(ry * 0.14)}" fill="#ffffff" opacity="0.55" transform="rotate(-30 ${r1(cx - r * 0.32)} ${r1(cy - ry * 0.35)})"/>`,
    `<circle cx="${r1(cx + r * 0.3)}" cy="${r1(cy + ry * 0.3)}" r="${r1(r * 0.07)}" fill="#ffffff" opacity="0.35"/>`,
  ].join('')
}

const led = (cx: number, cy: number, r: number, color: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 2.4}" fill="${color}" opacity="0.18"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`

function grid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  dx: number,
  dy: number,
  cell: (cx: number, cy: number, i: number, j: number) => string,
): string {
  let out = ''
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) out += cell(x + i * dx, y + j * dy, i, j)
  return out
}

// ------------------------------------------------------------------ product drawings (800 × 800)

type Drawing = (p: Palette, style: number) => string

const bulletCamera: Drawing = (p, style) => {
  const mini = style === 1
  const thermal = style === 2
  const x0 = mini ? 290 : 250
  const len = mini ? 280 : 370
  const h = mini ? 124 : thermal ? 170 : 150
  const cy = 350
  const top = cy - h / 2
  const front = x0 + len
  const body = [
    // Cable and wall plate
    `<path d="M180 500 C 170 560, 230 600, 300 610" fill="none" stroke="#2a2f36" stroke-width="9" stroke-linecap="round"/>`,
    `<rect x="118" y="300" width="78" height="230" rx="22" fill="url(#bH)"/>`,
    `<rect x="112" y="296" width="70" height="230" rx="22" fill="url(#bV)"/>`,
    // Arm and ball joint
    `<path d="M170 412 L ${x0 + 90} ${cy + h / 2 - 14}" stroke="url(#bL)" stroke-width="46" stroke-linecap="round"/>`,
    `<circle cx="${x0 + 96}" cy="${cy + h / 2 - 6}" r="34" fill="url(#bS)"/>`,
    // Body
    `<rect x="${x0}" y="${top}" width="${len}" height="${h}" rx="${h * 0.3}" fill="url(#bL)"/>`,
    `<rect x="${front - 54}" y="${top + 2}" width="12" height="${h - 4}" fill="url(#aV)"/>`,
    // Sun shield
    `<path d="M${x0 - 14} ${top + 34} Q ${x0 - 14} ${top - 16} ${x0 + 40} ${top - 16} L ${front + 46} ${top - 16} Q ${front + 62} ${top - 16} ${front + 58} ${top + 6} L ${front + 50} ${top + 30} Z" fill="url(#bV)"/>`,
    `<path d="M${x0 - 10} ${top + 34} L ${front + 50} ${top + 30}" stroke="${p.body.lo}" stroke-width="3"/>`,
    // Front bezel
    `<ellipse cx="${front}" cy="${cy}" rx="${h * 0.3}" ry="${h / 2}" fill="${p.body.lo}"/>`,
    `<ellipse cx="${front + 6}" cy="${cy}" rx="${h * 0.27}" ry="${h / 2 - 8}" fill="#0e1116"/>`,
  ]
  if (thermal) {
    body.push(lens(front + 8, cy - 30, 24, 34), lens(front + 8, cy + 40, 15, 21))
  } else {
    body.push(lens(front + 8, cy, h * 0.15, h * 0.22))
    for (const dy of [-0.34, 0.34]) {
      body.push(
        `<ellipse cx="${front + 10}" cy="${r1(cy + dy * h)}" rx="${r1(h * 0.05)}" ry="${r1(h * 0.07)}" fill="#4a1f2c"/>`,
      )
    }
  }
  body.push(`<ellipse cx="${front - 4}" cy="${cy - h * 0.3}" rx="12" ry="26" fill="url(#shine)"/>`)
  return shadow(410, 660, 270, 26) + `<g transform="rotate(8 400 400)">${body.join('')}</g>`
}

const domeCamera: Drawing = (p, style) => {
  const out = [shadow(400, 640, 270, 30)]
  if (style === 1) {
    // Turret: an eyeball in a ring.
    out.push(
      cylinder(400, 500, 215, 62, 46, 'url(#bC)', 'url(#bV)'),
      `<circle cx="400" cy="405" r="165" fill="url(#bS)"/>`,
      `<ellipse cx="400" cy="505" rx="185" ry="52" fill="${p.body.lo}" opacity="0.45"/>`,
      `<path d="M 215 500 A 185 52 0 0 0 585 500" fill="url(#bC)"/>`,
      `<ellipse cx="440" cy="420" rx="104" ry="98" fill="${p.body.lo}" transform="rotate(-18 440 420)"/>`,
      `<ellipse cx="446" cy="424" rx="92" ry="86" fill="#0d1015" transform="rotate(-18 446 424)"/>`,
      lens(452, 428, 38, 36),
      led(392, 384, 6, '#4a1f2c'),
      led(510, 470, 6, '#4a1f2c'),
      `<rect x="377" y="470" width="40" height="8" rx="4" fill="${p.accent}" transform="rotate(-18 397 474)"/>`,
    )
    return out.join('')
  }
  const flat = style === 2
  const baseTop = flat ? 470 : 455
  out.push(
    cylinder(400, baseTop, 235, 70, flat ? 40 : 58, 'url(#bC)', 'url(#bV)'),
    `<ellipse cx="400" cy="${baseTop}" rx="190" ry="56" fill="${p.body.lo}" opacity="0.5"/>`,
    `<ellipse cx="400" cy="${baseTop - 4}" rx="180" ry="52" fill="url(#bV)"/>`,
    `<ellipse cx="400" cy="${baseTop - 4}" rx="180" ry="52" fill="none" stroke="${p.accent}" stroke-width="4" opacity="0.9"/>`,
  )
  const bubbleH = flat ? 70 : 170
  const r = flat ? 95 : 150
  out.push(
    `<path d="M ${400 - r} ${baseTop - 8} A ${r} ${bubbleH} 0 0 1 ${400 + r} ${baseTop - 8} A ${r} ${r * 0.3} 0 0 1 ${400 - r} ${baseTop - 8} Z" fill="url(#smoke)"/>`,
  )
  if (flat) {
    out.push(lens(400, baseTop - 40, 30, 22))
  } else {
    out.push(
      `<ellipse cx="405" cy="${baseTop - 90}" rx="78" ry="70" fill="#11151b"/>`,
      lens(410, baseTop - 86, 34, 32),
      led(350, baseTop - 110, 5, '#5a2433'),
      led(468, baseTop - 110, 5, '#5a2433'),
    )
  }
  out.push(
    `<path d="M ${400 - r + 30} ${baseTop - 40} A ${r - 20} ${bubbleH - 20} 0 0 1 ${400 - 10} ${baseTop - bubbleH + 16}" fill="none" stroke="#ffffff" stroke-width="${flat ? 8 : 14}" stroke-linecap="round" opacity="0.35"/>`,
  )
  return out.join('')
}

const ptzCamera: Drawing = (p, style) => {
  if (style === 1) {
    // Positioning PTZ: a box housing on a pan-tilt yoke.
    return [
      shadow(400, 680, 240, 28),
      cylinder(400, 610, 120, 34, 46, 'url(#bC)', 'url(#bV)'),
      `<path d="M 250 600 L 250 430 Q 250 410 270 410 L 290 410 L 290 590 L 510 590 L 510 410 L 530 410 Q 550 410 550 430 L 550 600 Q 550 620 530 620 L 270 620 Q 250 620 250 600 Z" fill="url(#bH)"/>`,
      box(270, 300, 260, 160, 150, { front: 'url(#bV)', top: p.body.hi, side: p.body.lo }, 14),
      `<rect x="270" y="292" width="260" height="14" rx="7" fill="url(#aH)"/>`,
      `<circle cx="400" cy="382" r="62" fill="#0e1116"/>`,
      lens(400, 382, 46),
      grid(292, 338, 2, 4, 20, 22, (x, y) => `<circle cx="${x}" cy="${y}" r="7" fill="#4a1f2c"/>`),
      grid(488, 338, 2, 4, 20, 22, (x, y) => `<circle cx="${x}" cy="${y}" r="7" fill="#4a1f2c"/>`),
      `<circle cx="400" cy="505" r="22" fill="url(#bS)" stroke="${p.body.lo}" stroke-width="3"/>`,
    ].join('')
  }
  const mini = style === 2
  const s = mini ? 0.82 : 1
  const cx = 400
  return [
    shadow(400, 690, 220 * s, 24),
    `<g transform="translate(${r1(cx - cx * s)} ${r1(120 - 120 * s)}) scale(${s})">`,
    mini ? '' : `<rect x="372" y="90" width="56" height="110" fill="url(#bC)"/>`,
    mini ? '' : `<ellipse cx="400" cy="90" rx="60" ry="16" fill="url(#bV)"/>`,
    cylinder(400, 215, 178, 48, 40, 'url(#bC)', 'url(#bV)'),
    `<path d="M 236 255 L 236 385 A 164 44 0 0 0 564 385 L 564 255 Z" fill="url(#bC)"/>`,
    `<path d="M 236 360 L 236 385 A 164 44 0 0 0 564 385 L 564 360 A 164 44 0 0 1 236 360 Z" fill="url(#aH)"/>`,
    `<path d="M 240 392 A 160 200 0 0 0 560 392 A 160 42 0 0 1 240 392 Z" fill="url(#smoke)"/>`,
    `<rect x="330" y="430" width="140" height="110" rx="40" fill="#11151b"/>`,
    lens(400, 482, 44),
    mini ? '' : led(345, 470, 8, '#5a2433'),
    mini ? '' : led(455, 470, 8, '#5a2433'),
    `<path d="M 262 420 A 140 170 0 0 0 340 560" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.3"/>`,
    `</g>`,
  ].join('')
}

const nvr: Drawing = (p, style) => {
  const dims =
    style === 2
      ? { x: 110, y: 360, w: 520, h: 150, d: 270 }
      : style === 1
        ? { x: 190, y: 380, w: 380, h: 96, d: 250 }
        : { x: 110, y: 390, w: 520, h: 80, d: 290 }
  const { x, y, w, h, d } = dims
  const top = p.body === WHITE ? 'url(#mV)' : 'url(#mH)'
  const out = [
    shadow(470, y + h + 30, w * 0.7, 34),
    box(x, y, w, h, d, { front: 'url(#dV)', top, side: p.dark.lo }, 6),
  ]
  // Vents on the top face
  const dx = d * 0.62
  const dy = -d * 0.42
  for (let i = 0; i < 10; i++) {
    const t = 0.25 + i * 0.05
    out.push(
      `<path d="M${r1(x + w * 0.35 + dx * t)} ${r1(y + dy * t)} l ${r1(w * 0.4)} 0" stroke="${p.metal.lo}" stroke-width="4" stroke-linecap="round" opacity="0.55"/>`,
    )
  }
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="5" fill="${p.accent}"/>`)
  if (style === 2) {
    out.push(
      grid(x + 130, y + 24, 4, 2, 86, 58, (cx, cy) =>
        [
          `<rect x="${cx}" y="${cy}" width="78" height="50" rx="4" fill="#2a2f37" stroke="#15181c" stroke-width="2"/>`,
          `<rect x="${cx + 8}" y="${cy + 36}" width="40" height="6" rx="3" fill="${p.metal.lo}"/>`,
          led(cx + 66, cy + 12, 3, '#37d67a'),
        ].join(''),
      ),
    )
  } else {
    out.push(
      grid(
        x + w * 0.42,
        y + h * 0.3,
        12,
        3,
        16,
        h * 0.16,
        (cx, cy) =>
          `<rect x="${r1(cx)}" y="${r1(cy)}" width="8" height="${r1(h * 0.1)}" rx="3" fill="#15181c"/>`,
      ),
    )
  }
  out.push(
    led(x + 30, y + h / 2 - 12, 5, '#37d67a'),
    led(x + 30, y + h / 2 + 10, 5, p.accentLight),
    led(x + 52, y + h / 2 - 12, 5, '#37d67a'),
    `<rect x="${x + 70}" y="${y + h / 2 - 8}" width="26" height="14" rx="2" fill="#0c0e11" stroke="${p.metal.lo}" stroke-width="2"/>`,
    `<circle cx="${x + w - 34}" cy="${y + h / 2}" r="13" fill="none" stroke="${p.accentLight}" stroke-width="4"/>`,
    `<rect x="${x}" y="${y + h - 8}" width="${w}" height="8" fill="#0c0e11" opacity="0.5"/>`,
  )
  return out.join('')
}

function contactless(cx: number, cy: number, s: number, color: string): string {
  return [
    `<circle cx="${cx - 22 * s}" cy="${cy}" r="${7 * s}" fill="${color}"/>`,
    ...[24, 44, 64].map(
      (r, i) =>
        `<path d="M ${r1(cx - 22 * s + r * s * Math.cos(-0.8))} ${r1(cy + r * s * Math.sin(-0.8))} A ${r * s} ${r * s} 0 0 1 ${r1(cx - 22 * s + r * s * Math.cos(0.8))} ${r1(cy + r * s * Math.sin(0.8))}" fill="none" stroke="${color}" stroke-width="${r1(7 * s)}" stroke-linecap="round" opacity="${1 - i * 0.22}"/>`,
    ),
  ].join('')
}

function slab(x: number, y: number, w: number, h: number, rx: number, p: Palette, front: string) {
  return [
    `<rect x="${x + 16}" y="${y - 12}" width="${w}" height="${h}" rx="${rx}" fill="${p.body.edge}"/>`,
    `<rect x="${x + 8}" y="${y - 6}" width="${w}" height="${h}" rx="${rx}" fill="${p.body.lo}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${front}"/>`,
  ].join('')
}

const reader: Drawing = (p, style) => {
  const size = [
    { w: 150, h: 420 },
    { w: 250, h: 330 },
    { w: 230, h: 400 },
    { w: 300, h: 480 },
  ][style % 4] ?? { w: 250, h: 330 }
  const x = 400 - size.w / 2
  const y = 380 - size.h / 2 + 20
  const out = [
    shadow(410, y + size.h + 34, size.w * 0.9, 24),
    slab(x, y, size.w, size.h, 26, p, 'url(#bV)'),
  ]
  const inset = 14
  const panel = style === 3 ? '#0f1319' : '#161a20'
  out.push(
    `<rect x="${x + inset}" y="${y + inset}" width="${size.w - inset * 2}" height="${size.h - inset * 2}" rx="18" fill="${panel}"/>`,
  )
  if (style === 0 || style === 1) {
    out.push(contactless(400, y + size.h * 0.42, style === 0 ? 0.9 : 1.2, p.accentLight))
    out.push(
      `<rect x="${400 - 30}" y="${y + size.h - 64}" width="60" height="8" rx="4" fill="${p.accent}"/>`,
    )
    out.push(
      `<rect x="${400 - 30}" y="${y + size.h - 64}" width="60" height="8" rx="4" fill="url(#aGlow)"/>`,
    )
  }
  if (style === 2) {
    out.push(contactless(400, y + 90, 0.75, p.accentLight))
    out.push(
      `<ellipse cx="400" cy="${y + 250}" rx="58" ry="74" fill="#2c333d" stroke="${p.accent}" stroke-width="5"/>`,
    )
    for (let i = 1; i <= 5; i++) {
      out.push(
        `<ellipse cx="400" cy="${y + 256}" rx="${i * 9}" ry="${i * 12}" fill="none" stroke="${p.accentLight}" stroke-width="3" opacity="0.55" stroke-dasharray="${14 + i * 4} 7"/>`,
      )
    }
  }
  if (style === 3) {
    const sx = x + 34
    const sy = y + 80
    const sw = size.w - 68
    const sh = size.h - 170
    out.push(
      `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="8" fill="url(#aV)" opacity="0.9"/>`,
      `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="8" fill="#0b1a2a" opacity="0.45"/>`,
      `<circle cx="400" cy="${sy + sh * 0.4}" r="${sw * 0.2}" fill="#ffffff" opacity="0.85"/>`,
      `<path d="M ${400 - sw * 0.36} ${sy + sh} Q ${400 - sw * 0.34} ${sy + sh * 0.64} 400 ${sy + sh * 0.64} Q ${400 + sw * 0.34} ${sy + sh * 0.64} ${400 + sw * 0.36} ${sy + sh} Z" fill="#ffffff" opacity="0.85"/>`,
      ...[
        [sx + 20, sy + 20, 1, 1],
        [sx + sw - 20, sy + 20, -1, 1],
        [sx + 20, sy + sh - 40, 1, -1],
        [sx + sw - 20, sy + sh - 40, -1, -1],
      ].map(
        ([cx = 0, cy = 0, fx = 1, fy = 1]) =>
          `<path d="M ${cx} ${cy + fy * 28} L ${cx} ${cy} L ${cx + fx * 28} ${cy}" fill="none" stroke="${p.accentLight}" stroke-width="5"/>`,
      ),
      `<circle cx="372" cy="${y + 46}" r="10" fill="url(#glass)"/>`,
      `<circle cx="428" cy="${y + 46}" r="10" fill="url(#glass)"/>`,
      contactless(400, y + size.h - 48, 0.5, p.accentLight),
    )
  }
  out.push(
    `<rect x="${x}" y="${y}" width="${size.w}" height="${size.h}" rx="26" fill="url(#shine)" opacity="0.5"/>`,
  )
  return out.join('')
}

const turnstile: Drawing = (p, style) => {
  const steel = { front: 'url(#mH)', top: 'url(#mV)', side: p.metal.lo }
  const out: string[] = []
  if (style === 0) {
    out.push(
      shadow(420, 650, 280, 34),
      box(230, 340, 250, 280, 150, steel, 4),
      `<rect x="230" y="340" width="250" height="16" fill="url(#aH)"/>`,
      `<rect x="262" y="380" width="70" height="46" rx="6" fill="#1c2129"/>`,
      contactless(297, 403, 0.35, p.accentLight),
    )
    const hub = { x: 520, y: 400 }
    const arms = [
      [735, 430],
      [560, 230],
      [470, 560],
    ]
    for (const [ax = 0, ay = 0] of arms) {
      out.push(
        `<line x1="${hub.x}" y1="${hub.y}" x2="${ax}" y2="${ay}" stroke="${p.metal.edge}" stroke-width="30" stroke-linecap="round"/>`,
        `<line x1="${hub.x}" y1="${hub.y}" x2="${ax}" y2="${ay}" stroke="${p.metal.base}" stroke-width="24" stroke-linecap="round"/>`,
        `<line x1="${hub.x}" y1="${hub.y - 6}" x2="${ax}" y2="${ay - 6}" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`,
      )
    }
    out.push(`<circle cx="${hub.x}" cy="${hub.y}" r="40" fill="url(#mS)"/>`)
    out.push(`<circle cx="${hub.x}" cy="${hub.y}" r="14" fill="${p.accent}"/>`)
    return out.join('')
  }
  if (style === 1) {
    const depth = 240
    const dx = depth * 0.62
    const dy = -depth * 0.42
    const cabinet = (x: number) => [
      box(x, 390, 100, 240, depth, steel, 4),
      `<path d="M${x} 390 L${r1(x + dx)} ${r1(390 + dy)} L${r1(x + 100 + dx)} ${r1(390 + dy)} L${x + 100} 390 Z" fill="#1b2027"/>`,
      `<path d="M${x + 10} 386 L${r1(x + dx)} ${r1(394 + dy)}" stroke="${p.accentLight}" stroke-width="5" opacity="0.9"/>`,
    ]
    // Glass wings sit half way along the cabinets and meet in the middle of the passage.
    const wy = r1(390 + dy / 2 + 50)
    const wing = (x: number, w: number) =>
      `<rect x="${r1(x)}" y="${wy}" width="${w}" height="120" rx="14" fill="${p.accentLight}" opacity="0.4" stroke="${p.accent}" stroke-width="3"/>`
    out.push(
      shadow(430, 650, 350, 40),
      ...cabinet(80),
      wing(180 + dx / 2, 150),
      wing(180 + dx / 2 + 160, 160),
      ...cabinet(500),
      `<rect x="100" y="420" width="40" height="26" rx="4" fill="#1c2129"/>`,
      contactless(120, 433, 0.22, p.accentLight),
    )
    return out.join('')
  }
  if (style === 2) {
    out.push(
      shadow(420, 680, 300, 34),
      box(170, 150, 420, 40, 160, steel),
      `<rect x="170" y="150" width="420" height="8" fill="${p.accent}"/>`,
      `<rect x="180" y="190" width="22" height="470" fill="url(#mC)"/>`,
      `<rect x="558" y="190" width="22" height="470" fill="url(#mC)"/>`,
      `<rect x="368" y="190" width="24" height="470" fill="url(#mC)"/>`,
    )
    for (let k = 0; k < 11; k++) {
      const y = 220 + k * 40
      out.push(
        `<path d="M 380 ${y} L 300 ${y + 12} M 380 ${y} L 470 ${y + 10} M 380 ${y} L 420 ${y - 10}" stroke="${p.metal.base}" stroke-width="9" stroke-linecap="round"/>`,
        `<path d="M 569 ${y + 20} L 500 ${y + 20}" stroke="${p.metal.lo}" stroke-width="8" stroke-linecap="round"/>`,
      )
    }
    return out.join('')
  }
  out.push(
    shadow(440, 640, 330, 30),
    `<rect x="250" y="410" width="540" height="34" rx="17" fill="#f4f6f8" stroke="#b7bfc9" stroke-width="2"/>`,
    grid(
      300,
      410,
      6,
      1,
      84,
      0,
      (x) => `<rect x="${x}" y="410" width="40" height="34" fill="#d8312b"/>`,
    ),
    `<rect x="760" y="410" width="30" height="34" rx="15" fill="#d8312b"/>`,
    box(150, 360, 140, 270, 110, { front: 'url(#bV)', top: p.body.hi, side: p.body.lo }, 10),
    `<rect x="150" y="360" width="140" height="16" rx="8" fill="url(#aH)"/>`,
    `<circle cx="260" cy="427" r="18" fill="url(#mS)"/>`,
    led(220, 470, 8, p.accentLight),
  )
  return out.join('')
}

const panel: Drawing = (p, style) => {
  const fire = style >= 2
  const faces = fire
    ? { front: 'url(#rV)', top: RED.hi, side: RED.lo }
    : { front: 'url(#bV)', top: p.body.hi, side: p.body.lo }
  const out = [shadow(440, 660, 260, 30), box(210, 200, 360, 430, 90, faces, 10)]
  if (style === 0) {
    out.push(
      `<rect x="236" y="228" width="308" height="220" rx="6" fill="#0f1d14"/>`,
      `<rect x="250" y="242" width="280" height="192" rx="4" fill="#1f6b3a"/>`,
      grid(
        268,
        262,
        4,
        2,
        62,
        70,
        (x, y) => `<rect x="${x}" y="${y}" width="40" height="40" rx="3" fill="#16191d"/>`,
      ),
      grid(
        262,
        404,
        14,
        1,
        19,
        0,
        (x) => `<rect x="${x}" y="404" width="12" height="18" fill="#3fae5e"/>`,
      ),
      `<rect x="236" y="228" width="308" height="220" rx="6" fill="url(#shine)" opacity="0.7"/>`,
      `<rect x="236" y="470" width="150" height="20" rx="4" fill="${p.body.lo}"/>`,
      led(500, 480, 7, p.accentLight),
      `<circle cx="530" cy="590" r="12" fill="url(#mS)"/>`,
    )
  } else if (style === 1) {
    out.push(
      grid(
        250,
        240,
        1,
        6,
        0,
        22,
        (x, y) =>
          `<rect x="${x}" y="${y}" width="280" height="8" rx="4" fill="${p.body.lo}" opacity="0.6"/>`,
      ),
      `<rect x="260" y="400" width="260" height="190" rx="14" fill="#1b1f25"/>`,
      `<rect x="280" y="416" width="220" height="46" rx="4" fill="${hsl(p.hue, 45, 70)}"/>`,
      `<rect x="292" y="428" width="130" height="8" rx="2" fill="#20303a" opacity="0.7"/>`,
      `<rect x="292" y="444" width="90" height="8" rx="2" fill="#20303a" opacity="0.7"/>`,
      grid(
        290,
        478,
        4,
        3,
        52,
        34,
        (x, y) => `<rect x="${x}" y="${y}" width="40" height="24" rx="6" fill="#d9dde3"/>`,
      ),
      led(268, 230, 6, p.accent),
    )
  } else {
    out.push(
      `<rect x="236" y="226" width="308" height="380" rx="6" fill="#e9ebee"/>`,
      `<rect x="252" y="242" width="${style === 2 ? 190 : 276}" height="${style === 2 ? 120 : 60}" rx="4" fill="#10202e"/>`,
    )
    if (style === 2) {
      out.push(
        grid(
          264,
          258,
          1,
          5,
          0,
          20,
          (x, y) =>
            `<rect x="${x}" y="${y}" width="${120 + (y % 3) * 15}" height="8" rx="2" fill="#6fd0ff" opacity="0.75"/>`,
        ),
        grid(466, 250, 2, 5, 30, 24, (_, __, i, j) =>
          led(
            474 + i * 30,
            256 + j * 24,
            6,
            ['#ff3b30', '#ffcc00', '#34c759'][(i + j) % 3] ?? '#34c759',
          ),
        ),
        grid(
          256,
          390,
          5,
          2,
          56,
          46,
          (x, y) => `<rect x="${x}" y="${y}" width="44" height="32" rx="6" fill="#c8ccd3"/>`,
        ),
      )
    } else {
      out.push(
        `<rect x="262" y="256" width="140" height="10" rx="2" fill="#6fd0ff" opacity="0.75"/>`,
        grid(262, 320, 8, 4, 34, 34, (x, y, i) =>
          led(x + 10, y + 10, 6, i % 2 ? '#ffcc00' : '#ff3b30'),
        ),
        grid(
          262,
          470,
          4,
          1,
          66,
          0,
          (x) => `<rect x="${x}" y="470" width="52" height="34" rx="6" fill="#c8ccd3"/>`,
        ),
      )
    }
    out.push(
      `<circle cx="510" cy="565" r="14" fill="url(#mS)"/>`,
      `<rect x="236" y="226" width="308" height="380" rx="6" fill="url(#shine)" opacity="0.4"/>`,
    )
  }
  return out.join('')
}

const detector: Drawing = (p, style) => {
  const out: string[] = []
  if (style === 3) {
    out.push(
      shadow(410, 560, 280, 28),
      box(150, 400, 290, 90, 80, { front: 'url(#bV)', top: p.body.hi, side: p.body.lo }, 14),
      box(470, 410, 170, 80, 80, { front: 'url(#bV)', top: p.body.hi, side: p.body.lo }, 14),
      led(200, 430, 6, p.accent),
      `<rect x="150" y="470" width="290" height="6" fill="${p.accent}" opacity="0.8"/>`,
    )
    return out.join('')
  }
  if (style === 2) {
    out.push(
      shadow(400, 610, 270, 30),
      cylinder(400, 440, 230, 70, 44, 'url(#bC)', 'url(#bV)'),
      `<ellipse cx="400" cy="440" rx="230" ry="70" fill="none" stroke="${p.accent}" stroke-width="4"/>`,
      `<path d="M 290 432 A 110 110 0 0 1 510 432 A 110 34 0 0 1 290 432 Z" fill="#e7ecf1" stroke="#c7ced7" stroke-width="2"/>`,
    )
    for (let i = -4; i <= 4; i++) {
      out.push(
        `<path d="M ${400 + i * 24} ${432 + Math.abs(i) * 2} Q ${400 + i * 12} 360 400 322" fill="none" stroke="#c2cad4" stroke-width="2"/>`,
      )
    }
    out.push(led(540, 452, 6, '#ff453a'))
    return out.join('')
  }
  const big = style === 1
  const w = big ? 250 : 210
  const h = big ? 360 : 310
  const x = 400 - w / 2
  const y = 200
  const shape = (ox: number, oy: number) =>
    `M ${x + ox} ${y + 40 + oy} Q ${x + ox} ${y + oy} ${x + 40 + ox} ${y + oy} L ${x + w - 40 + ox} ${y + oy} Q ${x + w + ox} ${y + oy} ${x + w + ox} ${y + 40 + oy} L ${x + w + ox} ${y + h - 90 + oy} Q ${x + w / 2 + ox} ${y + h + 30 + oy} ${x + ox} ${y + h - 90 + oy} Z`
  out.push(
    shadow(410, 640, 200, 24),
    `<path d="${shape(18, -12)}" fill="${p.body.edge}"/>`,
    `<path d="${shape(9, -6)}" fill="${p.body.lo}"/>`,
    `<path d="${shape(0, 0)}" fill="url(#bV)"/>`,
  )
  if (big) {
    out.push(
      `<path d="M ${x - 8} ${y + 40} Q ${x - 8} ${y - 14} ${x + 40} ${y - 14} L ${x + w - 40} ${y - 14} Q ${x + w + 8} ${y - 14} ${x + w + 8} ${y + 40} L ${x + w + 8} ${y + 70} L ${x - 8} ${y + 70} Z" fill="url(#aV)" opacity="0.9"/>`,
    )
  }
  const lx = x + 30
  const ly = y + (big ? 110 : 80)
  const lw = w - 60
  const lh = big ? 110 : 120
  out.push(
    `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="${lh / 2.5}" fill="#dfe4ea"/>`,
    `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="${lh / 2.5}" fill="#5b6675" opacity="0.35"/>`,
    grid(
      lx + 12,
      ly + 6,
      8,
      1,
      (lw - 24) / 7,
      0,
      (cx) =>
        `<line x1="${r1(cx)}" y1="${ly + 4}" x2="${r1(cx)}" y2="${ly + lh - 4}" stroke="#ffffff" stroke-width="2" opacity="0.6"/>`,
    ),
    grid(
      lx,
      ly + lh / 3,
      1,
      2,
      0,
      lh / 3,
      (_, cy) =>
        `<line x1="${lx + 6}" y1="${r1(cy)}" x2="${lx + lw - 6}" y2="${r1(cy)}" stroke="#ffffff" stroke-width="2" opacity="0.5"/>`,
    ),
    `<rect x="${lx + 10}" y="${ly + 8}" width="${lw * 0.5}" height="${lh * 0.3}" rx="${lh * 0.15}" fill="#ffffff" opacity="0.45"/>`,
    led(400, ly + lh + 40, 6, '#ff453a'),
  )
  if (big)
    out.push(
      `<rect x="${x + w / 2 - 40}" y="${ly + lh + 70}" width="80" height="30" rx="8" fill="#cfd6de"/>`,
    )
  out.push(`<path d="${shape(0, 0)}" fill="url(#shine)" opacity="0.5"/>`)
  return out.join('')
}

const siren: Drawing = (p, style) => {
  const out: string[] = []
  if (style === 1) {
    out.push(
      shadow(400, 650, 220, 26),
      cylinder(400, 450, 175, 54, 150, 'url(#rC)', 'url(#rV)'),
      grid(0, 0, 7, 1, 0, 0, (_, __, i) => {
        const a = -1.2 + i * 0.4
        const xx = r1(400 + Math.sin(a) * 175)
        return `<path d="M ${xx} 470 L ${xx} 580" stroke="#7a1512" stroke-width="${r1(8 * Math.cos(a))}" stroke-linecap="round" opacity="0.8"/>`
      }),
      `<ellipse cx="400" cy="450" rx="150" ry="46" fill="#d73c36"/>`,
      `<path d="M 290 440 A 110 150 0 0 1 510 440 A 110 34 0 0 1 290 440 Z" fill="#ff5a4f" opacity="0.85"/>`,
      `<path d="M 290 440 A 110 150 0 0 1 510 440 A 110 34 0 0 1 290 440 Z" fill="url(#glow)" opacity="0.55"/>`,
      `<path d="M 318 400 A 90 120 0 0 1 390 306" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.5"/>`,
    )
    return out.join('')
  }
  if (style === 2) {
    out.push(
      shadow(400, 600, 170, 22),
      `<circle cx="412" cy="380" r="170" fill="${p.body.edge}"/>`,
      `<circle cx="400" cy="388" r="170" fill="url(#bS)"/>`,
      ...[130, 100, 70, 40].map(
        (r, i) =>
          `<circle cx="400" cy="388" r="${r}" fill="none" stroke="${i % 2 ? p.body.lo : p.body.edge}" stroke-width="10" opacity="0.5"/>`,
      ),
      `<circle cx="400" cy="388" r="22" fill="url(#aV)"/>`,
    )
    return out.join('')
  }
  const flash = hsl(p.hue, 90, 55)
  const shape = (ox: number, oy: number) =>
    `M ${250 + ox} ${170 + oy} L ${550 + ox} ${170 + oy} Q ${590 + ox} ${170 + oy} ${590 + ox} ${210 + oy} L ${590 + ox} ${470 + oy} Q ${590 + ox} ${600 + oy} ${400 + ox} ${640 + oy} Q ${210 + ox} ${600 + oy} ${210 + ox} ${470 + oy} L ${210 + ox} ${210 + oy} Q ${210 + ox} ${170 + oy} ${250 + ox} ${170 + oy} Z`
  out.push(
    shadow(420, 690, 230, 24),
    `<path d="${shape(20, -14)}" fill="${p.body.edge}"/>`,
    `<path d="${shape(10, -7)}" fill="${p.body.lo}"/>`,
    `<path d="${shape(0, 0)}" fill="url(#bV)"/>`,
    `<path d="M 250 200 L 550 200 Q 560 200 560 212 L 560 300 L 240 300 L 240 212 Q 240 200 250 200 Z" fill="${flash}" opacity="0.9"/>`,
    `<path d="M 250 200 L 550 200 Q 560 200 560 212 L 560 300 L 240 300 L 240 212 Q 240 200 250 200 Z" fill="url(#glow)" opacity="0.5"/>`,
    grid(
      250,
      214,
      12,
      1,
      26,
      0,
      (x) =>
        `<line x1="${x}" y1="214" x2="${x}" y2="288" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`,
    ),
    grid(
      270,
      350,
      1,
      6,
      0,
      30,
      (x, y, _, j) =>
        `<rect x="${x + j * 6}" y="${y}" width="${260 - j * 12}" height="12" rx="6" fill="${p.body.lo}" opacity="0.7"/>`,
    ),
    `<path d="${shape(0, 0)}" fill="url(#shine)" opacity="0.5"/>`,
  )
  return out.join('')
}

const smokeDetector: Drawing = (p, style) => {
  const out: string[] = []
  if (style === 2) {
    out.push(
      shadow(420, 640, 260, 28),
      `<path d="M 260 560 L 260 620 L 580 620 L 580 560" fill="none" stroke="${p.metal.lo}" stroke-width="14"/>`,
      box(220, 300, 330, 250, 140, { front: 'url(#bV)', top: p.body.hi, side: p.body.lo }, 18),
      `<circle cx="385" cy="420" r="92" fill="#11151b"/>`,
      lens(385, 420, 74),
      led(505, 335, 6, '#ff453a'),
      led(505, 360, 6, '#34c759'),
    )
    return out.join('')
  }
  if (style === 3) {
    out.push(
      shadow(420, 640, 200, 24),
      slab(270, 200, 260, 400, 34, p, 'url(#bV)'),
      grid(
        320,
        260,
        6,
        6,
        32,
        32,
        (x, y) => `<circle cx="${x}" cy="${y}" r="9" fill="${p.body.lo}"/>`,
      ),
      led(330, 500, 8, '#34c759'),
      led(370, 500, 8, '#ffcc00'),
      led(410, 500, 8, '#ff3b30'),
      `<rect x="320" y="540" width="160" height="10" rx="5" fill="${p.accent}"/>`,
      `<rect x="270" y="200" width="260" height="400" rx="34" fill="url(#shine)" opacity="0.5"/>`,
    )
    return out.join('')
  }
  out.push(
    shadow(400, 610, 280, 30),
    cylinder(400, 470, 240, 72, 46, 'url(#bC)', 'url(#bV)'),
    `<ellipse cx="400" cy="470" rx="240" ry="72" fill="none" stroke="${p.body.lo}" stroke-width="3"/>`,
  )
  if (style === 1) {
    out.push(
      cylinder(400, 420, 150, 46, 50, 'url(#bC)', 'url(#bV)'),
      cylinder(400, 330, 56, 18, 90, 'url(#bC)', 'url(#bV)'),
      grid(0, 0, 9, 1, 0, 0, (_, __, i) => {
        const a = -1.3 + i * 0.325
        const xx = r1(400 + Math.sin(a) * 56)
        return `<line x1="${xx}" y1="338" x2="${xx}" y2="410" stroke="${p.body.edge}" stroke-width="${r1(6 * Math.cos(a))}" />`
      }),
      `<circle cx="400" cy="330" r="10" fill="${p.accent}"/>`,
      led(520, 452, 7, '#ff453a'),
    )
  } else {
    out.push(cylinder(400, 380, 170, 52, 80, 'url(#bC)', 'url(#bV)'))
    for (let i = 0; i < 15; i++) {
      const a = -1.4 + i * 0.2
      const xx = r1(400 + Math.sin(a) * 170)
      out.push(
        `<line x1="${xx}" y1="${r1(394 + Math.cos(a) * 46)}" x2="${xx}" y2="${r1(448 + Math.cos(a) * 46)}" stroke="${p.body.edge}" stroke-width="${r1(10 * Math.cos(a))}" stroke-linecap="round"/>`,
      )
    }
    out.push(
      `<ellipse cx="400" cy="380" rx="120" ry="36" fill="${p.body.lo}" opacity="0.35"/>`,
      `<ellipse cx="400" cy="376" rx="70" ry="21" fill="url(#bS)"/>`,
      `<circle cx="400" cy="376" r="8" fill="${p.accent}"/>`,
      led(560, 486, 8, '#ff453a'),
    )
  }
  return out.join('')
}

const lock: Drawing = (p, style) => {
  const out: string[] = []
  if (style === 0) {
    out.push(
      shadow(420, 600, 320, 30),
      box(110, 330, 520, 90, 90, { front: 'url(#mV)', top: p.metal.hi, side: p.metal.lo }, 6),
      `<rect x="110" y="408" width="520" height="12" fill="${p.metal.edge}" opacity="0.6"/>`,
      led(150, 370, 7, p.accent),
      `<rect x="560" y="360" width="40" height="10" rx="5" fill="${p.accent}"/>`,
      box(170, 480, 400, 58, 40, { front: 'url(#mH)', top: p.metal.hi, side: p.metal.lo }, 4),
      `<circle cx="370" cy="509" r="14" fill="${p.metal.lo}"/>`,
      `<path d="M 110 380 C 60 390, 60 470, 100 520" fill="none" stroke="#2a2f36" stroke-width="8" stroke-linecap="round"/>`,
    )
    return out.join('')
  }
  if (style === 1) {
    out.push(
      shadow(420, 660, 160, 22),
      box(360, 190, 110, 420, 120, { front: p.dark.base, top: p.dark.hi, side: p.dark.lo }, 6),
      `<rect x="330" y="170" width="140" height="460" rx="16" fill="url(#mH)"/>`,
      `<rect x="360" y="340" width="60" height="150" rx="8" fill="#242a31"/>`,
      `<path d="M 420 340 L 440 340 L 440 490 L 420 490 Z" fill="url(#mH)"/>`,
      `<circle cx="400" cy="220" r="12" fill="${p.metal.lo}"/><circle cx="400" cy="580" r="12" fill="${p.metal.lo}"/>`,
      `<rect x="348" y="520" width="8" height="40" rx="4" fill="${p.accent}"/>`,
    )
    return out.join('')
  }
  const smart = style === 2
  const front = smart ? '#14181e' : 'url(#bH)'
  out.push(
    shadow(440, 680, 220, 24),
    `<rect x="336" y="118" width="170" height="540" rx="40" fill="${p.body.edge}"/>`,
    `<rect x="320" y="124" width="170" height="540" rx="40" fill="${smart ? 'url(#bH)' : 'url(#bV)'}"/>`,
    `<rect x="334" y="140" width="142" height="${smart ? 330 : 250}" rx="28" fill="${front}"/>`,
  )
  if (smart) {
    out.push(
      grid(
        365,
        190,
        3,
        4,
        40,
        46,
        (x, y) =>
          `<circle cx="${x + 5}" cy="${y}" r="13" fill="${p.accent}" opacity="0.25"/><circle cx="${x + 5}" cy="${y}" r="5" fill="${p.accentLight}"/>`,
      ),
      `<circle cx="405" cy="420" r="22" fill="#2c333d" stroke="${p.accentLight}" stroke-width="3"/>`,
    )
  } else {
    out.push(
      `<rect x="350" y="170" width="110" height="120" rx="14" fill="#1b1f25"/>`,
      contactless(405, 230, 0.5, p.accentLight),
      led(405, 320, 7, '#34c759'),
    )
  }
  out.push(
    `<circle cx="405" cy="${smart ? 520 : 420}" r="36" fill="url(#mS)"/>`,
    `<path d="M 405 ${smart ? 505 : 405} L 640 ${smart ? 500 : 400} Q 668 ${smart ? 502 : 402} 668 ${smart ? 522 : 422} Q 668 ${smart ? 540 : 440} 640 ${smart ? 540 : 440} L 405 ${smart ? 540 : 440} Z" fill="url(#mV)"/>`,
    `<circle cx="405" cy="${smart ? 610 : 560}" r="14" fill="${p.metal.lo}"/>`,
    `<rect x="320" y="124" width="170" height="540" rx="40" fill="url(#shine)" opacity="0.4"/>`,
  )
  return out.join('')
}

const lamp: Drawing = (p, style) => {
  const warm = hsl(p.hue, 55, 94)
  const out: string[] = []
  if (style === 0) {
    out.push(
      `<ellipse cx="400" cy="430" rx="360" ry="200" fill="url(#glow)" opacity="0.6"/>`,
      shadow(420, 640, 300, 26),
      `<path d="M 120 440 L 420 250 L 690 360 L 390 560 Z" fill="${p.metal.lo}"/>`,
      `<path d="M 120 440 L 390 560 L 390 578 L 120 458 Z" fill="${p.metal.edge}"/>`,
      `<path d="M 390 560 L 690 360 L 690 378 L 390 578 Z" fill="${p.metal.base}"/>`,
      `<path d="M 146 440 L 420 266 L 664 364 L 390 540 Z" fill="${warm}"/>`,
      `<path d="M 146 440 L 420 266 L 664 364 L 390 540 Z" fill="url(#glow)"/>`,
    )
    return out.join('')
  }
  if (style === 1) {
    out.push(
      shadow(410, 660, 260, 26),
      `<path d="M 260 560 L 260 620 L 560 620 L 560 560" fill="none" stroke="${GRAPHITE.lo}" stroke-width="18"/>`,
      box(200, 220, 400, 330, 90, { front: 'url(#dV)', top: GRAPHITE.hi, side: GRAPHITE.lo }, 18),
      grid(
        0,
        0,
        9,
        1,
        0,
        0,
        (_, __, i) =>
          `<path d="M ${600 + i * 6} ${216 - i * 4} L ${600 + i * 6} ${546 - i * 4}" stroke="${GRAPHITE.edge}" stroke-width="3"/>`,
      ),
      `<rect x="228" y="248" width="344" height="274" rx="8" fill="${warm}"/>`,
      grid(
        262,
        282,
        6,
        4,
        56,
        62,
        (x, y) =>
          `<circle cx="${x}" cy="${y}" r="16" fill="#ffffff"/><circle cx="${x}" cy="${y}" r="22" fill="url(#glow)"/>`,
      ),
      `<rect x="228" y="248" width="344" height="274" rx="8" fill="url(#shine)"/>`,
    )
    return out.join('')
  }
  if (style === 2) {
    const green = '#1a9d55'
    out.push(
      shadow(420, 600, 300, 24),
      box(130, 300, 520, 230, 60, { front: 'url(#bV)', top: p.body.hi, side: p.body.lo }, 14),
      `<rect x="156" y="326" width="468" height="178" rx="6" fill="${green}"/>`,
      // Running figure and door, as plain shapes.
      `<rect x="470" y="350" width="110" height="132" fill="#ffffff"/><rect x="486" y="366" width="78" height="116" fill="${green}"/>`,
      `<circle cx="370" cy="362" r="17" fill="#ffffff"/>`,
      `<path d="M 360 384 L 336 440 L 300 470 M 352 406 L 392 430 L 420 470 M 360 388 L 410 396 L 432 376 M 356 394 L 320 404 L 300 390" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<path d="M 190 415 L 260 415 M 230 385 L 262 415 L 230 445" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<rect x="156" y="326" width="468" height="178" rx="6" fill="url(#shine)" opacity="0.6"/>`,
    )
    return out.join('')
  }
  out.push(
    shadow(400, 640, 260, 30),
    cylinder(400, 330, 150, 46, 190, 'url(#mC)', p.metal.base),
    grid(0, 0, 9, 1, 0, 0, (_, __, i) => {
      const xx = 270 + i * 32
      return `<line x1="${xx}" y1="350" x2="${xx}" y2="${500 + Math.sin((i / 8) * Math.PI) * 40}" stroke="${p.metal.edge}" stroke-width="3" opacity="0.5"/>`
    }),
    `<ellipse cx="400" cy="520" rx="230" ry="74" fill="${p.body.lo}"/>`,
    `<ellipse cx="400" cy="512" rx="230" ry="74" fill="url(#bV)"/>`,
    `<ellipse cx="400" cy="518" rx="170" ry="52" fill="${warm}"/>`,
    `<ellipse cx="400" cy="518" rx="170" ry="52" fill="url(#glow)"/>`,
    `<ellipse cx="400" cy="540" rx="300" ry="110" fill="url(#glow)" opacity="0.35"/>`,
  )
  return out.join('')
}

const networkSwitch: Drawing = (p, style) => {
  const out: string[] = []
  const faces = {
    front: 'url(#dV)',
    top: p.body === WHITE ? 'url(#mV)' : 'url(#mH)',
    side: GRAPHITE.lo,
  }
  if (style === 0) {
    out.push(
      shadow(420, 520, 360, 34),
      box(60, 400, 560, 72, 200, faces, 4),
      `<rect x="40" y="396" width="24" height="80" rx="3" fill="url(#mH)"/><rect x="616" y="396" width="24" height="80" rx="3" fill="url(#mH)"/>`,
      `<rect x="60" y="400" width="560" height="4" fill="${p.accent}"/>`,
      grid(
        116,
        412,
        12,
        2,
        32,
        28,
        (x, y, i) =>
          `<rect x="${x}" y="${y}" width="28" height="22" rx="2" fill="#0b0d10" stroke="#5a626d" stroke-width="1.5"/><rect x="${x + 8}" y="${y + 14}" width="12" height="6" fill="#2b3138"/>` +
          (y < 430
            ? `<rect x="${x + 2}" y="${y - 4}" width="6" height="3" fill="${i % 3 ? '#37d67a' : '#ffb020'}"/>`
            : ''),
      ),
      grid(
        518,
        414,
        2,
        2,
        44,
        26,
        (x, y) =>
          `<rect x="${x}" y="${y}" width="36" height="18" rx="2" fill="#8d96a2" stroke="#0b0d10" stroke-width="3"/>`,
      ),
      led(86, 426, 5, '#37d67a'),
      led(86, 448, 5, p.accentLight),
    )
    return out.join('')
  }
  if (style === 1) {
    out.push(
      shadow(420, 660, 220, 24),
      `<rect x="180" y="560" width="420" height="20" fill="url(#mV)"/>`,
      box(300, 200, 140, 420, 190, faces, 8),
      grid(
        0,
        0,
        10,
        1,
        0,
        0,
        (_, __, i) =>
          `<path d="M ${446 + i * 10} ${194 - i * 7} L ${446 + i * 10} ${612 - i * 7}" stroke="${GRAPHITE.edge}" stroke-width="4"/>`,
      ),
      `<rect x="316" y="214" width="108" height="34" rx="3" fill="#2f9d52"/>`,
      grid(
        322,
        220,
        4,
        1,
        26,
        0,
        (x) => `<rect x="${x}" y="220" width="18" height="22" fill="#1a5e31"/>`,
      ),
      grid(
        330,
        280,
        2,
        4,
        44,
        46,
        (x, y) =>
          `<rect x="${x}" y="${y}" width="36" height="30" rx="2" fill="#0b0d10" stroke="#5a626d" stroke-width="1.5"/>` +
          led(x + 6, y - 6, 3, '#37d67a'),
      ),
      grid(
        330,
        480,
        2,
        1,
        44,
        0,
        (x) =>
          `<rect x="${x}" y="480" width="36" height="22" rx="2" fill="#8d96a2" stroke="#0b0d10" stroke-width="3"/>`,
      ),
      `<rect x="300" y="200" width="140" height="6" fill="${p.accent}"/>`,
      led(336, 560, 5, p.accentLight),
    )
    return out.join('')
  }
  if (style === 2) {
    out.push(
      shadow(430, 520, 250, 30),
      box(230, 380, 300, 100, 230, faces, 8),
      `<rect x="230" y="380" width="300" height="5" fill="${p.accent}"/>`,
      `<rect x="262" y="410" width="46" height="38" rx="3" fill="#0b0d10" stroke="#5a626d" stroke-width="2"/>`,
      `<rect x="410" y="404" width="72" height="50" rx="4" fill="${hsl(p.hue + 20, 70, 55)}"/>`,
      `<rect x="422" y="414" width="20" height="30" rx="3" fill="#0b0d10"/><rect x="450" y="414" width="20" height="30" rx="3" fill="#0b0d10"/>`,
      led(340, 420, 5, '#37d67a'),
      led(366, 420, 5, '#37d67a'),
      led(340, 446, 5, p.accentLight),
    )
    return out.join('')
  }
  out.push(
    shadow(450, 560, 300, 26),
    box(160, 410, 150, 60, 520, { front: 'url(#mV)', top: p.metal.hi, side: p.metal.lo }, 4),
    `<rect x="180" y="424" width="44" height="32" rx="3" fill="#0b0d10"/><rect x="246" y="424" width="44" height="32" rx="3" fill="#0b0d10"/>`,
    `<path d="M 170 470 Q 170 540 235 540 Q 300 540 300 470" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M 330 300 L 560 300" stroke="${p.metal.edge}" stroke-width="3" opacity="0.4"/>`,
  )
  return out.join('')
}

const cable: Drawing = (p, style) => {
  const jacket = hsl(p.hue, 60, 50)
  const jacketDark = hsl(p.hue, 60, 34)
  const jacketLight = hsl(p.hue, 70, 68)
  const out: string[] = []
  if (style === 2) {
    out.push(
      shadow(430, 640, 280, 30),
      box(190, 270, 330, 340, 200, { front: '#c9a06b', top: '#dcb885', side: '#a77f4d' }, 2),
      `<rect x="220" y="300" width="200" height="120" fill="#ffffff" opacity="0.92"/>`,
      `<rect x="236" y="320" width="120" height="14" fill="${jacket}"/>`,
      `<rect x="236" y="346" width="160" height="8" fill="#9aa3ae"/><rect x="236" y="364" width="130" height="8" fill="#9aa3ae"/>`,
      grid(
        236,
        390,
        14,
        1,
        6,
        0,
        (x, _, i) => `<rect x="${x}" y="390" width="${i % 3 ? 3 : 5}" height="18" fill="#333"/>`,
      ),
      `<circle cx="440" cy="520" r="30" fill="#6e5232"/>`,
      `<path d="M 440 520 C 520 540, 620 600, 560 660 C 520 700, 450 680, 470 640" fill="none" stroke="${jacketDark}" stroke-width="20" stroke-linecap="round"/>`,
      `<path d="M 440 520 C 520 540, 620 600, 560 660 C 520 700, 450 680, 470 640" fill="none" stroke="${jacket}" stroke-width="14" stroke-linecap="round"/>`,
    )
    return out.join('')
  }
  if (style === 1) {
    out.push(shadow(400, 620, 280, 34))
    for (let i = 0; i < 12; i++) {
      const y = 470 - i * 10
      out.push(
        `<ellipse cx="${400 + (i % 2) * 6}" cy="${y}" rx="${220 - (i % 3) * 4}" ry="${110 - (i % 3) * 3}" fill="none" stroke="${jacketDark}" stroke-width="26"/>`,
        `<ellipse cx="${400 + (i % 2) * 6}" cy="${y - 2}" rx="${220 - (i % 3) * 4}" ry="${110 - (i % 3) * 3}" fill="none" stroke="${jacket}" stroke-width="18"/>`,
      )
    }
    out.push(
      `<ellipse cx="400" cy="356" rx="220" ry="110" fill="none" stroke="${jacketLight}" stroke-width="5" opacity="0.8"/>`,
      `<path d="M 610 380 C 680 400, 700 470, 660 520" fill="none" stroke="${jacket}" stroke-width="20" stroke-linecap="round"/>`,
      `<circle cx="660" cy="522" r="12" fill="#d9b45a"/>`,
    )
    return out.join('')
  }
  const flange = p.body === GRAPHITE ? '#2b2f35' : '#c8965b'
  const flangeLo = p.body === GRAPHITE ? '#16191d' : '#98703f'
  out.push(
    shadow(420, 660, 300, 30),
    `<ellipse cx="560" cy="390" rx="100" ry="250" fill="${flangeLo}"/>`,
    `<rect x="270" y="170" width="290" height="440" fill="${jacketDark}"/>`,
  )
  for (let i = 0; i < 22; i++) {
    const y = 180 + i * 19.5
    out.push(
      `<path d="M 270 ${y} Q 415 ${y + 8} 560 ${y}" fill="none" stroke="${i % 2 ? jacket : jacketLight}" stroke-width="14" opacity="0.95"/>`,
    )
  }
  out.push(
    `<ellipse cx="270" cy="390" rx="100" ry="250" fill="${flangeLo}"/>`,
    `<ellipse cx="262" cy="390" rx="100" ry="250" fill="${flange}"/>`,
    `<ellipse cx="262" cy="390" rx="26" ry="64" fill="#1a1c20"/>`,
    ...[0, 1, 2, 3].map((i) => {
      const a = (i * Math.PI) / 2 + 0.4
      return `<ellipse cx="${r1(262 + Math.cos(a) * 58)}" cy="${r1(390 + Math.sin(a) * 150)}" rx="16" ry="34" fill="${flangeLo}"/>`
    }),
    `<path d="M 560 600 C 620 640, 700 620, 720 560" fill="none" stroke="${jacket}" stroke-width="16" stroke-linecap="round"/>`,
  )
  return out.join('')
}

const counter: Drawing = (p, style) => {
  const out: string[] = []
  if (style === 2) {
    out.push(shadow(400, 620, 320, 26))
    for (const x of [150, 560]) {
      out.push(
        slab(x, 280, 100, 300, 20, p, 'url(#bV)'),
        `<rect x="${x + 22}" y="330" width="56" height="70" rx="10" fill="#3a0d12"/>`,
        led(x + 50, 365, 8, '#ff453a'),
      )
    }
    out.push(
      `<line x1="250" y1="356" x2="560" y2="356" stroke="#ff453a" stroke-width="4" stroke-dasharray="14 10" opacity="0.7"/>`,
      `<line x1="250" y1="380" x2="560" y2="380" stroke="#ff453a" stroke-width="4" stroke-dasharray="14 10" opacity="0.7"/>`,
    )
    return out.join('')
  }
  if (style === 1) {
    out.push(
      shadow(400, 600, 250, 28),
      cylinder(400, 420, 210, 64, 50, 'url(#bC)', 'url(#bV)'),
      `<ellipse cx="400" cy="420" rx="150" ry="46" fill="${p.body.lo}" opacity="0.4"/>`,
      `<rect x="360" y="396" width="80" height="48" rx="10" fill="#1a1f26"/>`,
      `<rect x="374" y="406" width="52" height="28" rx="4" fill="${hsl(30, 40, 30)}"/>`,
      `<ellipse cx="400" cy="420" rx="210" ry="64" fill="none" stroke="${p.accent}" stroke-width="5"/>`,
    )
    return out.join('')
  }
  out.push(
    shadow(410, 560, 300, 26),
    box(150, 340, 500, 130, 90, { front: 'url(#bV)', top: p.body.hi, side: p.body.lo }, 50),
    `<rect x="170" y="360" width="460" height="90" rx="40" fill="#1a1f26"/>`,
    lens(250, 405, 30),
    lens(550, 405, 30),
    `<rect x="350" y="396" width="100" height="18" rx="9" fill="${p.accent}"/>`,
    `<rect x="350" y="396" width="100" height="18" rx="9" fill="url(#aGlow)"/>`,
    `<rect x="150" y="340" width="500" height="130" rx="50" fill="url(#shine)" opacity="0.4"/>`,
  )
  return out.join('')
}

const keypad: Drawing = (p, style) => {
  const out: string[] = []
  if (style === 2) {
    out.push(
      shadow(410, 680, 170, 22),
      slab(300, 150, 200, 500, 24, p, 'url(#mH)'),
      contactless(400, 220, 0.55, p.accent),
      grid(
        336,
        300,
        3,
        4,
        64,
        72,
        (x, y) =>
          `<circle cx="${x}" cy="${y}" r="25" fill="${p.metal.lo}"/><circle cx="${x}" cy="${y - 2}" r="22" fill="url(#mS)"/><circle cx="${x}" cy="${y - 2}" r="4" fill="${p.metal.edge}"/>`,
      ),
      led(400, 610, 7, p.accentLight),
    )
    return out.join('')
  }
  if (style === 1) {
    out.push(
      shadow(410, 620, 280, 24),
      slab(150, 220, 500, 340, 28, p, 'url(#bV)'),
      `<rect x="170" y="240" width="460" height="300" rx="12" fill="#0f1319"/>`,
      `<rect x="186" y="256" width="428" height="34" rx="6" fill="${p.accentDark}"/>`,
      grid(
        186,
        304,
        3,
        2,
        146,
        112,
        (x, y, i, j) =>
          `<rect x="${x}" y="${y}" width="134" height="100" rx="10" fill="${hsl(p.hue + (i + j * 3) * 14, 60, 45 + ((i + j) % 2) * 10)}"/><circle cx="${x + 34}" cy="${y + 36}" r="14" fill="#ffffff" opacity="0.85"/><rect x="${x + 22}" y="${y + 66}" width="80" height="8" rx="4" fill="#ffffff" opacity="0.7"/>`,
      ),
      `<rect x="150" y="220" width="500" height="340" rx="28" fill="url(#shine)" opacity="0.35"/>`,
    )
    return out.join('')
  }
  out.push(
    shadow(410, 650, 230, 24),
    slab(230, 170, 340, 450, 30, p, 'url(#bV)'),
    `<rect x="256" y="196" width="288" height="92" rx="8" fill="#1b1f25"/>`,
    `<rect x="268" y="208" width="264" height="68" rx="4" fill="${hsl(p.hue, 50, 72)}"/>`,
    `<rect x="280" y="222" width="170" height="10" rx="2" fill="#1d2e38" opacity="0.7"/>`,
    `<rect x="280" y="246" width="120" height="10" rx="2" fill="#1d2e38" opacity="0.7"/>`,
    grid(
      270,
      320,
      3,
      4,
      70,
      62,
      (x, y) =>
        `<rect x="${x}" y="${y}" width="56" height="44" rx="10" fill="${p.body === GRAPHITE ? '#4a515b' : '#ffffff'}" stroke="${p.body.lo}" stroke-width="2"/><rect x="${x + 22}" y="${y + 18}" width="12" height="8" rx="2" fill="${p.body.edge}"/>`,
    ),
    grid(
      482,
      320,
      1,
      4,
      0,
      62,
      (x, y) => `<rect x="${x}" y="${y}" width="56" height="44" rx="10" fill="${p.accent}"/>`,
    ),
    led(270, 584, 6, '#34c759'),
    led(296, 584, 6, '#ff453a'),
    `<rect x="230" y="170" width="340" height="450" rx="30" fill="url(#shine)" opacity="0.45"/>`,
  )
  return out.join('')
}

/** A 3.5-inch hard disk lying at an angle: label, SATA connector, screws. */
const hardDisk: Drawing = (p, style) => {
  const x = 150
  const y = 330
  const w = 440
  const h = 70
  const d = 420
  const dx = r1(d * 0.62)
  const dy = r1(-d * 0.42)
  const out = [
    shadow(470, y + h + 36, 330, 36),
    box(x, y, w, h, d, { front: 'url(#dV)', top: 'url(#mH)', side: p.metal.lo }, 4),
  ]
  // The label on the top face: a parallelogram in the accent colour with a white panel.
  const at = (u: number, v: number) => `${r1(x + w * u + dx * v)} ${r1(y + dy * v)}`
  out.push(
    `<path d="M${at(0.08, 0.12)} L${at(0.08, 0.88)} L${at(0.78, 0.88)} L${at(0.78, 0.12)} Z" fill="${style % 2 ? p.accent : '#f4f6f8'}" opacity="0.95"/>`,
    `<path d="M${at(0.14, 0.5)} L${at(0.14, 0.8)} L${at(0.62, 0.8)} L${at(0.62, 0.5)} Z" fill="${style % 2 ? '#f4f6f8' : p.accent}"/>`,
  )
  for (const [u, v] of [
    [0.03, 0.05],
    [0.97, 0.05],
    [0.03, 0.95],
    [0.97, 0.95],
  ] as const)
    out.push(
      `<circle cx="${at(u, v).split(' ')[0]}" cy="${at(u, v).split(' ')[1]}" r="7" fill="${p.metal.edge}"/>`,
    )
  // SATA data and power connectors on the front edge.
  out.push(
    `<rect x="${x + 40}" y="${y + 22}" width="70" height="26" rx="3" fill="#0c0e11"/>`,
    `<rect x="${x + 124}" y="${y + 22}" width="120" height="26" rx="3" fill="#0c0e11"/>`,
    grid(
      x + 130,
      y + 30,
      12,
      1,
      9,
      0,
      (cx, cy) => `<rect x="${cx}" y="${cy}" width="5" height="10" fill="#c9a44a"/>`,
    ),
    `<rect x="${x}" y="${y + h - 6}" width="${w}" height="6" fill="#0c0e11" opacity="0.4"/>`,
  )
  return out.join('')
}

const drawings: Record<VisualKind, { draw: Drawing; finishes: Tone[] }> = {
  'bullet-camera': { draw: bulletCamera, finishes: [WHITE, WHITE, GRAPHITE, SILVER] },
  'dome-camera': { draw: domeCamera, finishes: [WHITE, WHITE, GRAPHITE, SILVER] },
  'ptz-camera': { draw: ptzCamera, finishes: [WHITE, WHITE, GRAPHITE, SILVER] },
  nvr: { draw: nvr, finishes: [GRAPHITE, WHITE, GRAPHITE, SILVER] },
  disk: { draw: hardDisk, finishes: [SILVER, SILVER, GRAPHITE, SILVER] },
  reader: { draw: reader, finishes: [GRAPHITE, WHITE, SILVER, GRAPHITE] },
  turnstile: { draw: turnstile, finishes: [WHITE, SILVER, WHITE, GRAPHITE] },
  panel: { draw: panel, finishes: [WHITE, SILVER, WHITE, GRAPHITE] },
  detector: { draw: detector, finishes: [WHITE, WHITE, SILVER, WHITE] },
  siren: { draw: siren, finishes: [WHITE, SILVER, WHITE, GRAPHITE] },
  'smoke-detector': { draw: smokeDetector, finishes: [WHITE, WHITE, SILVER, WHITE] },
  lock: { draw: lock, finishes: [SILVER, GRAPHITE, SILVER, WHITE] },
  lamp: { draw: lamp, finishes: [WHITE, SILVER, WHITE, WHITE] },
  switch: { draw: networkSwitch, finishes: [GRAPHITE, WHITE, GRAPHITE, SILVER] },
  cable: { draw: cable, finishes: [WHITE, GRAPHITE, WHITE, GRAPHITE] },
  counter: { draw: counter, finishes: [WHITE, WHITE, SILVER, GRAPHITE] },
  keypad: { draw: keypad, finishes: [WHITE, GRAPHITE, SILVER, WHITE] },
}

export function productDrawingSvg(visual: ProductVisual, idPrefix = ''): string {
  const entry = drawings[visual.kind]
  const p = palette(visual, entry.finishes)
  const svg = `<defs>${materialDefs(p)}</defs>${entry.draw(p, visual.variant % 4)}`
  if (!idPrefix) return svg
  // Several drawings in one document need distinct gradient ids.
  return svg
    .replace(/id="([^"]+)"/g, `id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
}

function productSvg(visual: ProductVisual, sku: string): string {
  const h = visual.hue
  const seed = hashString(sku)
  const angle = seed % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs>
${linear('bg', 0, 1, [
  [0, '#fbfcfd'],
  [0.7, hsl(h, 22, 95)],
  [1, hsl(h, 18, 90)],
])}
${radial('halo', 0.5, 0.45, 0.55, [
  [0, hsl(h, 60, 92), 0.9],
  [1, hsl(h, 60, 92), 0],
])}
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
<circle cx="400" cy="380" r="330" fill="url(#halo)"/>
<g opacity="0.05" transform="rotate(${angle} 400 400)"><path d="M -200 760 L 1000 560" stroke="${hsl(h, 70, 40)}" stroke-width="90"/></g>
<g>${productDrawingSvg(visual, 'p')}</g>
</svg>`
}

const PRODUCT_WEBP = { quality: 80 }

/**
 * Rasterising is most of a seed's time, so a drawn picture is kept in a folder of its own, keyed
 * by its SVG and the encoder settings: the next seed (another database, a test) reuses it.
 */
export async function productImage(visual: ProductVisual, sku: string): Promise<Buffer> {
  const svg = productSvg(visual, sku)
  const key = createHash('sha256')
    .update(`${sharp.versions.vips}|${JSON.stringify(PRODUCT_WEBP)}|${svg}`)
    .digest('hex')
  const dir = process.env.SEED_IMAGE_CACHE || path.join(os.tmpdir(), 'vitrin-seed-images')
  const file = path.join(dir, `${key}.webp`)
  const cached = await readFile(file).catch(() => null)
  if (cached) return cached
  const image = await sharp(Buffer.from(svg)).webp(PRODUCT_WEBP).toBuffer()
  // Written under a temporary name first: a reader never sees half a file.
  const partial = `${file}.${process.pid}.tmp`
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(partial, image))
    .then(() => rename(partial, file))
    .catch(() => undefined)
  return image
}

// ------------------------------------------------------------------ brand logos

function markSvg(mark: SeedBrand['mark'], hue: number, cx: number, cy: number, s: number): string {
  const main = hsl(hue, 70, 45)
  const light = hsl(hue, 80, 62)
  const dark = hsl(hue, 70, 28)
  const poly = (n: number, r: number, rot: number) =>
    Array.from({ length: n }, (_, i) => {
      const a = rot + (i * 2 * Math.PI) / n
      return `${r1(cx + Math.cos(a) * r)},${r1(cy + Math.sin(a) * r)}`
    }).join(' ')
  switch (mark) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${s}" fill="${main}"/><circle cx="${cx}" cy="${cy}" r="${s * 0.62}" fill="none" stroke="#ffffff" stroke-width="${s * 0.16}"/><circle cx="${cx + s * 0.3}" cy="${cy - s * 0.3}" r="${s * 0.2}" fill="${light}"/>`
    case 'square':
      return `<rect x="${cx - s}" y="${cy - s}" width="${2 * s}" height="${2 * s}" rx="${s * 0.28}" fill="${main}"/><rect x="${cx - s * 0.45}" y="${cy - s * 0.45}" width="${s * 0.9}" height="${s * 0.9}" rx="${s * 0.12}" fill="#ffffff" transform="rotate(45 ${cx} ${cy})"/>`
    case 'hexagon':
      return `<polygon points="${poly(6, s, Math.PI / 6)}" fill="${main}"/><polygon points="${poly(6, s * 0.55, Math.PI / 6)}" fill="${dark}"/><polygon points="${poly(3, s * 0.4, -Math.PI / 2)}" fill="${light}"/>`
    case 'shield':
      return `<path d="M ${cx} ${cy - s} L ${cx + s * 0.9} ${cy - s * 0.65} L ${cx + s * 0.8} ${cy + s * 0.2} Q ${cx + s * 0.6} ${cy + s * 0.75} ${cx} ${cy + s} Q ${cx - s * 0.6} ${cy + s * 0.75} ${cx - s * 0.8} ${cy + s * 0.2} L ${cx - s * 0.9} ${cy - s * 0.65} Z" fill="${main}"/><path d="M ${cx} ${cy - s * 0.7} L ${cx} ${cy + s * 0.7} Q ${cx + s * 0.45} ${cy + s * 0.5} ${cx + s * 0.55} ${cy + s * 0.1} L ${cx + s * 0.62} ${cy - s * 0.45} Z" fill="${light}"/>`
    case 'triangle':
      return `<polygon points="${poly(3, s * 1.1, -Math.PI / 2)}" fill="${main}" transform="translate(0 ${s * 0.15})"/><polygon points="${poly(3, s * 0.5, Math.PI / 2)}" fill="#ffffff" transform="translate(0 ${s * 0.15})"/>`
    default:
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${r1(cx - s + i * s * 0.52)}" y="${r1(cy + s - s * (0.7 + i * 0.44))}" width="${r1(s * 0.38)}" height="${r1(s * (0.7 + i * 0.44))}" rx="${r1(s * 0.08)}" fill="${i % 2 ? light : main}"/>`,
        )
        .join('')
  }
}

/** The wordmark rendered alone and trimmed, so its real width is known whatever font is found. */
async function wordmark(
  name: string,
  color: string,
): Promise<{ data: Buffer; width: number; height: number } | null> {
  // Brand names are international, so no Turkish dotted capital İ.
  const text = name.toLocaleUpperCase('en')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="240"><text x="20" y="170" font-family="DejaVu Sans, Verdana, Arial, Helvetica, sans-serif" font-weight="bold" font-size="140" letter-spacing="10" fill="${color}">${text}</text></svg>`
  try {
    const { data, info } = await sharp(Buffer.from(svg))
      .trim({ threshold: 1 })
      .png()
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch {
    // Nothing was drawn (no font at all): the logo falls back to its mark.
    return null
  }
}

/** 400 × 160 PNG on a transparent background: geometric mark plus wordmark. */
export async function brandLogo(brand: SeedBrand): Promise<Buffer> {
  const text = await wordmark(brand.name, '#1f2a37')
  const canvas = sharp({
    create: { width: 400, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
  const markSize = 40
  if (!text) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160">${markSvg(brand.mark, brand.hue, 200, 80, 56)}</svg>`
    return canvas
      .composite([{ input: Buffer.from(svg) }])
      .png()
      .toBuffer()
  }
  // A common cap height keeps short and long names visually balanced; long ones shrink to fit.
  const maxW = 250
  const maxH = 34
  const scale = Math.min(maxW / text.width, maxH / text.height)
  const w = Math.max(1, Math.round(text.width * scale))
  const h = Math.max(1, Math.round(text.height * scale))
  const gap = 18
  const total = markSize * 2 + gap + w
  const left = Math.round((400 - total) / 2)
  const resized = await sharp(text.data).resize(w, h).png().toBuffer()
  const markLayer = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160">${markSvg(brand.mark, brand.hue, left + markSize, 80, markSize)}</svg>`
  return canvas
    .composite([
      { input: Buffer.from(markLayer) },
      { input: resized, left: left + markSize * 2 + gap, top: Math.round(80 - h / 2) },
    ])
    .png()
    .toBuffer()
}

// ------------------------------------------------------------------ slides, knowledge, categories

function slideKind(slide: SeedSlide): VisualKind | null {
  if (slide.link.includes('gecis-kontrol')) return 'reader'
  if (slide.link.includes('video') || slide.link.includes('kamera')) return 'ptz-camera'
  if (slide.link.includes('yangin')) return 'smoke-detector'
  if (slide.link.includes('alarm')) return 'detector'
  if (slide.link.includes('bayilik')) return 'switch'
  return null
}

/** Deterministic "network" of dots and links, the common motif of the banners. */
function network(
  seed: number,
  x0: number,
  y0: number,
  w: number,
  h: number,
  color: string,
  n: number,
) {
  const rnd = mulberry32(seed)
  const pts = Array.from({ length: n }, () => [x0 + rnd() * w, y0 + rnd() * h] as const)
  let out = ''
  pts.forEach(([x, y], i) => {
    for (let j = i + 1; j < pts.length; j++) {
      const q = pts[j]
      if (!q) continue
      const dist = Math.hypot(q[0] - x, q[1] - y)
      if (dist < Math.min(w, h) * 0.28) {
        out += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(q[0])}" y2="${r1(q[1])}" stroke="${color}" stroke-width="1.5" opacity="${r1(0.5 - dist / (Math.min(w, h) * 0.7))}"/>`
      }
    }
  })
  pts.forEach(([x, y], i) => {
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${i % 5 === 0 ? 5 : 2.5}" fill="${color}" opacity="${i % 5 === 0 ? 0.9 : 0.6}"/>`
  })
  return out
}

function hexPattern(w: number, h: number, size: number, color: string, opacity: number): string {
  const dx = size * Math.sqrt(3)
  const dy = size * 1.5
  let d = ''
  for (let row = 0; row * dy < h + size; row++) {
    for (let col = 0; col * dx < w + dx; col++) {
      const cx = col * dx + (row % 2 ? dx / 2 : 0)
      const cy = row * dy
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = Math.PI / 6 + (i * Math.PI) / 3
        return `${r1(cx + Math.cos(a) * size)} ${r1(cy + Math.sin(a) * size)}`
      })
      d += `M${pts.join(' L')} Z`
    }
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1" opacity="${opacity}"/>`
}

interface Focus {
  x: number
  y: number
  r: number
}

function bannerSvg(
  w: number,
  h: number,
  hue: number,
  seed: number,
  kind: VisualKind | null,
  focus: Focus,
  fadeFromTop: boolean,
): string {
  const { x: focusX, y: focusY, r: focusR } = focus
  const deep = hsl(hue, 55, 12)
  const mid = hsl(hue, 65, 26)
  const bright = hsl(hue, 85, 60)
  const rings = [1, 0.78, 0.56]
    .map(
      (k, i) =>
        `<circle cx="${focusX}" cy="${focusY}" r="${r1(focusR * k)}" fill="none" stroke="${bright}" stroke-width="${i === 0 ? 2 : 1.5}" opacity="${0.35 - i * 0.08}" stroke-dasharray="${i === 1 ? '6 10' : 'none'}"/>`,
    )
    .join('')
  const arcs = [1.25, 1.5]
    .map(
      (k) =>
        `<path d="M ${r1(focusX - focusR * k)} ${focusY} A ${r1(focusR * k)} ${r1(focusR * k)} 0 0 1 ${r1(focusX + focusR * k * 0.2)} ${r1(focusY - focusR * k * 0.98)}" fill="none" stroke="${bright}" stroke-width="3" opacity="0.25" stroke-linecap="round"/>`,
    )
    .join('')
  const device = kind
    ? `<circle cx="${focusX}" cy="${focusY}" r="${r1(focusR * 0.66)}" fill="#ffffff" opacity="0.96"/><g transform="translate(${r1(focusX - focusR * 0.66)} ${r1(focusY - focusR * 0.66)}) scale(${r1(((focusR * 1.32) / 800) * 1000) / 1000})">${productDrawingSvg({ kind, hue, variant: 0 }, 'd')}</g>`
    : // A constellation of brand-like marks.
      (['shield', 'hexagon', 'circle', 'bars', 'triangle', 'square'] as const)
        .map((mark, i) => {
          const a = -Math.PI / 2 + (i * Math.PI) / 3
          const cx = r1(focusX + Math.cos(a) * focusR * 0.62)
          const cy = r1(focusY + Math.sin(a) * focusR * 0.62)
          return `<line x1="${focusX}" y1="${focusY}" x2="${cx}" y2="${cy}" stroke="${bright}" stroke-width="2" opacity="0.5"/><circle cx="${cx}" cy="${cy}" r="${r1(focusR * 0.2)}" fill="#ffffff"/>${markSvg(mark, hue + i * 40, cx, cy, r1(focusR * 0.11))}`
        })
        .join('') +
      `<circle cx="${focusX}" cy="${focusY}" r="${r1(focusR * 0.24)}" fill="#ffffff"/>${markSvg('hexagon', hue, focusX, focusY, r1(focusR * 0.14))}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
${linear('sbg', 1, 0.6, [
  [0, deep],
  [0.55, mid],
  [1, hsl(hue + 25, 70, 34)],
])}
${radial('sglow', 0.5, 0.5, 0.5, [
  [0, bright, 0.55],
  [1, bright, 0],
])}
${linear('sfade', fadeFromTop ? 0 : 1, fadeFromTop ? 1 : 0, [
  [0, deep, 0.85],
  [0.5, deep, 0.2],
  [1, deep, 0],
])}
</defs>
<rect width="${w}" height="${h}" fill="url(#sbg)"/>
${hexPattern(w, h, Math.round(Math.min(w, h) / 14), '#ffffff', 0.06)}
${fadeFromTop ? network(seed, 0, h * 0.25, w, h * 0.75, bright, Math.round((w * h) / 22000)) : network(seed, w * 0.3, 0, w * 0.7, h, bright, Math.round((w * h) / 22000))}
<circle cx="${focusX}" cy="${focusY}" r="${r1(focusR * 1.3)}" fill="url(#sglow)"/>
${arcs}${rings}${device}
<rect width="${w}" height="${h}" fill="url(#sfade)"/>
</svg>`
}

export async function slideImage(slide: SeedSlide, variant: 'desktop' | 'mobile'): Promise<Buffer> {
  const desktop = variant === 'desktop'
  const w = desktop ? 1920 : 750
  const h = desktop ? 640 : 900
  const svg = desktop
    ? bannerSvg(
        w,
        h,
        slide.hue,
        hashString(slide.title),
        slideKind(slide),
        { x: 1420, y: 320, r: 250 },
        false,
      )
    : bannerSvg(
        w,
        h,
        slide.hue,
        hashString(slide.title),
        slideKind(slide),
        { x: 375, y: 590, r: 230 },
        true,
      )
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}

function cardSvg(hue: number, kind: VisualKind, seed: number): string {
  const rnd = mulberry32(seed)
  const dots = Array.from({ length: 18 }, () => {
    const x = r1(rnd() * 600)
    const y = r1(rnd() * 400)
    return `<circle cx="${x}" cy="${y}" r="${r1(2 + rnd() * 3)}" fill="${hsl(hue, 70, 55)}" opacity="0.25"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<defs>
${linear('cbg', 1, 1, [
  [0, hsl(hue, 45, 96)],
  [1, hsl(hue, 40, 86)],
])}
${radial('cglow', 0.5, 0.5, 0.5, [
  [0, '#ffffff', 1],
  [1, '#ffffff', 0],
])}
</defs>
<rect width="600" height="400" fill="url(#cbg)"/>
${hexPattern(600, 400, 34, hsl(hue, 50, 40), 0.08)}
${dots}
<circle cx="${300 + (seed % 40) - 20}" cy="200" r="190" fill="url(#cglow)"/>
<path d="M 0 330 Q 150 300 300 330 T 600 320 L 600 400 L 0 400 Z" fill="${hsl(hue, 55, 45)}" opacity="0.12"/>
<g transform="translate(116 14) scale(0.46)">${productDrawingSvg({ kind, hue, variant: seed % 2 ? 0 : 4 }, 'k')}</g>
</svg>`
}

export async function knowledgeImage(item: SeedKnowledgeItem): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(item.hue, item.icon, hashString(item.title))))
    .webp({ quality: 80 })
    .toBuffer()
}

export async function categoryImage(
  category: SeedCategory | SeedSubCategory,
  kind: ProductVisual['kind'],
  hue: number,
): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(hue, kind, hashString(category.slug))))
    .webp({ quality: 80 })
    .toBuffer()
}

// ------------------------------------------------------------------ datasheet PDF

/** Helvetica advance widths (1/1000 em) for printable ASCII, from the standard AFM metrics. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]

// Turkish letters at their Latin-5 codes (cp1252's Ð Ý Þ ð ý þ), renamed via /Differences so no
// font file must be embedded.
const TURKISH_GLYPHS = [
  ['Ğ', 0xd0, 'Gbreve', 778],
  ['İ', 0xdd, 'Idotaccent', 278],
  ['Ş', 0xde, 'Scedilla', 667],
  ['ğ', 0xf0, 'gbreve', 556],
  ['ı', 0xfd, 'dotlessi', 278],
  ['ş', 0xfe, 'scedilla', 500],
] as const

/** Characters above ASCII: their code in the fonts' encoding and Helvetica width (AFM, 1/1000 em). */
const HIGH_GLYPHS: Record<string, readonly [code: number, width: number]> = {
  ç: [0xe7, 500],
  Ç: [0xc7, 722],
  ö: [0xf6, 556],
  Ö: [0xd6, 778],
  ü: [0xfc, 556],
  Ü: [0xdc, 722],
  â: [0xe2, 556],
  î: [0xee, 278],
  û: [0xfb, 556],
  é: [0xe9, 556],
  '°': [0xb0, 400],
  '×': [0xd7, 584],
  µ: [0xb5, 556],
  '±': [0xb1, 584],
  '²': [0xb2, 333],
  '³': [0xb3, 333],
  Ø: [0xd8, 778],
  '·': [0xb7, 278],
  '’': [0x92, 222],
  '‘': [0x91, 222],
  '“': [0x93, 333],
  '”': [0x94, 333],
  '–': [0x96, 556],
  '—': [0x97, 1000],
  '…': [0x85, 1000],
  '•': [0x95, 350],
  '€': [0x80, 556],
  ...Object.fromEntries(TURKISH_GLYPHS.map(([ch, code, , width]) => [ch, [code, width] as const])),
}
const HIGH_WIDTHS = new Map(Object.values(HIGH_GLYPHS))

const DIFFERENCES = TURKISH_GLYPHS.map(([, code, glyph]) => `${code} /${glyph}`).join(' ')
const FONT_ENCODING = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${DIFFERENCES}] >>`

const TRANSLITERATE: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '₄': '4',
}

function toPdfBytes(text: string): number[] {
  const bytes: number[] = []
  for (const ch of text) {
    const sub = TRANSLITERATE[ch]
    if (sub !== undefined) {
      for (const c of sub) bytes.push(c.charCodeAt(0))
      continue
    }
    const code = ch.charCodeAt(0)
    if (code >= 0x20 && code < 0x7f) bytes.push(code)
    else bytes.push(HIGH_GLYPHS[ch]?.[0] ?? 0x3f)
  }
  return bytes
}

function byteWidth(b: number): number {
  if (b >= 0x20 && b < 0x7f) return HELVETICA_WIDTHS[b - 0x20] ?? 556
  return HIGH_WIDTHS.get(b) ?? 556
}

/** Helvetica-Bold runs about 10 % wider than the regular metrics above. */
function textWidth(bytes: number[], size: number, bold = false): number {
  return ((bytes.reduce((sum, b) => sum + byteWidth(b), 0) * size) / 1000) * (bold ? 1.1 : 1)
}

/** A PDF string literal: escapes, and octal for bytes above ASCII so the file stays 7-bit. */
function pdfString(bytes: number[]): string {
  let out = '('
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(b)
  }
  return `${out})`
}

/** A PDF text string (outside content streams, e.g. /Title): UTF-16BE with BOM, as hex. */
function pdfTextString(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0')
  return `<${hex.toUpperCase()}>`
}

function wrap(text: string, size: number, maxWidth: number, bold = false): number[][] {
  const lines: number[][] = []
  let current: number[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const bytes = toPdfBytes(word)
    const candidate = current.length ? [...current, 0x20, ...bytes] : bytes
    if (current.length && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(current)
      current = bytes
    } else {
      current = candidate
    }
  }
  if (current.length) lines.push(current)
  return lines
}

/** A one-page A4 datasheet (PDF 1.4, standard Helvetica, hand-written objects and xref). */
export function datasheetPdf(product: SeedProduct, brandName: string): Buffer {
  const ops: string[] = []
  const text = (
    font: 'F1' | 'F2',
    size: number,
    x: number,
    y: number,
    bytes: number[],
    rgb = '0.12 0.16 0.22',
  ) => ops.push(`BT /${font} ${size} Tf ${rgb} rg ${x} ${r1(y)} Td ${pdfString(bytes)} Tj ET`)

  ops.push('0.09 0.17 0.30 rg 0 772 595 70 re f')
  ops.push('0.16 0.55 0.85 rg 0 768 595 4 re f')
  text('F2', 20, 40, 800, toPdfBytes('VITRIN'), '1 1 1')
  text('F1', 10, 40, 784, toPdfBytes('Güvenlik Teknolojileri'), '0.8 0.87 0.95')
  const label = toPdfBytes('ÜRÜN BİLGİ FÖYÜ')
  text('F2', 11, 555 - textWidth(label, 11, true), 796, label, '1 1 1')

  let y = 735
  text('F1', 11, 40, y, toPdfBytes(brandName), '0.16 0.45 0.75')
  y -= 24
  for (const line of wrap(product.name, 17, 515, true)) {
    text('F2', 17, 40, y, line)
    y -= 21
  }
  y -= 2
  text('F1', 10, 40, y, toPdfBytes(`Ürün Kodu: ${product.sku}`), '0.35 0.4 0.47')
  y -= 24
  for (const line of wrap(product.brief, 10.5, 515)) {
    text('F1', 10.5, 40, y, line, '0.2 0.24 0.3')
    y -= 14.5
  }
  y -= 16
  text('F2', 13, 40, y, toPdfBytes('Teknik Özellikler'))
  y -= 10
  ops.push(`0.16 0.55 0.85 rg 40 ${r1(y)} 515 1.5 re f`)
  y -= 4
  product.specs.forEach((spec, i) => {
    const labelLines = wrap(spec.label, 10, 170, true)
    const valueLines = wrap(spec.value, 10, 315)
    const rowH = 10 + Math.max(labelLines.length, valueLines.length) * 13
    if (i % 2 === 0) ops.push(`0.95 0.96 0.98 rg 40 ${r1(y - rowH)} 515 ${rowH} re f`)
    labelLines.forEach((line, k) => text('F2', 10, 48, y - 16 - k * 13, line, '0.25 0.3 0.36'))
    valueLines.forEach((line, k) => text('F1', 10, 230, y - 16 - k * 13, line))
    y -= rowH
  })
  ops.push(`0.85 0.88 0.92 rg 40 ${r1(y)} 515 0.8 re f`)

  ops.push('0.85 0.88 0.92 rg 40 62 515 0.8 re f')
  text(
    'F1',
    8.5,
    40,
    48,
    toPdfBytes(
      'Teknik özellikler önceden haber verilmeksizin değiştirilebilir. Görseller temsilidir.',
    ),
    '0.45 0.5 0.56',
  )
  text(
    'F1',
    8.5,
    40,
    36,
    toPdfBytes(
      'Vitrin Güvenlik Teknolojileri A.Ş. · www.vitrin.example · info@vitrin.example · +90 (216) 555 12 34',
    ),
    '0.45 0.5 0.56',
  )

  const content = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 8 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 8 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfTextString(`${brandName} ${product.sku}`)} /Producer (Vitrin seed) >>`,
    FONT_ENCODING,
  ]
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF`
  return Buffer.from(pdf, 'latin1')
}

import SearchableMap from 'minisearch/SearchableMap'

import { isWithinOneEdit } from '@/lib/search/distance'
import { foldTurkish, normalizeCode, tokenize } from '@/lib/search/normalize'

/**
 * In-memory product search for the search box, where customers type codes or Turkish words. The
 * ranking (codes, then name words, then one-typo words) is this file's own; of MiniSearch only the
 * radix tree is used. Rules and measurements: docs/decisions/0006-search-index.md.
 */

export interface SearchDoc {
  id: string | number
  name: string
  sku: string
  /** More searchable words (e.g. brand and category names), ranked below the name. */
  extra?: string
}

export interface SearchHit {
  id: string | number
  score: number
}

const DEFAULT_LIMIT = 5
/** Longer input is cut: a search box query never needs more, and it bounds the work. */
const MAX_QUERY_LENGTH = 200
const MAX_QUERY_WORDS = 8
const MIN_TYPO_WORD_LENGTH = 5
const MIN_CODE_FRAGMENT_LENGTH = 2
const MIN_INNER_CODE_LENGTH = 3
/** Word positions are stored in 6 bits; also the position of matches outside the name. */
const NO_POSITION = 63
const MAX_LENGTH_BONUS = 999
/** Prefix ranges of query words up to this length are kept (see `prefixRange`). */
const KEPT_PREFIX_LENGTH = 2
/** Top-k by insertion up to this limit, a full sort above it. */
const INSERTION_LIMIT = 32

/** Score bands: a hit's band is its tier; within a band smaller parts break ties. */
const TIER = 100_000_000
const EXACT_CODE = 4 * TIER
const CODE_PREFIX = 3 * TIER
const CODE_INNER = 2 * TIER
const NAME_MATCH = TIER
const TYPO_MATCH = 0
/** Per query word quality; at most 8 words × 100 × 100 000 stays below one TIER. */
const QUALITY_UNIT = 100_000
const POSITION_UNIT = 1_000

const Q_NAME_WORD = 100
const Q_NAME_PREFIX = 70
const Q_EXTRA_WORD = 50
const Q_EXTRA_PREFIX = 35
const Q_CODE_START = 40
const Q_CODE_INNER = 30
const Q_NAME_TYPO = 20
const Q_EXTRA_TYPO = 10

const FIELD_NAME = 0
const FIELD_EXTRA = 1

const CODE_FRAGMENT = /^[a-z0-9]+$/
const HAS_LETTER = /\p{L}/u

interface DocRecord {
  id: string | number
  name: string
  /** Folded name: the tie-breaker and the "shorter name" measure. */
  sortName: string
  code: string
  /** Folded words of the name, then those of `extra` not already in the name. */
  terms: string[]
  /** Per term: `position << 1 | field`. */
  termInfo: number[]
}

interface Compiled {
  docs: DocRecord[]
  /** Vocabulary word → its postings, each `slot << 7 | position << 1 | field`. */
  vocab: SearchableMap<Int32Array>
  /** Prefix ranges of one- and two-character query words, as they are asked for. */
  shortRanges: Map<string, PrefixRange>
  exactCodes: Map<string, number[]>
  /** All codes joined by spaces; code k starts at `starts[k]`; `starts[n]` is past the end. */
  blob: string
  starts: Int32Array
  /** Which three-character sequences occur in some code (see `codeTrigram`). */
  codeTrigrams: Uint8Array
  // Scratch space, reused by every query; a stamp marks which entries belong to the current one.
  wordStamp: Int32Array
  wordQuality: Int32Array
  wordPosition: Uint8Array
  wordTypo: Uint8Array
  totalQuality: Int32Array
  totalPosition: Uint8Array
  totalTypo: Uint8Array
  hitStamp: Int32Array
  hitScore: Float64Array
}

function idKey(id: string | number): string {
  return String(id)
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function compareIds(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0
  return compareStrings(String(a), String(b))
}

function compareDocs(a: DocRecord, b: DocRecord): number {
  return (
    compareStrings(a.sortName, b.sortName) ||
    compareStrings(a.name, b.name) ||
    compareIds(a.id, b.id)
  )
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

function makeRecord(doc: SearchDoc): DocRecord {
  const name = toText(doc.name)
  const sortName = foldTurkish(name)
  const terms: string[] = []
  const termInfo: number[] = []
  const seen = new Set<string>()
  // Folded text is ASCII for Turkish names, so tokenizing it again takes the cheap path.
  tokenize(sortName).forEach((term, position) => {
    if (seen.has(term)) return
    seen.add(term)
    terms.push(term)
    termInfo.push((Math.min(position, NO_POSITION) << 1) | FIELD_NAME)
  })
  for (const term of tokenize(toText(doc.extra))) {
    if (seen.has(term)) continue
    seen.add(term)
    terms.push(term)
    termInfo.push((NO_POSITION << 1) | FIELD_EXTRA)
  }
  return {
    id: doc.id,
    name,
    sortName,
    code: normalizeCode(toText(doc.sku)),
    terms,
    termInfo,
  }
}

/** Do two records of one document hold the same searchable content? */
function sameRecord(a: DocRecord, b: DocRecord): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.code === b.code &&
    a.terms.length === b.terms.length &&
    a.terms.every((term, i) => term === b.terms[i] && a.termInfo[i] === b.termInfo[i])
  )
}

/** Codes are normalized to `a-z0-9`: 36 characters, so a trigram is a number below 36³. */
const CODE_ALPHABET = 36
const NOT_A_CODE_CHARACTER = -1

function codeCharacter(charCode: number): number {
  if (charCode >= 48 && charCode <= 57) return charCode - 48 // 0-9
  if (charCode >= 97 && charCode <= 122) return charCode - 87 // a-z → 10-35
  return NOT_A_CODE_CHARACTER
}

/** The trigram starting at `at`, or -1 when one of its characters cannot be in a code. */
function codeTrigram(text: string, at: number): number {
  const a = codeCharacter(text.charCodeAt(at))
  const b = codeCharacter(text.charCodeAt(at + 1))
  const c = codeCharacter(text.charCodeAt(at + 2))
  if (a < 0 || b < 0 || c < 0) return NOT_A_CODE_CHARACTER
  return (a * CODE_ALPHABET + b) * CODE_ALPHABET + c
}

function compile(records: Iterable<DocRecord>): Compiled {
  const docs = [...records]
  const count = docs.length
  const byTerm = new Map<string, number[]>()
  const exactCodes = new Map<string, number[]>()
  const starts = new Int32Array(count + 1)
  const codeTrigrams = new Uint8Array(CODE_ALPHABET ** 3)
  let offset = 0

  docs.forEach((doc, slot) => {
    doc.terms.forEach((term, k) => {
      const entry = (slot << 7) | doc.termInfo[k]!
      const list = byTerm.get(term)
      if (list) list.push(entry)
      else byTerm.set(term, [entry])
    })
    if (doc.code) {
      const list = exactCodes.get(doc.code)
      if (list) list.push(slot)
      else exactCodes.set(doc.code, [slot])
    }
    for (let at = 0; at + 3 <= doc.code.length; at++) {
      const trigram = codeTrigram(doc.code, at)
      if (trigram >= 0) codeTrigrams[trigram] = 1
    }
    starts[slot] = offset
    offset += doc.code.length + 1
  })
  starts[count] = offset

  const vocab = new SearchableMap<Int32Array>()
  for (const [term, list] of byTerm) vocab.set(term, Int32Array.from(list))

  return {
    docs,
    vocab,
    shortRanges: new Map(),
    exactCodes,
    blob: docs.map((doc) => doc.code).join(' '),
    starts,
    codeTrigrams,
    wordStamp: new Int32Array(count),
    wordQuality: new Int32Array(count),
    wordPosition: new Uint8Array(count),
    wordTypo: new Uint8Array(count),
    totalQuality: new Int32Array(count),
    totalPosition: new Uint8Array(count),
    totalTypo: new Uint8Array(count),
    hitStamp: new Int32Array(count),
    hitScore: new Float64Array(count),
  }
}

/** The vocabulary words a query word starts (or equals), with their postings. */
interface PrefixRange {
  words: [string, Int32Array][]
  /** How many postings those words have: what gathering the word from the index costs. */
  postings: number
}

interface QueryWord {
  word: string
  range: PrefixRange
  typos: boolean
  codeFragment: boolean
}

export class ProductSearchIndex {
  private readonly records = new Map<string, DocRecord>()
  private compiled: Compiled | null = null
  private compileCount = 0
  private stamp = 0
  /** Slots matched by the word being processed (gathered from the index or checked one by one). */
  private touched: number[] = []

  constructor(docs?: Iterable<SearchDoc>) {
    if (docs) for (const doc of docs) this.upsert(doc)
  }

  /**
   * Adds the document, or replaces the one with the same id. A document that is already there
   * unchanged leaves the compiled index alone (recompiling 20,000 documents takes tens of ms).
   */
  upsert(doc: SearchDoc): void {
    const key = idKey(doc.id)
    const record = makeRecord(doc)
    const previous = this.records.get(key)
    if (previous && sameRecord(previous, record)) return
    this.records.set(key, record)
    this.compiled = null
  }

  remove(id: string | number): void {
    if (this.records.delete(idKey(id))) this.compiled = null
  }

  get size(): number {
    return this.records.size
  }

  search(query: string, limit: number = DEFAULT_LIMIT): SearchHit[] {
    const max = Math.floor(limit)
    if (typeof query !== 'string' || !(max >= 1)) return []
    const text = query.slice(0, MAX_QUERY_LENGTH)
    const words = [...new Set(tokenize(text))].slice(0, MAX_QUERY_WORDS)
    if (words.length === 0) return []
    const index = this.compile()
    if (index.docs.length === 0) return []

    const hitStamp = this.nextStamp(index)
    const hits: number[] = []
    const offer = (slot: number, score: number): void => {
      if (index.hitStamp[slot] !== hitStamp) {
        index.hitStamp[slot] = hitStamp
        index.hitScore[slot] = score
        hits.push(slot)
      } else if (score > index.hitScore[slot]!) {
        index.hitScore[slot] = score
      }
    }

    this.searchCodes(index, normalizeCode(text), offer)
    this.searchWords(index, words, offer)
    return this.top(index, hits, max)
  }

  private compile(): Compiled {
    if (!this.compiled) {
      this.compiled = compile(this.records.values())
      this.stamp = 0
      this.compileCount++
    }
    return this.compiled
  }

  /** How many times the index was compiled (a search after a change compiles it again). */
  get compilations(): number {
    return this.compileCount
  }

  /** A fresh stamp; the stamp arrays are cleared before the counter could wrap around. */
  private nextStamp(index: Compiled): number {
    if (this.stamp >= 0x7fffffff) {
      index.wordStamp.fill(0)
      index.hitStamp.fill(0)
      this.stamp = 0
    }
    return ++this.stamp
  }

  /**
   * False when `fragment` occurs in no code for sure: one of its trigrams occurs in none. Most
   * words people type ("kamera", "dedektor") are ruled out here instead of by scanning every code.
   */
  private mayBeInCodes(index: Compiled, fragment: string): boolean {
    for (let at = 0; at + 3 <= fragment.length; at++) {
      const trigram = codeTrigram(fragment, at)
      if (trigram < 0 || index.codeTrigrams[trigram] === 0) return false
    }
    return true
  }

  /** Calls `visit` with the slot and position of the first occurrence of `fragment` per code. */
  private scanCodes(
    index: Compiled,
    fragment: string,
    visit: (slot: number, position: number) => void,
  ): void {
    const { blob, starts } = index
    let slot = 0
    let from = 0
    for (;;) {
      const at = blob.indexOf(fragment, from)
      if (at < 0) return
      while (starts[slot + 1]! <= at) slot++
      visit(slot, at - starts[slot]!)
      from = starts[slot + 1]!
    }
  }

  private searchCodes(
    index: Compiled,
    code: string,
    offer: (slot: number, score: number) => void,
  ): void {
    if (!code) return
    for (const slot of index.exactCodes.get(code) ?? []) offer(slot, EXACT_CODE)
    if (code.length < MIN_CODE_FRAGMENT_LENGTH || !this.mayBeInCodes(index, code)) return
    this.scanCodes(index, code, (slot, position) => {
      const length = index.docs[slot]!.code.length
      if (position === 0) {
        if (length > code.length) {
          offer(slot, CODE_PREFIX + MAX_LENGTH_BONUS - Math.min(length, MAX_LENGTH_BONUS))
        }
      } else if (code.length >= MIN_INNER_CODE_LENGTH) {
        offer(
          slot,
          CODE_INNER +
            (NO_POSITION - Math.min(position, NO_POSITION)) * POSITION_UNIT +
            MAX_LENGTH_BONUS -
            Math.min(length, MAX_LENGTH_BONUS),
        )
      }
    })
  }

  /**
   * The words `word` starts. Ranges of one or two characters are kept until the next compile:
   * they are the longest to collect (hundreds of words), typed most often, and few.
   */
  private prefixRange(index: Compiled, word: string): PrefixRange {
    const cached = word.length <= KEPT_PREFIX_LENGTH ? index.shortRanges.get(word) : undefined
    if (cached) return cached
    const range: PrefixRange = { words: [...index.vocab.atPrefix(word)], postings: 0 }
    for (const [, list] of range.words) range.postings += list.length
    // Only ranges with words: the cache is bounded by the vocabulary, whatever is typed.
    if (word.length <= KEPT_PREFIX_LENGTH && range.words.length > 0) {
      index.shortRanges.set(word, range)
    }
    return range
  }

  private searchWords(
    index: Compiled,
    words: string[],
    offer: (slot: number, score: number) => void,
  ): void {
    const { docs } = index
    const queryWords: QueryWord[] = words.map((word) => ({
      word,
      range: this.prefixRange(index, word),
      typos: word.length >= MIN_TYPO_WORD_LENGTH && HAS_LETTER.test(word),
      codeFragment:
        word.length >= MIN_CODE_FRAGMENT_LENGTH &&
        CODE_FRAGMENT.test(word) &&
        this.mayBeInCodes(index, word),
    }))
    // The most selective word first: later words only narrow its candidates down.
    const estimate = (w: QueryWord): number => w.range.postings
    queryWords.sort((a, b) => estimate(a) - estimate(b) || b.word.length - a.word.length)

    let candidates: number[] | null = null
    for (const queryWord of queryWords) {
      const stamp = this.nextStamp(index)
      this.touched = []
      // Checking a few candidates one by one beats walking long postings or scanning every code.
      const checkCost = (candidates?.length ?? Infinity) * 8
      const gatherCost = estimate(queryWord) + (queryWord.codeFragment ? docs.length / 8 : 0)
      if (candidates && checkCost <= gatherCost) {
        for (const slot of candidates) this.checkWord(index, queryWord, slot, stamp)
      } else {
        this.gatherWord(index, queryWord, stamp)
      }

      if (!candidates) {
        candidates = this.touched
        for (const slot of candidates) {
          index.totalQuality[slot] = index.wordQuality[slot]!
          index.totalPosition[slot] = index.wordPosition[slot]!
          index.totalTypo[slot] = index.wordTypo[slot]!
        }
      } else {
        const next: number[] = []
        for (const slot of candidates) {
          if (index.wordStamp[slot] !== stamp) continue
          index.totalQuality[slot]! += index.wordQuality[slot]!
          index.totalPosition[slot] = Math.min(
            index.totalPosition[slot]!,
            index.wordPosition[slot]!,
          )
          index.totalTypo[slot]! |= index.wordTypo[slot]!
          next.push(slot)
        }
        candidates = next
      }
      if (candidates.length === 0) return
    }

    for (const slot of candidates ?? []) {
      const nameLength = docs[slot]!.sortName.length
      offer(
        slot,
        (index.totalTypo[slot] ? TYPO_MATCH : NAME_MATCH) +
          index.totalQuality[slot]! * QUALITY_UNIT +
          (NO_POSITION - index.totalPosition[slot]!) * POSITION_UNIT +
          MAX_LENGTH_BONUS -
          Math.min(nameLength, MAX_LENGTH_BONUS),
      )
    }
  }

  /** Records one match of the current word; the best quality wins, then the earlier position. */
  private note(
    index: Compiled,
    stamp: number,
    slot: number,
    quality: number,
    position: number,
    typo: boolean,
  ): void {
    if (index.wordStamp[slot] !== stamp) {
      index.wordStamp[slot] = stamp
      this.touched.push(slot)
    } else if (
      quality < index.wordQuality[slot]! ||
      (quality === index.wordQuality[slot] && position >= index.wordPosition[slot]!)
    ) {
      return
    }
    index.wordQuality[slot] = quality
    index.wordPosition[slot] = position
    index.wordTypo[slot] = typo ? 1 : 0
  }

  /** Every document the word matches: postings of its prefix range and typo neighbours, codes. */
  private gatherWord(index: Compiled, queryWord: QueryWord, stamp: number): void {
    const { word } = queryWord
    for (const [term, list] of queryWord.range.words) {
      const whole = term.length === word.length
      for (const entry of list) {
        const isName = (entry & 1) === FIELD_NAME
        const quality = isName
          ? whole
            ? Q_NAME_WORD
            : Q_NAME_PREFIX
          : whole
            ? Q_EXTRA_WORD
            : Q_EXTRA_PREFIX
        this.note(index, stamp, entry >>> 7, quality, (entry >>> 1) & NO_POSITION, false)
      }
    }
    if (queryWord.typos) {
      for (const list of this.typoNeighbours(index, word)) {
        for (const entry of list) {
          const isName = (entry & 1) === FIELD_NAME
          const quality = isName ? Q_NAME_TYPO : Q_EXTRA_TYPO
          this.note(index, stamp, entry >>> 7, quality, (entry >>> 1) & NO_POSITION, true)
        }
      }
    }
    if (queryWord.codeFragment) {
      this.scanCodes(index, word, (slot, position) => {
        const quality = position === 0 ? Q_CODE_START : Q_CODE_INNER
        this.note(index, stamp, slot, quality, NO_POSITION, false)
      })
    }
  }

  /** The same as `gatherWord`, for one document. */
  private checkWord(index: Compiled, queryWord: QueryWord, slot: number, stamp: number): void {
    const doc = index.docs[slot]!
    const { word } = queryWord
    doc.terms.forEach((term, k) => {
      const info = doc.termInfo[k]!
      const isName = (info & 1) === FIELD_NAME
      const position = info >>> 1
      if (term.startsWith(word)) {
        const whole = term.length === word.length
        const quality = isName
          ? whole
            ? Q_NAME_WORD
            : Q_NAME_PREFIX
          : whole
            ? Q_EXTRA_WORD
            : Q_EXTRA_PREFIX
        this.note(index, stamp, slot, quality, position, false)
      } else if (queryWord.typos && isWithinOneEdit(term, word)) {
        this.note(index, stamp, slot, isName ? Q_NAME_TYPO : Q_EXTRA_TYPO, position, true)
      }
    })
    if (queryWord.codeFragment) {
      const at = doc.code.indexOf(word)
      if (at >= 0) {
        this.note(index, stamp, slot, at === 0 ? Q_CODE_START : Q_CODE_INNER, NO_POSITION, false)
      }
    }
  }

  /**
   * Postings of the vocabulary words one edit away from `word` that it is not a prefix of (those
   * match better). MiniSearch counts a swap of two letters as two edits, so swapped forms are
   * looked up as they are: each is another word of `word`'s length, so none repeats a match.
   */
  private typoNeighbours(index: Compiled, word: string): Int32Array[] {
    const { vocab } = index
    const found: Int32Array[] = []
    for (const [term, [list]] of vocab.fuzzyGet(word, 1)) {
      if (!term.startsWith(word)) found.push(list)
    }
    for (let j = 0; j + 1 < word.length; j++) {
      if (word[j] === word[j + 1]) continue
      const list = vocab.get(word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2))
      if (list) found.push(list)
    }
    return found
  }

  private top(index: Compiled, hits: number[], limit: number): SearchHit[] {
    const { docs, hitScore } = index
    const compare = (a: number, b: number): number =>
      hitScore[b]! - hitScore[a]! || compareDocs(docs[a]!, docs[b]!)

    let best: number[]
    if (limit > INSERTION_LIMIT || hits.length <= limit) {
      best = hits.sort(compare).slice(0, limit)
    } else {
      best = []
      for (const slot of hits) {
        if (best.length === limit && compare(slot, best[limit - 1]!) >= 0) continue
        let at = Math.min(best.length, limit - 1)
        while (at > 0 && compare(slot, best[at - 1]!) < 0) at--
        if (best.length === limit) best.pop()
        best.splice(at, 0, slot)
      }
    }
    return best.map((slot) => ({ id: docs[slot]!.id, score: hitScore[slot]! }))
  }
}

import SearchableMap from 'minisearch/SearchableMap'

import { isWithinOneEdit } from '@/catalog/search/distance'
import { foldTurkish, normalizeCode, tokenize } from '@/lib/turkish'

// In-memory product search (codes or Turkish words). The ranking is ours; MiniSearch supplies only
// the radix tree. See docs/decisions/0006-search-index.md.

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

export interface SearchHitPage {
  hits: SearchHit[]
  total: number
}

/** How a product code was found from what a buyer typed (a pasted bill of materials). */
export interface CodeMatch {
  ids: (string | number)[]
  /** Equal (case, spaces, dashes … ignored), one edit away, or the start of codes. */
  kind: 'exact' | 'typo' | 'prefix'
}

const DEFAULT_LIMIT = 5
/** Shorter codes are too easily one edit away from others to guess a typo. */
const MIN_TYPO_CODE_LENGTH = 5
/** Longer input is cut: a search box query never needs more, and it bounds the work. */
const MAX_QUERY_LENGTH = 200
const MAX_QUERY_WORDS = 8
const MIN_TYPO_WORD_LENGTH = 5
const MIN_CODE_FRAGMENT_LENGTH = 2
const MIN_INNER_CODE_LENGTH = 3
/** Word positions are stored in 6 bits; also the position of matches outside the name. */
const NO_POSITION = 63
const MAX_LENGTH_BONUS = 999
/** Top-k by insertion up to this limit, a full sort above it. */
const INSERTION_LIMIT = 32
/**
 * A query word matching this many documents (and at least 1/16 of them) keeps its matches: "4",
 * "ip" or "kamera" in a large catalogue; at most BROAD_KEPT of them (~0.4 MB each per 100,000).
 */
const BROAD_MIN_MATCHES = 2_000
const BROAD_KEPT = 32

/** Score bands: a hit's band is its tier; within a band smaller parts break ties. */
const TIER = 100_000_000
const EXACT_CODE = 4 * TIER
const CODE_PREFIX = 3 * TIER
const CODE_INNER = 2 * TIER
const NAME_MATCH = TIER
/** Per query word quality; at most 8 words × 100 × 100 000 stays below one TIER. */
const QUALITY_UNIT = 100_000
const POSITION_UNIT = 1_000

/** A query word's quality by how it matched a term: [in the name, in the extra words]. */
type Qualities = readonly [number, number]
const WHOLE_WORD: Qualities = [100, 50]
const WORD_PREFIX: Qualities = [70, 35]
const ONE_TYPO: Qualities = [20, 10]
const Q_CODE_START = 40
const Q_CODE_INNER = 30

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
  /** Per term: `position << 1`, plus 1 for a word of `extra`. */
  termInfo: number[]
}

interface QueryWord {
  word: string
  /** Its matches kept from an earlier query (a broad word): no gathering then. */
  kept: WordMatches | null
  /** The vocabulary words `word` starts (or equals), with their postings. */
  range: [string, number[]][]
  /** How many postings `range` has: what gathering the word from the index costs. */
  postings: number
  typos: boolean
  codeFragment: boolean
}

/** A word's matches: every document's `matchValue` (0: no match) and the matching slots. */
interface WordMatches {
  values: Int32Array
  slots: readonly number[]
  cost: number
}

function compare<T extends string | number>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function compareDocs(a: DocRecord, b: DocRecord): number {
  const numbers = typeof a.id === 'number' && typeof b.id === 'number'
  const byId = numbers ? compare(a.id, b.id) : compare(String(a.id), String(b.id))
  return compare(a.sortName, b.sortName) || compare(a.name, b.name) || byId
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

function queryWords(text: string): string[] {
  return [...new Set(tokenize(text))].slice(0, MAX_QUERY_WORDS)
}

function lengthBonus(text: string): number {
  return MAX_LENGTH_BONUS - Math.min(text.length, MAX_LENGTH_BONUS)
}

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function makeRecord(doc: SearchDoc): DocRecord {
  const name = toText(doc.name)
  const sortName = foldTurkish(name)
  const info = new Map<string, number>()
  // Folded text is ASCII for Turkish names, so tokenizing it again takes the cheap path.
  tokenize(sortName).forEach((term, position) => {
    if (!info.has(term)) info.set(term, Math.min(position, NO_POSITION) << 1)
  })
  for (const term of tokenize(toText(doc.extra))) {
    if (!info.has(term)) info.set(term, (NO_POSITION << 1) | 1)
  }
  const code = normalizeCode(toText(doc.sku))
  return { id: doc.id, name, sortName, code, terms: [...info.keys()], termInfo: [...info.values()] }
}

function matchKind(term: string, queryWord: QueryWord): Qualities | null {
  const { word } = queryWord
  if (term.startsWith(word)) return term.length === word.length ? WHOLE_WORD : WORD_PREFIX
  return queryWord.typos && isWithinOneEdit(term, word) ? ONE_TYPO : null
}

/** A query word's match in a document, best first: the quality, then the earlier position. */
function matchValue(quality: number, position: number): number {
  return (quality << 6) | (NO_POSITION - position)
}

/** The best value offered per document slot (every value is above 0), and the slots offered. */
class BestPerSlot {
  readonly slots: number[] = []
  readonly values: Int32Array

  constructor(size: number) {
    this.values = new Int32Array(size)
  }

  /** Empties it for the next query: cheaper than a new one, and no garbage to collect. */
  clear(): this {
    for (const slot of this.slots) this.values[slot] = 0
    this.slots.length = 0
    return this
  }

  offer(slot: number, value: number): void {
    if (value <= this.values[slot]!) return
    if (this.values[slot] === 0) this.slots.push(slot)
    this.values[slot] = value
  }
}

/** The documents as queries need them, built after a change by the first search. */
class CompiledIndex {
  /** Vocabulary word → its postings, each `slot << 7 | termInfo`. */
  private readonly vocab = new SearchableMap<number[]>()
  private readonly exactCodes = new Map<string, number[]>()
  /** All codes joined by spaces; code k starts at `starts[k]`; `starts[n]` is past the end. */
  private readonly blob: string
  private readonly starts = [0]
  /** Trigram → the slots whose code has it, ascending: where a fragment of 3+ can be. */
  private readonly codeTrigrams = new Map<string, number[]>()
  /** Where each 1–2 character fragment is in the codes (slot, position pairs), once scanned. */
  private readonly shortScans = new Map<string, Int32Array>()
  /** Cached 1–2 letter prefix ranges (the largest, most typed); only non-empty ones, so bounded. */
  private readonly shortRanges = new Map<string, [string, number[]][]>()
  /** Reused by every query: for the hits, then for each query word. */
  private readonly scratch: BestPerSlot[]
  /** Broad words' matches, least recently used first (see BROAD_MIN_MATCHES). */
  private readonly broad = new Map<string, WordMatches>()
  // Per slot, so ranking thousands of hits reads flat arrays, not 100,000 records spread over the
  // heap (at that size the pointer chasing made broad words ten times slower than at 20,000).
  /** `lengthBonus` of the folded name and of the code. */
  private readonly nameBonus: Int32Array
  private readonly codeBonus: Int32Array
  /** Position in `compareDocs` order: the tie-breaker as one integer comparison. */
  private readonly rank: Int32Array

  constructor(private readonly docs: DocRecord[]) {
    const postings = new Map<string, number[]>()
    docs.forEach((doc, slot) => {
      doc.terms.forEach((term, k) => add(postings, term, (slot << 7) | doc.termInfo[k]!))
      if (doc.code) add(this.exactCodes, doc.code, slot)
      for (let at = 0; at + 3 <= doc.code.length; at++) {
        const slots = this.codeTrigrams.get(doc.code.slice(at, at + 3))
        if (!slots) this.codeTrigrams.set(doc.code.slice(at, at + 3), [slot])
        else if (slots[slots.length - 1] !== slot) slots.push(slot)
      }
      this.starts.push(this.starts[slot]! + doc.code.length + 1)
    })
    for (const [term, list] of postings) this.vocab.set(term, list)
    this.blob = docs.map((doc) => doc.code).join(' ')
    this.scratch = Array.from({ length: MAX_QUERY_WORDS + 1 }, () => new BestPerSlot(docs.length))
    this.nameBonus = Int32Array.from(docs, (doc) => lengthBonus(doc.sortName))
    this.codeBonus = Int32Array.from(docs, (doc) => lengthBonus(doc.code))
    this.rank = new Int32Array(docs.length)
    const names = docs.map((doc) => doc.sortName)
    const ordered = docs
      .map((_, slot) => slot)
      .sort((a, b) => compare(names[a]!, names[b]!) || compareDocs(docs[a]!, docs[b]!))
    ordered.forEach((slot, at) => (this.rank[slot] = at))
  }

  search(text: string, words: string[], limit: number): SearchHit[] {
    return this.top(this.match(text, words), limit)
  }

  page(text: string, words: string[], limit: number, offset: number): SearchHitPage {
    const hits = this.match(text, words)
    const total = hits.slots.length
    return { hits: offset < total ? this.top(hits, offset + limit).slice(offset) : [], total }
  }

  /** Every matching document's best score; valid until the next query reuses the scratch. */
  private match(text: string, words: string[]): BestPerSlot {
    const hits = this.scratch[0]!.clear()
    this.searchCodes(normalizeCode(text), hits)
    this.searchWords(words, hits)
    return hits
  }

  private byCode: number[] | null = null

  /** For a code that matched nothing: codes sharing its longest start, nearest in length first. */
  closeCodes(code: string, limit: number): (string | number)[] {
    const { docs } = this
    this.byCode ??= docs
      .map((_, slot) => slot)
      .sort((a, b) => (docs[a]!.code < docs[b]!.code ? -1 : 1))
    const sorted = this.byCode
    for (let k = code.length - 1; k >= MIN_INNER_CODE_LENGTH; k--) {
      const head = code.slice(0, k)
      let low = 0
      let high = sorted.length
      while (low < high) {
        const mid = (low + high) >> 1
        if (docs[sorted[mid]!]!.code < head) low = mid + 1
        else high = mid
      }
      const found: number[] = []
      for (let i = low; i < sorted.length && docs[sorted[i]!]!.code.startsWith(head); i++)
        found.push(sorted[i]!)
      if (!found.length) continue
      const gap = (slot: number) => Math.abs(docs[slot]!.code.length - code.length)
      return found
        .sort((a, b) => gap(a) - gap(b) || compareDocs(docs[a]!, docs[b]!))
        .slice(0, limit)
        .map((slot) => docs[slot]!.id)
    }
    return []
  }

  matchCode(code: string): CodeMatch | null {
    const ids = (slots: number[]) => slots.map((slot) => this.docs[slot]!.id)
    const exact = this.exactCodes.get(code)
    if (exact) return { ids: ids(exact), kind: 'exact' }
    const near: number[] = []
    if (code.length >= MIN_TYPO_CODE_LENGTH)
      this.docs.forEach((doc, slot) => {
        if (isWithinOneEdit(doc.code, code)) near.push(slot)
      })
    if (near.length) return { ids: ids(near), kind: 'typo' }
    const starts: number[] = []
    if (code.length >= MIN_INNER_CODE_LENGTH && this.mayBeInCodes(code))
      this.scanCodes(code, (slot, at) => {
        if (at === 0) starts.push(slot)
      })
    return starts.length ? { ids: ids(starts), kind: 'prefix' } : null
  }

  private searchCodes(code: string, hits: BestPerSlot): void {
    if (!code) return
    for (const slot of this.exactCodes.get(code) ?? []) hits.offer(slot, EXACT_CODE)
    if (code.length < MIN_CODE_FRAGMENT_LENGTH || !this.mayBeInCodes(code)) return
    const { codeBonus } = this
    this.scanCodes(code, (slot, at) => {
      if (at === 0 && this.docs[slot]!.code.length > code.length) {
        hits.offer(slot, CODE_PREFIX + codeBonus[slot]!)
      } else if (at > 0 && code.length >= MIN_INNER_CODE_LENGTH) {
        const position = NO_POSITION - Math.min(at, NO_POSITION)
        hits.offer(slot, CODE_INNER + position * POSITION_UNIT + codeBonus[slot]!)
      }
    })
  }

  /** Documents matching every word, the most selective word first: later ones only narrow. */
  private searchWords(words: string[], hits: BestPerSlot): void {
    const { docs } = this
    const queryWords = words.map((word): QueryWord => {
      const kept = this.broad.get(word)
      if (kept) {
        this.broad.delete(word)
        this.broad.set(word, kept)
        return { word, kept, range: [], postings: kept.cost, typos: false, codeFragment: false }
      }
      const range = this.shortRanges.get(word) ?? [...this.vocab.atPrefix(word)]
      if (word.length <= 2 && range.length > 0) this.shortRanges.set(word, range)
      const codeFragment = word.length >= MIN_CODE_FRAGMENT_LENGTH && CODE_FRAGMENT.test(word)
      return {
        word,
        kept: null,
        range,
        postings: range.reduce((sum, [, list]) => sum + list.length, 0),
        typos: word.length >= MIN_TYPO_WORD_LENGTH && HAS_LETTER.test(word),
        codeFragment: codeFragment && this.mayBeInCodes(word),
      }
    })
    queryWords.sort((a, b) => a.postings - b.postings || b.word.length - a.word.length)

    const matches: Int32Array[] = []
    let candidates: readonly number[] | null = null
    for (const [i, queryWord] of queryWords.entries()) {
      const found = this.scratch[i + 1]!.clear()
      // Checking a few candidates one by one beats walking long postings or scanning every code.
      const gatherCost = queryWord.postings + (queryWord.codeFragment ? docs.length / 8 : 0)
      let word: { values: Int32Array; slots: readonly number[] } = found
      if (queryWord.kept) {
        word = queryWord.kept
      } else if (candidates && candidates.length * 32 <= gatherCost) {
        for (const slot of candidates) this.checkWord(slot, queryWord, found)
      } else {
        this.gatherWord(queryWord, found)
        if (found.slots.length >= Math.max(BROAD_MIN_MATCHES, docs.length / 16)) {
          word = this.keep(queryWord.word, found, queryWord.postings)
        }
      }
      const match = word.values
      candidates = candidates ? candidates.filter((slot: number) => match[slot]) : word.slots
      matches.push(match)
      if (candidates.length === 0) return
    }

    for (const slot of candidates ?? []) {
      let quality = 0
      let position = NO_POSITION
      let typo = false
      for (const match of matches) {
        const wordQuality = match[slot]! >> 6
        quality += wordQuality
        position = Math.min(position, NO_POSITION - (match[slot]! & NO_POSITION))
        typo ||= wordQuality <= ONE_TYPO[0]
      }
      const rest = (NO_POSITION - position) * POSITION_UNIT + this.nameBonus[slot]!
      hits.offer(slot, (typo ? 0 : NAME_MATCH) + quality * QUALITY_UNIT + rest)
    }
  }

  /** A copy of a broad word's matches, kept for the next queries that have it. */
  private keep(word: string, found: BestPerSlot, cost: number): WordMatches {
    const kept = { values: found.values.slice(), slots: found.slots.slice(), cost }
    this.broad.set(word, kept)
    if (this.broad.size > BROAD_KEPT) this.broad.delete(this.broad.keys().next().value!)
    return kept
  }

  /** Swapped letters are looked up too: MiniSearch counts a swap as two edits. */
  private gatherWord(queryWord: QueryWord, found: BestPerSlot): void {
    const { word } = queryWord
    const terms = [...queryWord.range]
    if (queryWord.typos) {
      for (const [term, [list]] of this.vocab.fuzzyGet(word, 1)) {
        if (!term.startsWith(word)) terms.push([term, list])
      }
      for (let j = 0; j + 1 < word.length; j++) {
        if (word[j] === word[j + 1]) continue
        const swapped = word.slice(0, j) + word[j + 1] + word[j] + word.slice(j + 2)
        const list = this.vocab.get(swapped)
        if (list) terms.push([swapped, list])
      }
    }
    for (const [term, list] of terms) {
      const qualities = matchKind(term, queryWord)!
      for (const entry of list) {
        found.offer(entry >>> 7, matchValue(qualities[entry & 1]!, (entry >>> 1) & NO_POSITION))
      }
    }
    if (queryWord.codeFragment) {
      this.scanCodes(word, (slot, at) => {
        found.offer(slot, matchValue(at === 0 ? Q_CODE_START : Q_CODE_INNER, NO_POSITION))
      })
    }
  }

  /** The same as `gatherWord`, for one document. */
  private checkWord(slot: number, queryWord: QueryWord, found: BestPerSlot): void {
    const doc = this.docs[slot]!
    doc.terms.forEach((term, k) => {
      const qualities = matchKind(term, queryWord)
      const info = doc.termInfo[k]!
      if (qualities) found.offer(slot, matchValue(qualities[info & 1]!, info >>> 1))
    })
    const at = queryWord.codeFragment ? doc.code.indexOf(queryWord.word) : -1
    if (at >= 0) found.offer(slot, matchValue(at === 0 ? Q_CODE_START : Q_CODE_INNER, NO_POSITION))
  }

  /** False when a trigram of `fragment` is in no code: rules out most typed words unscanned. */
  private mayBeInCodes(fragment: string): boolean {
    for (let at = 0; at + 3 <= fragment.length; at++) {
      if (!this.codeTrigrams.has(fragment.slice(at, at + 3))) return false
    }
    return true
  }

  /** Calls `visit` with the slot and position of the first occurrence of `fragment` per code. */
  private scanCodes(fragment: string, visit: (slot: number, at: number) => void): void {
    if (fragment.length < 3) {
      let found = this.shortScans.get(fragment)
      if (!found) this.shortScans.set(fragment, (found = this.scanBlob(fragment)))
      for (let k = 0; k < found.length; k += 2) visit(found[k]!, found[k + 1]!)
      return
    }
    // Only codes having the fragment's rarest trigram can hold it.
    let slots: number[] = []
    for (let at = 0; at + 3 <= fragment.length; at++) {
      const these = this.codeTrigrams.get(fragment.slice(at, at + 3)) ?? []
      if (at === 0 || these.length < slots.length) slots = these
    }
    for (const slot of slots) {
      const at = this.docs[slot]!.code.indexOf(fragment)
      if (at >= 0) visit(slot, at)
    }
  }

  /** Every code holding `fragment`: (slot, position) pairs, one scan of all the codes joined. */
  private scanBlob(fragment: string): Int32Array {
    const { blob, starts } = this
    const pairs: number[] = []
    let slot = 0
    for (let at = blob.indexOf(fragment); at >= 0; at = blob.indexOf(fragment, starts[slot]!)) {
      while (starts[slot + 1]! <= at) slot++
      pairs.push(slot, at - starts[slot]!)
      slot++
    }
    return Int32Array.from(pairs)
  }

  private top(hits: BestPerSlot, limit: number): SearchHit[] {
    const { docs, rank } = this
    const scores = hits.values
    const order = (a: number, b: number): number => scores[b]! - scores[a]! || rank[a]! - rank[b]!
    let best: number[] = []
    if (limit > INSERTION_LIMIT || hits.slots.length <= limit) {
      best = hits.slots.sort(order).slice(0, limit)
    } else {
      for (const slot of hits.slots) {
        if (best.length === limit && order(slot, best[limit - 1]!) >= 0) continue
        let at = best.length
        while (at > 0 && order(slot, best[at - 1]!) < 0) at--
        best.splice(at, 0, slot)
        if (best.length > limit) best.pop()
      }
    }
    return best.map((slot) => ({ id: docs[slot]!.id, score: scores[slot]! }))
  }
}

export class ProductSearchIndex {
  private readonly records = new Map<string, DocRecord>()
  private compiled: CompiledIndex | null = null
  private compileCount = 0

  constructor(docs?: Iterable<SearchDoc>) {
    if (docs) for (const doc of docs) this.upsert(doc)
  }

  /** An unchanged document keeps the compiled index: recompiling is the costly part. */
  upsert(doc: SearchDoc): void {
    const key = String(doc.id)
    const record = makeRecord(doc)
    const previous = this.records.get(key)
    if (previous && JSON.stringify(previous) === JSON.stringify(record)) return
    this.records.set(key, record)
    this.compiled = null
  }

  remove(id: string | number): void {
    if (this.records.delete(String(id))) this.compiled = null
  }

  get size(): number {
    return this.records.size
  }

  get compilations(): number {
    return this.compileCount
  }

  search(query: string, limit: number = DEFAULT_LIMIT): SearchHit[] {
    const max = Math.floor(limit)
    if (typeof query !== 'string' || !(max >= 1)) return []
    const text = query.slice(0, MAX_QUERY_LENGTH)
    const words = queryWords(text)
    return words.length === 0 ? [] : this.compile().search(text, words, max)
  }

  /** An offset past the last hit gives no hits but still the total. */
  searchPage(query: string, limit: number, offset = 0): SearchHitPage {
    const max = Math.floor(limit)
    const skip = Math.floor(offset)
    if (typeof query !== 'string' || !(max >= 1) || !(skip >= 0)) return { hits: [], total: 0 }
    const text = query.slice(0, MAX_QUERY_LENGTH)
    const words = queryWords(text)
    return words.length === 0 ? { hits: [], total: 0 } : this.compile().page(text, words, max, skip)
  }

  closeCodes(query: string, limit: number): (string | number)[] {
    const code = normalizeCode(typeof query === 'string' ? query.slice(0, MAX_QUERY_LENGTH) : '')
    return code ? this.compile().closeCodes(code, limit) : []
  }

  /** The same code, else codes one edit away, else codes it starts; several ids: ambiguous. */
  matchCode(query: string): CodeMatch | null {
    const code = normalizeCode(typeof query === 'string' ? query.slice(0, MAX_QUERY_LENGTH) : '')
    return code ? this.compile().matchCode(code) : null
  }

  private compile(): CompiledIndex {
    if (!this.compiled) {
      this.compiled = new CompiledIndex([...this.records.values()])
      this.compileCount++
    }
    return this.compiled
  }
}

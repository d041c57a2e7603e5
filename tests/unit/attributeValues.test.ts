import { describe, expect, it } from 'vitest'

import {
  attributeKey,
  attributeValueProblem,
  attributeValueSlug,
  compareAttributeValues,
  formatAttributeValue,
  normalizeAttributeValue,
} from '@/catalog/attributeValues'

const choice = { kind: 'choice' as const, options: ['2 MP', '4 MP', '12 MP', 'IP67'] }
const number = { kind: 'number' as const, options: [] }
const yesNo = { kind: 'boolean' as const, options: [] }

describe('filter attribute values', () => {
  it('stores a value in its attribute’s spelling, or refuses it', () => {
    expect(normalizeAttributeValue(choice, ' 4 mp ')).toBe('4 MP')
    expect(normalizeAttributeValue(choice, 'ip67')).toBe('IP67')
    expect(normalizeAttributeValue(choice, '5 MP')).toBeNull()
    expect(normalizeAttributeValue(number, '2,8')).toBe('2.8')
    expect(normalizeAttributeValue(number, '16')).toBe('16')
    expect(normalizeAttributeValue(number, '16 kanal')).toBeNull()
    expect(normalizeAttributeValue(yesNo, 'EVET')).toBe('Evet')
    expect(normalizeAttributeValue(yesNo, 'hayır')).toBe('Hayır')
    expect(normalizeAttributeValue(yesNo, 'HAYIR')).toBe('Hayır')
    expect(normalizeAttributeValue(yesNo, 'var')).toBeNull()
    expect(attributeValueProblem(choice)).toBe(
      'Bu özellik için geçerli değerler: 2 MP, 4 MP, 12 MP, IP67.',
    )
  })

  it('keys and orders values as the facets show them', () => {
    expect(attributeValueSlug('4 MP')).toBe('4-mp')
    expect(attributeValueSlug('Hayır')).toBe('hayir')
    expect(attributeKey('kanal-sayisi', '2.8')).toBe('kanal-sayisi:2-8')
    expect(['16', '4', '32', '8'].sort(compareAttributeValues(number))).toEqual([
      '4',
      '8',
      '16',
      '32',
    ])
    expect(['12 MP', '2 MP', '4 MP'].sort(compareAttributeValues(choice))).toEqual([
      '2 MP',
      '4 MP',
      '12 MP',
    ])
    expect(['Hayır', 'Evet'].sort(compareAttributeValues(yesNo))).toEqual(['Evet', 'Hayır'])
    expect(formatAttributeValue({ kind: 'number', unit: 'mm' }, '2.8')).toBe('2,8 mm')
    expect(formatAttributeValue({ kind: 'choice', unit: null }, '4 MP')).toBe('4 MP')
  })
})

import { describe, expect, it } from 'vitest'

import { isValidTckn, isValidVkn, TAX_NUMBER_MESSAGES, taxNumberProblem } from '@/dealers/taxNumber'

describe('tax numbers of dealer companies', () => {
  it('VKN: ten digits whose last is the check digit', () => {
    expect(isValidVkn('4540536920')).toBe(true)
    expect(isValidVkn('0010010010')).toBe(true)
    expect(isValidVkn('4540536921')).toBe(false)
    expect(isValidVkn('454053692')).toBe(false)
    // Every wrong last digit of a valid number is refused.
    for (let d = 1; d <= 9; d++) expect(isValidVkn(`454053692${d}`)).toBe(false)
  })

  it('TCKN: eleven digits, not starting with 0, two check digits', () => {
    expect(isValidTckn('10000000146')).toBe(true)
    expect(isValidTckn('10000000147')).toBe(false)
    expect(isValidTckn('10000000156')).toBe(false)
    expect(isValidTckn('00000000146')).toBe(false)
  })

  it('answers in Turkish which rule a number breaks; spaces and dashes as typed are fine', () => {
    expect(taxNumberProblem('454 053 6920')).toBeNull()
    expect(taxNumberProblem('100-000-001-46')).toBeNull()
    expect(taxNumberProblem('')).toBe(TAX_NUMBER_MESSAGES.empty)
    expect(taxNumberProblem('4540536921')).toBe(TAX_NUMBER_MESSAGES.vkn)
    expect(taxNumberProblem('10000000147')).toBe(TAX_NUMBER_MESSAGES.tckn)
    expect(taxNumberProblem('12345')).toBe(TAX_NUMBER_MESSAGES.format)
    expect(taxNumberProblem('45405369ab')).toBe(TAX_NUMBER_MESSAGES.format)
  })
})

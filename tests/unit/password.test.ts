import { describe, expect, it } from 'vitest'

import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblem } from '@/lib/security/password'

describe('PASSWORD_MESSAGES', () => {
  it('are the Turkish texts, with the minimum length in the first', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12)
    expect(PASSWORD_MESSAGES).toEqual({
      tooShort: 'Parola en az 12 karakter olmalıdır.',
      common: 'Bu parola çok yaygın ve kolay tahmin edilir; lütfen başka bir parola seçiniz.',
      email: 'Parola, hesabın e-posta adresini içeremez.',
    })
  })
})

describe('passwordProblem: length', () => {
  it('refuses passwords shorter than 12 characters', () => {
    for (const password of ['', '123', 'password', 'kısa-parola', 'x7$Kq!2mZp9']) {
      expect(passwordProblem(password)).toBe(PASSWORD_MESSAGES.tooShort)
    }
  })

  it('refuses blank passwords of any length', () => {
    expect(passwordProblem(' '.repeat(8))).toBe(PASSWORD_MESSAGES.tooShort)
    expect(passwordProblem(' '.repeat(12))).toBe(PASSWORD_MESSAGES.tooShort)
    expect(passwordProblem(' \t\n'.repeat(10))).toBe(PASSWORD_MESSAGES.tooShort)
  })

  it('counts characters, not UTF-16 units', () => {
    // Eleven characters, 22 code units.
    expect(passwordProblem('🔑🌙🌊🍋🎲🚲🧭🪁🎈🦉🌵')).toBe(PASSWORD_MESSAGES.tooShort)
    expect(passwordProblem('🔑🌙🌊🍋🎲🚲🧭🪁🎈🦉🌵x')).toBeNull()
  })

  it('checks the length before anything else', () => {
    expect(passwordProblem('a@x.example', 'a@x.example')).toBe(PASSWORD_MESSAGES.tooShort)
  })
})

describe('passwordProblem: common passwords', () => {
  it('refuses common words with digits and signs around them', () => {
    for (const password of [
      'password1234',
      'Password!2026',
      'qwertyuiop12',
      'PASSWORD1234',
      '2026parola!!',
      'Şifre.123456',
      'fenerbahçe1907',
      'galatasaray1905',
      'Admin-12345678',
      'vitrin123456',
    ]) {
      expect(passwordProblem(password), password).toBe(PASSWORD_MESSAGES.common)
    }
  })

  it('refuses repeated runs and keyboard or digit sequences', () => {
    for (const password of [
      '123456789012',
      'aaaaaaaaaaaa',
      'abcabcabcabc',
      '121212121212',
      'abcdabcdabcd',
      'abcdefghijkl',
      '!!!!!!!!!!!!',
      'ab12ab12ab12',
    ]) {
      expect(passwordProblem(password), password).toBe(PASSWORD_MESSAGES.common)
    }
  })

  it('refuses a repeated word with other characters around it', () => {
    expect(passwordProblem('abab-1234-abab')).toBe(PASSWORD_MESSAGES.common)
    expect(passwordProblem('xyzxyz!2026!')).toBe(PASSWORD_MESSAGES.common)
  })

  it('refuses passwords without a single letter', () => {
    expect(passwordProblem('839201746583')).toBe(PASSWORD_MESSAGES.common)
    expect(passwordProblem('#$%&*()-+=!?')).toBe(PASSWORD_MESSAGES.common)
  })

  it('refuses passw0rd, which the list names, with signs around it', () => {
    expect(passwordProblem('P@ssw0rd-2026')).toBe(PASSWORD_MESSAGES.common)
    expect(passwordProblem('passw0rd2026')).toBe(PASSWORD_MESSAGES.common)
  })
})

describe('passwordProblem: the account e-mail', () => {
  const email = 'ayse.yilmaz@x.example'

  it('refuses the e-mail address itself and passwords containing it', () => {
    expect(passwordProblem(email, email)).toBe(PASSWORD_MESSAGES.email)
    expect(passwordProblem('Ayse.Yilmaz@X.Example', ' AYSE.yilmaz@x.example ')).toBe(
      PASSWORD_MESSAGES.email,
    )
    expect(passwordProblem(`!${email}2026`, email)).toBe(PASSWORD_MESSAGES.email)
  })

  it('refuses the local part with digits and signs around it', () => {
    for (const password of [
      'ayseyilmaz2026',
      'ayse.yilmaz2026',
      'Ayse_Yilmaz_1990!',
      '2026ayseyilmaz',
    ]) {
      expect(passwordProblem(password, email), password).toBe(PASSWORD_MESSAGES.email)
    }
  })

  it('refuses the local part written in capitals', () => {
    expect(passwordProblem('AYSE.YAMAN.2026', 'ayse.yaman@x.example')).toBe(PASSWORD_MESSAGES.email)
    expect(passwordProblem('Ayse.Yilmaz.2026', email)).toBe(PASSWORD_MESSAGES.email)
  })

  it('passes passwords that only share part of the local part', () => {
    expect(passwordProblem('ayse-bahce-kapisi-7', email)).toBeNull()
    expect(passwordProblem('yilmazlar-evi-2026', email)).toBeNull()
  })

  it('does not compare local parts shorter than four letters', () => {
    expect(passwordProblem('ali123456789', 'ali@x.example')).toBeNull()
    expect(passwordProblem('ali123456789', 'alix@x.example')).toBeNull()
    expect(passwordProblem('alix12345678', 'alix@x.example')).toBe(PASSWORD_MESSAGES.email)
  })

  it('ignores a missing or empty e-mail', () => {
    expect(passwordProblem('ayseyilmaz2026', null)).toBeNull()
    expect(passwordProblem('ayseyilmaz2026', undefined)).toBeNull()
    expect(passwordProblem('ayseyilmaz2026', '')).toBeNull()
  })

  it('reports a common password as common even when it is also the e-mail', () => {
    expect(passwordProblem('password1234', 'password@x.example')).toBe(PASSWORD_MESSAGES.common)
  })
})

// Turkish lower-casing turns a capital I into ı, so capitals must not slip past the checks.
describe('passwordProblem: capital I', () => {
  it('refuses common words typed in capitals that contain an I', () => {
    expect(passwordProblem('ŞİFRE1234567')).toBe(PASSWORD_MESSAGES.common)
    for (const password of ['ADMIN1234567', 'QWERTYUIOP12', 'LETMEIN12345', 'SIFRE1234567']) {
      expect(passwordProblem(password), password).toBe(PASSWORD_MESSAGES.common)
    }
  })

  it('refuses the e-mail or its local part typed in capitals that contain an I', () => {
    expect(passwordProblem('AYSE.YILMAZ.2026', 'ayse.yilmaz@x.example')).toBe(
      PASSWORD_MESSAGES.email,
    )
    expect(passwordProblem('ILKAY@X.EXAMPLE!', 'ilkay@x.example')).toBe(PASSWORD_MESSAGES.email)
  })
})

describe('passwordProblem: good passwords', () => {
  it("passes the seed's demo password for the demo account", () => {
    expect(passwordProblem('vitrin-demo-2026', 'admin@vitrin.example')).toBeNull()
  })

  it('passes passphrases and random passwords', () => {
    for (const password of [
      'test-admin-password-1',
      'dogru-parola-12345',
      'mavi kedi pencere önünde yağmuru izliyor',
      'correct-horse-battery-staple',
      'Gq7#vK2!pL9zXw4m',
      'ışık-ğüşöç-2026',
    ]) {
      expect(passwordProblem(password, 'ayse.yilmaz@x.example'), password).toBeNull()
      expect(passwordProblem(password), password).toBeNull()
    }
  })
})

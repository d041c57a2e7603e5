import { describe, expect, it } from 'vitest'

import {
  applicationSchema,
  characterCount,
  contactAltSchema,
  contactSchema,
  messages,
} from '@/lib/validation'
import {
  CORPORATION_MAX_LENGTH,
  MAIL_LOCAL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@/lib/validation/fields'

import { errorsOf, goodApplication, goodContact, goodContactAlt } from '../helpers/forms'

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u001b', '\u007f']
const LINE_BREAKS_AND_TABS = ['\n', '\r\n', '\r', '\t']
const UNPAIRED_SURROGATES = ['\ud800', '\udc00', '\udbff', '\udfff']
const EMOJI = '🙂'

const INVALID = messages.invalidCharacters

describe('control characters', () => {
  it('are refused inside name and corporation', () => {
    for (const char of CONTROL_CHARACTERS) {
      expect(errorsOf(contactSchema, { ...goodContact, name: `Ali${char}Veli` })).toEqual({
        name: INVALID,
      })
      expect(errorsOf(contactSchema, { ...goodContact, corporation: `Vitrin${char}AŞ` })).toEqual({
        corporation: INVALID,
      })
      expect(errorsOf(applicationSchema, { ...goodApplication, name: `${char}Ayşe` })).toEqual({
        name: INVALID,
      })
      expect(errorsOf(contactAltSchema, { ...goodContactAlt, name: `Ayşe${char}` })).toEqual({
        name: INVALID,
      })
    }
  })

  it('are refused inside the optional and the required message', () => {
    for (const char of CONTROL_CHARACTERS) {
      expect(errorsOf(contactSchema, { ...goodContact, message: `Merhaba${char}dünya` })).toEqual({
        message: INVALID,
      })
      expect(errorsOf(contactAltSchema, { ...goodContactAlt, message: `Merhaba${char}` })).toEqual({
        message: INVALID,
      })
    }
  })

  it('are refused even when the value is nothing else', () => {
    expect(errorsOf(contactSchema, { ...goodContact, name: '\u0000\u0000' })).toEqual({
      name: INVALID,
    })
    expect(errorsOf(contactAltSchema, { ...goodContactAlt, message: '\u0000' })).toEqual({
      message: INVALID,
    })
    expect(errorsOf(contactSchema, { ...goodContact, message: '\u001b' })).toEqual({
      message: INVALID,
    })
  })

  it('give only the invalid-characters message, not a length message too', () => {
    const issues = (input: object) =>
      contactSchema.safeParse({ ...goodContact, ...input }).error?.issues.map((i) => i.message)
    expect(issues({ message: 'x'.repeat(MESSAGE_MAX_LENGTH) + '\u0000' })).toEqual([INVALID])
    expect(issues({ name: '\u0000' })).toEqual([INVALID])
    expect(issues({ corporation: 'x'.repeat(CORPORATION_MAX_LENGTH) + '\u0000' })).toEqual([
      INVALID,
    ])
  })
})

describe('line breaks and tabs', () => {
  it('are allowed inside the contact message and kept', () => {
    for (const char of LINE_BREAKS_AND_TABS) {
      const message = `Merhaba,${char}teklif rica ederim.`
      const result = contactSchema.safeParse({ ...goodContact, message })
      expect(result.success, JSON.stringify(char)).toBe(true)
      expect(result.data?.message).toBe(message)
    }
  })

  it('are allowed inside the required message of the alternate form', () => {
    const message = 'Merhaba,\r\n\tteklif rica ederim.\n\nSaygılarımla'
    expect(contactAltSchema.parse({ ...goodContactAlt, message }).message).toBe(message)
  })

  it('are refused inside name and corporation', () => {
    for (const char of LINE_BREAKS_AND_TABS) {
      expect(errorsOf(contactSchema, { ...goodContact, name: `Ali${char}Veli` })).toEqual({
        name: INVALID,
      })
      expect(errorsOf(contactSchema, { ...goodContact, corporation: `Vitrin${char}AŞ` })).toEqual({
        corporation: INVALID,
      })
      expect(
        errorsOf(applicationSchema, { ...goodApplication, name: `Ayşe${char}Yılmaz` }),
      ).toEqual({ name: INVALID })
    }
  })

  it('around a name are trimmed away, not refused', () => {
    expect(contactSchema.parse({ ...goodContact, name: '\tAli Veli\r\n' }).name).toBe('Ali Veli')
  })

  it('do not make other separators acceptable in a message', () => {
    // Vertical tab and form feed are whitespace but no line break a person types.
    for (const char of ['\u000b', '\u000c']) {
      expect(errorsOf(contactSchema, { ...goodContact, message: `a${char}b` })).toEqual({
        message: INVALID,
      })
    }
  })
})

describe('surrogates', () => {
  it('unpaired are refused in name, corporation and message', () => {
    for (const half of UNPAIRED_SURROGATES) {
      expect(errorsOf(contactSchema, { ...goodContact, name: `Ali${half}` })).toEqual({
        name: INVALID,
      })
      expect(errorsOf(contactSchema, { ...goodContact, name: `${half}Ali Veli` })).toEqual({
        name: INVALID,
      })
      expect(errorsOf(contactSchema, { ...goodContact, corporation: `Vitrin ${half}` })).toEqual({
        corporation: INVALID,
      })
      expect(errorsOf(contactSchema, { ...goodContact, message: `Merhaba ${half}` })).toEqual({
        message: INVALID,
      })
      expect(errorsOf(contactAltSchema, { ...goodContactAlt, message: half })).toEqual({
        message: INVALID,
      })
    }
  })

  it('in the wrong order are two unpaired halves, refused', () => {
    expect(errorsOf(contactSchema, { ...goodContact, name: 'Ali \udc00\ud800' })).toEqual({
      name: INVALID,
    })
  })

  it('paired as an emoji are accepted and kept', () => {
    const name = `Ali Veli ${EMOJI}`
    expect(contactSchema.parse({ ...goodContact, name }).name).toBe(name)
    expect(applicationSchema.parse({ ...goodApplication, name }).name).toBe(name)
    const message = `Teşekkürler ${EMOJI}👍🏽\nİyi çalışmalar`
    expect(contactSchema.parse({ ...goodContact, message }).message).toBe(message)
    expect(contactAltSchema.parse({ ...goodContactAlt, message }).message).toBe(message)
  })

  it('paired count as one character towards the length limits', () => {
    expect(characterCount(EMOJI)).toBe(1)
    const longest = 'a'.repeat(NAME_MAX_LENGTH - 1) + EMOJI
    expect(longest.length).toBe(NAME_MAX_LENGTH + 1)
    expect(errorsOf(contactSchema, { ...goodContact, name: longest })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, name: `a${longest}` })).toEqual({
      name: messages.nameTooLong,
    })
    expect(errorsOf(contactSchema, { ...goodContact, name: EMOJI.repeat(2) })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, name: EMOJI })).toEqual({
      name: messages.nameEmpty,
    })
    const corporation = EMOJI.repeat(CORPORATION_MAX_LENGTH)
    expect(errorsOf(contactSchema, { ...goodContact, corporation })).toEqual({})
    expect(
      errorsOf(contactSchema, { ...goodContact, corporation: `${corporation}${EMOJI}` }),
    ).toEqual({ corporation: messages.corporationTooLong })
    const message = EMOJI.repeat(MESSAGE_MAX_LENGTH)
    expect(errorsOf(contactAltSchema, { ...goodContactAlt, message })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, message: `${message}a` })).toEqual({
      message: messages.messageTooLong,
    })
  })
})

describe('e-mail local part', () => {
  const address = (localLength: number) => `${'a'.repeat(localLength)}@firma.com.tr`

  it('passes at exactly 64 characters', () => {
    expect(MAIL_LOCAL_MAX_LENGTH).toBe(64)
    expect(errorsOf(contactSchema, { ...goodContact, mail: address(64) })).toEqual({})
    expect(errorsOf(applicationSchema, { ...goodApplication, mail: address(64) })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, mail: `  ${address(64)}  ` })).toEqual({})
  })

  it('is refused when longer than 64 characters', () => {
    for (const length of [65, 100, 200]) {
      expect(errorsOf(contactSchema, { ...goodContact, mail: address(length) })).toEqual({
        mail: messages.mailInvalid,
      })
      expect(errorsOf(applicationSchema, { ...goodApplication, mail: address(length) })).toEqual({
        mail: messages.mailInvalid,
      })
      expect(errorsOf(contactAltSchema, { ...goodContactAlt, mail: address(length) })).toEqual({
        mail: messages.mailInvalid,
      })
    }
  })

  it('counts dots and plus signs as part of the local part', () => {
    const local = `ali.veli+${'t'.repeat(55)}`
    expect(local).toHaveLength(64)
    expect(errorsOf(contactSchema, { ...goodContact, mail: `${local}@firma.com` })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, mail: `${local}x@firma.com` })).toEqual({
      mail: messages.mailInvalid,
    })
  })

  it('does not limit a long domain', () => {
    const mail = `ali@${'b'.repeat(60)}.${'c'.repeat(60)}.com.tr`
    expect(errorsOf(contactSchema, { ...goodContact, mail })).toEqual({})
  })
})

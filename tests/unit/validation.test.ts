import { describe, expect, it } from 'vitest'

import {
  applicationSchema,
  characterCount,
  contactAltSchema,
  contactSchema,
  fieldErrors,
  FORM_ERROR_KEY,
  messages,
  normalizeMobilePhone,
  whatsappDigits,
  TR_MOBILE_PHONE_REGEX,
  validate,
} from '@/lib/validation'

import { errorsOf, goodApplication, goodContact, goodContactAlt } from '../helpers/forms'

const TURKISH_MESSAGES = new Set<string>(Object.values(messages))

describe('the spec messages', () => {
  it('are written character for character as in the spec', () => {
    expect(messages.nameEmpty).toBe('Lütfen adınızı ve soyadınızı giriniz.')
    expect(messages.nameTooLong).toBe('Ad ve Soyad çok uzun!')
    expect(messages.corporationEmpty).toBe('Lütfen kurum adınızı giriniz.')
    expect(messages.corporationTooLong).toBe('Kurum adı çok uzun!')
    expect(messages.mailInvalid).toBe('Lütfen geçerli bir email adresi giriniz.')
    expect(messages.mailEmpty).toBe('Lütfen email adresinizi giriniz')
    expect(messages.phoneFormat).toBe('Lütfen telefon numaranızı istenilen formatta giriniz.')
    expect(messages.phoneEmpty).toBe('Lütfen bir telefon numarası giriniz.')
    expect(messages.messageEmpty).toBe('Lütfen bir mesaj gir.')
  })
})

describe('characterCount', () => {
  it('counts characters, not UTF-16 code units', () => {
    expect(characterCount('Şükrü Öztürk')).toBe(12)
    expect(characterCount('🙂🙂')).toBe(2)
    expect(characterCount('')).toBe(0)
    expect(characterCount('\uD800x')).toBe(2) // a lone surrogate is one character
  })
})

describe('contactSchema', () => {
  it('accepts a good submission, trims it and defaults kvkk to 0', () => {
    const result = contactSchema.safeParse({
      ...goodContact,
      name: '  Şükrü Öztürk  ',
      mail: ' sukru@vitrin.com.tr ',
      kvkk: undefined,
    })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ ...goodContact, kvkk: '0' })
  })

  it('keeps the optional product slug and message, and drops empty ones', () => {
    expect(
      contactSchema.parse({ ...goodContact, product: 'ip-kamera-4mp', message: ' Merhaba ' }),
    ).toMatchObject({ product: 'ip-kamera-4mp', message: 'Merhaba' })
    const empty = contactSchema.parse({ ...goodContact, product: '', message: '   ' })
    expect(empty.product).toBeUndefined()
    expect(empty.message).toBeUndefined()
  })

  it('strips unknown keys', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": 1}, "isAdmin": true}') as object
    const data = contactSchema.parse({ ...goodContact, ...hostile })
    expect(data).toEqual(goodContact)
    expect(data).not.toHaveProperty('isAdmin')
    expect(Object.hasOwn(data, '__proto__')).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('gives the name messages', () => {
    for (const name of ['', '   ', 'A', ' A ']) {
      expect(errorsOf(contactSchema, { ...goodContact, name }), name).toEqual({
        name: messages.nameEmpty,
      })
    }
    for (const name of [undefined, null, 5, ['Ali Veli'], { first: 'Ali' }]) {
      expect(errorsOf(contactSchema, { ...goodContact, name })).toEqual({
        name: messages.nameEmpty,
      })
    }
    expect(errorsOf(contactSchema, { ...goodContact, name: 'a'.repeat(21) })).toEqual({
      name: messages.nameTooLong,
    })
    expect(errorsOf(contactSchema, { ...goodContact, name: 'a'.repeat(20) })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, name: 'Al' })).toEqual({})
  })

  it('counts the length of a name in characters', () => {
    const decomposed = 'Şükrü Öztürk Çağlayan'.slice(0, 20).normalize('NFD')
    expect(decomposed.length).toBeGreaterThan(20)
    expect(errorsOf(contactSchema, { ...goodContact, name: decomposed })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, name: 'Ö'.repeat(20) })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, name: '🙂'.repeat(11) })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, name: '🙂'.repeat(21) })).toEqual({
      name: messages.nameTooLong,
    })
  })

  it('gives the corporation messages', () => {
    for (const corporation of ['', ' ', 'X', undefined, null, 12, []]) {
      expect(errorsOf(contactSchema, { ...goodContact, corporation })).toEqual({
        corporation: messages.corporationEmpty,
      })
    }
    expect(errorsOf(contactSchema, { ...goodContact, corporation: 'K'.repeat(26) })).toEqual({
      corporation: messages.corporationTooLong,
    })
    expect(errorsOf(contactSchema, { ...goodContact, corporation: 'K'.repeat(25) })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, corporation: 'AŞ' })).toEqual({})
  })

  it('gives the mail messages', () => {
    for (const mail of ['', '   ', undefined, null, 42, {}]) {
      expect(errorsOf(contactSchema, { ...goodContact, mail })).toEqual({
        mail: messages.mailEmpty,
      })
    }
    for (const mail of [
      'abc',
      'a@b',
      'a@b.c',
      '@firma.com',
      'ali@',
      'ali veli@firma.com',
      'ali..veli@firma.com',
      '<script>@x.com',
      `${'a'.repeat(300)}@firma.com`,
    ]) {
      expect(errorsOf(contactSchema, { ...goodContact, mail }), mail).toEqual({
        mail: messages.mailInvalid,
      })
    }
    // One message per problem: an empty address is not also reported as invalid.
    const empty = contactSchema.safeParse({ ...goodContact, mail: '' })
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([messages.mailEmpty])
    for (const mail of ['ali.veli+teklif@firma.com.tr', 'A@B.CO', ' ali@firma.com ']) {
      expect(errorsOf(contactSchema, { ...goodContact, mail }), mail).toEqual({})
    }
  })

  it('accepts kvkk as the string 1 or 0 only', () => {
    expect(contactSchema.parse({ ...goodContact, kvkk: '0' }).kvkk).toBe('0')
    expect(contactSchema.parse({ ...goodContact, kvkk: '1' }).kvkk).toBe('1')
    const { kvkk: _omitted, ...withoutKvkk } = goodContact
    expect(contactSchema.parse(withoutKvkk).kvkk).toBe('0')
    for (const kvkk of ['yes', '', 1, true, null, ['1']]) {
      expect(errorsOf(contactSchema, { ...goodContact, kvkk })).toEqual({
        kvkk: messages.kvkkInvalid,
      })
    }
  })

  it('checks the optional product slug and message', () => {
    for (const product of ['IP Kamera', '../etc/passwd', 'ürün', 'a'.repeat(201), 7, null]) {
      expect(errorsOf(contactSchema, { ...goodContact, product })).toEqual({
        product: messages.productInvalid,
      })
    }
    expect(errorsOf(contactSchema, { ...goodContact, product: 'a'.repeat(200) })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, message: 'ç'.repeat(2001) })).toEqual({
      message: messages.messageTooLong,
    })
    expect(errorsOf(contactSchema, { ...goodContact, message: 'ç'.repeat(2000) })).toEqual({})
    expect(errorsOf(contactSchema, { ...goodContact, message: 404 })).toEqual({
      message: messages.messageInvalid,
    })
  })

  it('takes a quote list of up to 100 distinct products with quantities 1 to 99,999', () => {
    const items = [
      { slug: 'ip-kamera-4mp', quantity: 8 },
      { slug: 'nvr-16-kanal', quantity: 99_999 },
    ]
    expect(contactSchema.parse({ ...goodContact, items }).items).toEqual(items)
    // A form without JavaScript sends the list as JSON text; an empty list is none.
    expect(contactSchema.parse({ ...goodContact, items: JSON.stringify(items) }).items).toEqual(
      items,
    )
    expect(contactSchema.parse({ ...goodContact, items: [] }).items).toBeUndefined()
    expect(contactSchema.parse({ ...goodContact, items: '' }).items).toBeUndefined()
    const many = Array.from({ length: 101 }, (_, i) => ({ slug: `urun-${i}`, quantity: 1 }))
    expect(errorsOf(contactSchema, { ...goodContact, items: many.slice(0, 100) })).toEqual({})
    for (const [value, message] of [
      [many, messages.itemsTooMany],
      [[items[0], { ...items[0], quantity: 2 }], messages.itemsDuplicate],
      [[{ slug: 'a', quantity: 0 }], messages.quantityInvalid],
      [[{ slug: 'a', quantity: 100_000 }], messages.quantityInvalid],
      [[{ slug: 'a', quantity: 1.5 }], messages.quantityInvalid],
      [[{ slug: 'a', quantity: '3' }], messages.quantityInvalid],
      [[{ slug: 'A B', quantity: 1 }], messages.itemsInvalid],
      [[{ slug: '', quantity: 1 }], messages.itemsInvalid],
      [[{ quantity: 1 }], messages.itemsInvalid],
      [['ip-kamera-4mp'], messages.itemsInvalid],
      [{ slug: 'a', quantity: 1 }, messages.itemsInvalid],
      ['[{"slug":', messages.itemsInvalid],
      [7, messages.itemsInvalid],
    ] as const) {
      expect(
        errorsOf(contactSchema, { ...goodContact, items: value }),
        JSON.stringify(value),
      ).toEqual({ items: message })
    }
  })

  it('reports every missing field of an empty submission', () => {
    expect(errorsOf(contactSchema, {})).toEqual({
      name: messages.nameEmpty,
      corporation: messages.corporationEmpty,
      mail: messages.mailEmpty,
      phone: messages.phoneEmpty,
    })
  })
})

describe('applicationSchema', () => {
  it('accepts a good application', () => {
    expect(applicationSchema.parse({ ...goodApplication, extra: 1 })).toEqual(goodApplication)
  })

  it('gives the name and mail messages', () => {
    expect(errorsOf(applicationSchema, { ...goodApplication, name: 'A' })).toEqual({
      name: messages.nameEmpty,
    })
    expect(errorsOf(applicationSchema, { ...goodApplication, name: 'Ş'.repeat(21) })).toEqual({
      name: messages.nameTooLong,
    })
    expect(errorsOf(applicationSchema, { ...goodApplication, mail: '' })).toEqual({
      mail: messages.mailEmpty,
    })
    expect(errorsOf(applicationSchema, { ...goodApplication, mail: 'ayse@' })).toEqual({
      mail: messages.mailInvalid,
    })
  })

  it('takes company, city and the KVKK consent as optional fields', () => {
    const full = applicationSchema.parse({
      ...goodApplication,
      corporation: ' Güvenlik Ltd. Şti. ',
      city: 'İzmir',
      kvkk: '1',
    })
    expect(full).toMatchObject({ corporation: 'Güvenlik Ltd. Şti.', city: 'İzmir', kvkk: '1' })
    const blank = applicationSchema.parse({ ...goodApplication, corporation: '  ', city: '' })
    expect(blank.corporation).toBeUndefined()
    expect(blank.city).toBeUndefined()
    expect(
      errorsOf(applicationSchema, { ...goodApplication, corporation: 'Ş'.repeat(26) }),
    ).toEqual({
      corporation: messages.corporationTooLong,
    })
    expect(errorsOf(applicationSchema, { ...goodApplication, city: 'ı'.repeat(51) })).toEqual({
      city: messages.cityTooLong,
    })
    expect(errorsOf(applicationSchema, { ...goodApplication, kvkk: 'evet' })).toEqual({
      kvkk: messages.kvkkInvalid,
    })
  })
})

describe('contactAltSchema', () => {
  it('accepts a good message', () => {
    expect(contactAltSchema.parse(goodContactAlt)).toEqual(goodContactAlt)
  })

  it('requires a message', () => {
    for (const message of ['', '  ', undefined, null, 3]) {
      expect(errorsOf(contactAltSchema, { ...goodContactAlt, message })).toEqual({
        message: messages.messageEmpty,
      })
    }
    expect(errorsOf(contactAltSchema, { ...goodContactAlt, message: 'm'.repeat(2001) })).toEqual({
      message: messages.messageTooLong,
    })
  })

  it('uses the Turkish mobile shape 05 followed by 9 digits', () => {
    expect(errorsOf(contactAltSchema, { ...goodContactAlt, phone: '5321234567' })).toEqual({
      phone: messages.phoneFormat,
    })
    expect(errorsOf(contactAltSchema, { ...goodContactAlt, phone: '05321234567' })).toEqual({})
  })
})

describe('the phone of both forms', () => {
  const written = [
    '532 123 45 67',
    '5321234567',
    '532-123-45-67',
    '0532 123 45 67',
    '05321234567',
    '0 (532) 123-45-67',
    '(0532) 123 45 67',
    '+90 532 123 45 67',
    '+905321234567',
    '+90 (532) 123 45 67',
    '+90 0532 123 45 67',
    '0090 532 123 45 67',
    '90 532 123 45 67',
    '532.123.45.67',
    '532  123 45 67',
    ' 0532 123 45 67 ',
  ]

  it('takes a Turkish mobile however it is written and stores +90 5XX XXX XX XX', () => {
    for (const phone of written) {
      expect(normalizeMobilePhone(phone.trim()), phone).toBe('+90 532 123 45 67')
      expect(contactSchema.parse({ ...goodContact, phone }).phone, phone).toBe('+90 532 123 45 67')
      expect(applicationSchema.parse({ ...goodApplication, phone }).phone).toBe('+90 532 123 45 67')
    }
  })

  it("keeps the spec's messages for what is still wrong", () => {
    for (const schema of [contactSchema, applicationSchema]) {
      const good = schema === contactSchema ? goodContact : goodApplication
      for (const phone of ['', '  ', undefined, null, 5321234567, ['5321234567']]) {
        expect(errorsOf(schema, { ...good, phone })).toEqual({ phone: messages.phoneEmpty })
      }
      for (const phone of [
        '0212 123 45 67', // a landline
        '4321234567',
        '532123456', // too few digits
        '53212345678',
        '532 1234567 8',
        '0532 123 45 6',
        '+90 532 123 45 678',
        '+1 532 123 45 67',
        '+532 123 45 67',
        '00 532 123 45 67',
        '532_123_45_67',
        '532 123 45 6a', // letters
        '0532s123s45s67',
        'beş üç iki',
        '５３２１２３４５６７',
        `532 123 45 67${' '.repeat(40)}x`,
      ]) {
        expect(errorsOf(schema, { ...good, phone }), phone).toEqual({ phone: messages.phoneFormat })
      }
    }
  })

  it('gives wa.me digits for a WhatsApp number: a mobile however written, or +/00 international', () => {
    expect(whatsappDigits('0 (532) 999 88 77')).toBe('905329998877')
    expect(whatsappDigits('+90 532 999 88 77')).toBe('905329998877')
    expect(whatsappDigits('+49 151 2345 6789')).toBe('4915123456789')
    expect(whatsappDigits('0049 151 23456789')).toBe('4915123456789')
    for (const bad of ['0212 123 45 67 dahili 5', '12345', '+0 532', 'whatsapp', ''])
      expect(whatsappDigits(bad), bad).toBeNull()
  })

  it('leaves the alternate schema on its own pattern (05 and 9 digits)', () => {
    expect(TR_MOBILE_PHONE_REGEX.test('0532-123-45-67')).toBe(true)
    expect(TR_MOBILE_PHONE_REGEX.test('532-123-45-67')).toBe(false)
  })
})

describe('hostile input', () => {
  const hostileValues: unknown[] = [
    undefined,
    null,
    0,
    -1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    false,
    10n,
    Symbol('x'),
    () => 'Ali Veli',
    new Date(0),
    [],
    ['Ali Veli'],
    {},
    { toString: () => 'Ali Veli' },
    Object.create(null),
    '',
    'x'.repeat(1_000_000),
    ' '.repeat(100_000),
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    '\u0000\u0001\u001f',
    '\uD800',
    '🙂'.repeat(30),
    'İ̇ı̇',
    '\u202Eevil',
    'a@b.co'.repeat(100),
  ]
  const schemas = [
    ['contactSchema', contactSchema, goodContact],
    ['applicationSchema', applicationSchema, goodApplication],
    ['contactAltSchema', contactAltSchema, goodContactAlt],
  ] as const

  for (const [label, schema, good] of schemas) {
    it(`${label} never throws and only ever answers in Turkish`, () => {
      const fields = [...Object.keys(good), 'product', 'message', 'kvkk']
      const inputs: unknown[] = [...hostileValues]
      for (const field of fields) {
        for (const value of hostileValues) inputs.push({ ...good, [field]: value })
      }
      let failures = 0
      for (const input of inputs) {
        let result: ReturnType<typeof schema.safeParse> | undefined
        expect(() => {
          result = schema.safeParse(input)
        }).not.toThrow()
        if (result && !result.success) {
          failures++
          for (const issue of result.error.issues) {
            expect(TURKISH_MESSAGES, `${issue.message} (${label})`).toContain(issue.message)
          }
        }
      }
      expect(failures).toBeGreaterThan(hostileValues.length)
    })
  }

  it('reports a body that is not an object under the form key', () => {
    for (const input of [null, undefined, 'name=Ali', 42, ['Ali']]) {
      expect(errorsOf(contactSchema, input)).toEqual({ [FORM_ERROR_KEY]: messages.formInvalid })
    }
  })
})

describe('validate and fieldErrors', () => {
  it('returns the parsed data when the input is valid', () => {
    const result = validate(applicationSchema, { ...goodApplication, name: ' Ayşe Yılmaz ' })
    expect(result).toEqual({ ok: true, data: goodApplication })
  })

  it('returns the first message of each field when it is not', () => {
    const result = validate(contactSchema, { ...goodContact, name: 'A', mail: '', phone: '1' })
    expect(result).toEqual({
      ok: false,
      errors: {
        name: messages.nameEmpty,
        mail: messages.mailEmpty,
        phone: messages.phoneFormat,
      },
    })
  })

  it('keeps only the first message of a field', () => {
    const result = contactSchema.safeParse({ ...goodContact, name: '' })
    expect(result.success).toBe(false)
    if (result.success) return
    const error = result.error
    error.issues.push({ ...error.issues[0]!, message: 'ikinci' })
    expect(fieldErrors(error)).toEqual({ name: messages.nameEmpty })
  })
})

import { describe, expect, it } from 'vitest'
import { Encryption } from '@boringnode/encryption'
import { aes256gcm } from '@boringnode/encryption/drivers/aes_256_gcm'
import {
  KeyedEncryption,
  KeyedEncryptionManager,
  keyedAes256gcm,
} from '#services/shared/keyed_encryption'

const KEY = 'a-test-app-key-of-32-characters!'
const OLD_KEY = 'the-previous-app-key-rotated-out'

/** The package's own Encryption, as config/encryption.ts built it before. */
const packaged = (keys = [KEY]) => new Encryption(aes256gcm({ id: 'gcm', keys }))
const keyed = (keys = [KEY]) => new KeyedEncryption(keyedAes256gcm({ id: 'gcm', keys }))

/** Flips one character of the part at `index` of a dotted value. */
function tamper(value: string, index: number): string {
  const parts = value.split('.')
  const part = parts[index]
  const at = Math.floor(part.length / 2)
  parts[index] = part.slice(0, at) + (part[at] === 'A' ? 'B' : 'A') + part.slice(at + 1)
  return parts.join('.')
}

describe('keyed encryption: signed values (cookies, signed URLs)', () => {
  const payloads: unknown[] = ['abc', { session: 'x1', n: 3, nested: [1, 'ă'] }, 42, true]

  it('signs exactly as the package does, and each reads what the other signed', () => {
    for (const payload of payloads) {
      const ours = keyed().getMessageVerifier().sign(payload, undefined, 'adonis-session')
      const theirs = packaged().getMessageVerifier().sign(payload, undefined, 'adonis-session')
      expect(ours).toBe(theirs)
      expect(packaged().getMessageVerifier().unsign(ours, 'adonis-session')).toEqual(payload)
      expect(keyed().getMessageVerifier().unsign(theirs, 'adonis-session')).toEqual(payload)
    }
  })

  it('refuses another purpose, a tampered message or signature, another key and junk', () => {
    const verifier = keyed().getMessageVerifier()
    const signed = verifier.sign({ user: 1 }, undefined, 'session')
    expect(verifier.unsign(signed, 'session')).toEqual({ user: 1 })
    expect(verifier.unsign(signed, 'remember')).toBeNull()
    expect(verifier.unsign(signed)).toBeNull()
    expect(verifier.unsign(tamper(signed, 0), 'session')).toBeNull()
    expect(verifier.unsign(tamper(signed, 1), 'session')).toBeNull()
    expect(verifier.unsign(signed.slice(0, -2), 'session')).toBeNull()
    expect(keyed([OLD_KEY]).getMessageVerifier().unsign(signed, 'session')).toBeNull()
    for (const junk of ['', '.', 'abc', 'a.b.c', 'é.é', `${signed}.x`, 123 as unknown as string]) {
      expect(verifier.unsign(junk, 'session')).toBeNull()
    }
  })

  it('reads values signed with an older key of the list, and signs with the first', () => {
    const old = packaged([OLD_KEY]).getMessageVerifier().sign('kept', undefined, 'p')
    const rotated = keyed([KEY, OLD_KEY]).getMessageVerifier()
    expect(rotated.unsign(old, 'p')).toBe('kept')
    expect(
      packaged([KEY])
        .getMessageVerifier()
        .unsign(rotated.sign('new', undefined, 'p'), 'p')
    ).toBe('new')
  })

  it('honours the expiry written in the message', () => {
    const verifier = keyed().getMessageVerifier()
    const expired = verifier.sign('soon gone', -1, 'p')
    expect(verifier.unsign(expired, 'p')).toBeNull()
    expect(verifier.unsign(verifier.sign('still here', '1 hour', 'p'), 'p')).toBe('still here')
  })

  it('refuses to sign nothing and short keys, like the package', () => {
    expect(() => keyed().getMessageVerifier().sign(null)).toThrow()
    expect(() => keyed(['too-short'])).toThrow()
  })
})

describe('keyed encryption: encrypted values (CSRF cookie, encrypt/decrypt)', () => {
  it('each decrypts what the other encrypted, with and without a purpose', () => {
    for (const purpose of [undefined, 'XSRF-TOKEN']) {
      const payload = { token: 'secret-ă', at: 5 }
      expect(packaged().decrypt(keyed().encrypt(payload, undefined, purpose), purpose)).toEqual(
        payload
      )
      expect(keyed().decrypt(packaged().encrypt(payload, undefined, purpose), purpose)).toEqual(
        payload
      )
    }
  })

  it('writes the package format and a fresh IV each time', () => {
    const a = keyed().encrypt('same')
    const b = keyed().encrypt('same')
    expect(a).toMatch(/^gcm\.v1:[\w-]+\.[\w-]{16}\.[\w-]{22}$/)
    expect(a).not.toBe(b)
  })

  it('refuses another purpose, tampering, another key or id, expiry and junk', () => {
    const encryption = keyed()
    const value = encryption.encrypt('hidden', undefined, 'XSRF-TOKEN')
    expect(encryption.decrypt(value, 'XSRF-TOKEN')).toBe('hidden')
    expect(encryption.decrypt(value, 'other')).toBeNull()
    expect(encryption.decrypt(value)).toBeNull()
    for (const part of [1, 2, 3])
      expect(encryption.decrypt(tamper(value, part), 'XSRF-TOKEN')).toBeNull()
    expect(keyed([OLD_KEY]).decrypt(value, 'XSRF-TOKEN')).toBeNull()
    expect(encryption.decrypt(value.replace(/^gcm\./, 'cbc.'), 'XSRF-TOKEN')).toBeNull()
    expect(encryption.decrypt(encryption.encrypt('gone', -1))).toBeNull()
    for (const junk of [
      '',
      'gcm',
      'gcm.a.b',
      'gcm.v1:.a.b',
      'gcm.v1:x.y.z',
      7 as unknown as string,
    ]) {
      expect(encryption.decrypt(junk)).toBeNull()
    }
  })

  it('decrypts with an older key of the list', () => {
    const old = packaged([OLD_KEY]).encrypt('kept')
    expect(keyed([KEY, OLD_KEY]).decrypt(old)).toBe('kept')
  })
})

describe('keyed encryption manager', () => {
  const config = {
    default: 'gcm' as const,
    list: { gcm: keyedAes256gcm({ id: 'gcm', keys: [KEY] }) },
  }

  it('builds one keyed instance per encrypter and keeps the package errors', () => {
    const manager = new KeyedEncryptionManager(config)
    expect(manager.use()).toBeInstanceOf(KeyedEncryption)
    expect(manager.use('gcm')).toBe(manager.use())
    expect(() => manager.use('missing' as 'gcm')).toThrow(/not defined/)
    expect(packaged().decrypt(manager.encrypt('via manager'))).toBe('via manager')
  })
})

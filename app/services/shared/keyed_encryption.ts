/**
 * The framework's encryption (signed and encrypted cookies, signed URLs, `encryption.encrypt`)
 * with the same algorithms, keys and formats as @boringnode/encryption, but with each key
 * imported once into a Node `KeyObject`.
 *
 * Why: the package hands raw key buffers to `createHmac` and `createCipheriv`, and Node then
 * imports the key again on every call. On Node 24 that makes an HMAC-SHA256 of a cookie
 * ≈ 25 µs instead of ≈ 4 µs and an AES-256-GCM encryption ≈ 34 µs instead of ≈ 10 µs. Every
 * request verifies the session cookie (three HMACs: the package compares through two more
 * HMACs), signs it again and encrypts a fresh CSRF token into XSRF-TOKEN, so this was
 * ≈ 18 % of the server's busy time on the cheapest route (docs/decisions.md, "Per-request cost").
 *
 * The values written are byte-for-byte what the package writes and reads (tests in
 * tests/unit/keyed_encryption.test.ts check both directions), so cookies and links issued
 * before the switch stay valid and the package can be put back at any time.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto'
import { MessageBuilder } from '@adonisjs/core/helpers'
import {
  BaseDriver,
  Encryption,
  EncryptionManager,
  base64UrlDecode,
  base64UrlEncode,
} from '@boringnode/encryption'
import { MessageVerifier } from '@boringnode/encryption/message_verifier'
import type { CypherText, EncryptOptions, EncryptionConfig } from '@boringnode/encryption/types'

type KeyInput = EncryptionConfig['keys'][number]

const SEPARATOR = '.'

function reveal(secret: KeyInput): string {
  return typeof secret === 'string' ? secret : secret.release()
}

/** The package's key for a secret: sha256 of the secret's text. */
function rootKey(secret: KeyInput): Buffer {
  return createHash('sha256').update(reveal(secret)).digest()
}

function hmac(key: KeyObject, value: string): Buffer {
  return createHmac('sha256', key).update(value).digest()
}

/**
 * Signs as `<base64url(message)>.<base64url(hmac-sha256)>`, the message being
 * MessageBuilder's JSON with purpose and expiry: the package's format. The secrets'
 * validation (present, at least 16 characters) is the package's: `super` runs it.
 */
export class KeyedMessageVerifier extends MessageVerifier {
  readonly #keys: KeyObject[]

  constructor(secrets: KeyInput[]) {
    super(secrets)
    this.#keys = secrets.map((secret) => createSecretKey(rootKey(secret)))
  }

  override sign(payload: any, expiresIn?: string | number, purpose?: string): string {
    if (payload === null || payload === undefined) {
      // The package's own error for this case.
      return super.sign(payload, expiresIn, purpose)
    }
    const encoded = base64UrlEncode(new MessageBuilder().build(payload, expiresIn, purpose))
    return `${encoded}${SEPARATOR}${base64UrlEncode(hmac(this.#keys[0], encoded))}`
  }

  override unsign<T>(payload: string, purpose?: string): T | null {
    if (typeof payload !== 'string') return null
    const parts = payload.split(SEPARATOR)
    if (parts.length !== 2) return null
    const [encoded, signature] = parts
    if (!encoded || !signature) return null
    const decoded = base64UrlDecode(encoded, 'utf8')
    const given = base64UrlDecode(signature)
    if (!decoded || !given) return null
    for (const key of this.#keys) {
      const expected = hmac(key, encoded)
      // Both are 32 bytes when the signature is genuine; the length of a forged one says nothing.
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        return new MessageBuilder().verify(decoded, purpose)
      }
    }
    return null
  }
}

const VERSION_PREFIX = 'v1:'
const IV_LENGTH = 12
const AUTH_TAG_LENGTH = 16

/**
 * AES-256-GCM as the package's `aes256gcm` driver writes it:
 * `<id>.v1:<base64url(cipher text)>.<base64url(iv)>.<base64url(tag)>`, the key derived by
 * HKDF-SHA256 from the root key with the info `aes-256-gcm:v1:<id>`, the purpose as
 * additional authenticated data. Values without the `v1:` prefix (the package's older
 * format) are read with the root key, as the package does.
 */
export class KeyedAES256GCM extends BaseDriver {
  readonly #id: string
  readonly #encryptionKey: KeyObject
  readonly #legacyKey: KeyObject

  constructor(config: { id: string; key: KeyInput }) {
    super(config)
    this.#id = config.id
    const root = rootKey(config.key)
    const derived = hkdfSync('sha256', root, Buffer.alloc(0), `aes-256-gcm:v1:${config.id}`, 32)
    this.#encryptionKey = createSecretKey(Buffer.from(derived))
    this.#legacyKey = createSecretKey(root)
  }

  encrypt(payload: any, options?: EncryptOptions): CypherText
  encrypt(payload: any, expiresIn?: string | number, purpose?: string): CypherText
  encrypt(
    payload: any,
    expiresInOrOptions?: string | number | EncryptOptions,
    purpose?: string
  ): CypherText {
    const options =
      typeof expiresInOrOptions === 'object' && expiresInOrOptions !== null
        ? expiresInOrOptions
        : { expiresIn: expiresInOrOptions, purpose }
    const iv = randomBytes(IV_LENGTH)
    const cipher = createCipheriv('aes-256-gcm', this.#encryptionKey, iv, {
      authTagLength: AUTH_TAG_LENGTH,
    })
    if (options.purpose) {
      cipher.setAAD(Buffer.from(options.purpose), {
        plaintextLength: Buffer.byteLength(options.purpose),
      })
    }
    const plainText = new MessageBuilder().build(payload, options.expiresIn)
    const cipherText = Buffer.concat([cipher.update(plainText), cipher.final()])
    const tag = cipher.getAuthTag()
    const parts = [this.#id, VERSION_PREFIX + base64UrlEncode(cipherText), iv, tag]
    return parts
      .map((part) => (typeof part === 'string' ? part : base64UrlEncode(part)))
      .join(SEPARATOR) as CypherText
  }

  decrypt<T>(value: string, purpose?: string): T | null {
    if (typeof value !== 'string') return null
    const parts = value.split(SEPARATOR)
    if (parts.length !== 4) return null
    const [id, cipherEncoded, ivEncoded, tagEncoded] = parts
    if (!id || !cipherEncoded || !ivEncoded || !tagEncoded || id !== this.#id) return null
    const current = cipherEncoded.startsWith(VERSION_PREFIX)
    const cipherText = base64UrlDecode(
      current ? cipherEncoded.slice(VERSION_PREFIX.length) : cipherEncoded
    )
    const iv = base64UrlDecode(ivEncoded)
    const tag = base64UrlDecode(tagEncoded)
    if (!cipherText || iv?.length !== IV_LENGTH || tag?.length !== AUTH_TAG_LENGTH) return null
    try {
      const decipher = createDecipheriv(
        'aes-256-gcm',
        current ? this.#encryptionKey : this.#legacyKey,
        iv,
        { authTagLength: AUTH_TAG_LENGTH }
      )
      if (purpose) {
        decipher.setAAD(Buffer.from(purpose), { plaintextLength: Buffer.byteLength(purpose) })
      }
      decipher.setAuthTag(tag)
      const plain = Buffer.concat([decipher.update(cipherText), decipher.final()])
      return new MessageBuilder().verify(plain)
    } catch {
      return null
    }
  }
}

/** `drivers.aes256gcm` of config/encryption.ts, with the keyed driver. */
export function keyedAes256gcm(config: { id: string; keys: KeyInput[] }): EncryptionConfig {
  return {
    driver: (key) => new KeyedAES256GCM({ id: config.id, key }),
    keys: config.keys,
  }
}

/** The package's Encryption with the keyed message verifier. */
export class KeyedEncryption extends Encryption {
  readonly #verifier: KeyedMessageVerifier

  constructor(config: EncryptionConfig) {
    super(config)
    this.#verifier = new KeyedMessageVerifier(config.keys)
  }

  override getMessageVerifier(): MessageVerifier {
    return this.#verifier
  }
}

/**
 * The container's `encryption` (and, through it, the `Encryption` every HTTP server, cookie and
 * signed URL uses) builds KeyedEncryption instances; bound by providers/encryption_provider.ts.
 */
export class KeyedEncryptionManager<
  KnownEncrypters extends Record<string, EncryptionConfig>,
> extends EncryptionManager<KnownEncrypters> {
  readonly #config: { default?: keyof KnownEncrypters; list: KnownEncrypters }
  readonly #cache = new Map<keyof KnownEncrypters, KeyedEncryption>()

  constructor(config: { default?: keyof KnownEncrypters; list: KnownEncrypters }) {
    super(config)
    this.#config = config
  }

  override use<K extends keyof KnownEncrypters>(name?: K): Encryption {
    const chosen = name ?? this.#config.default
    // Unknown or missing names: the package's errors.
    if (chosen === undefined || !Object.hasOwn(this.#config.list, chosen)) return super.use(name)
    let encryption = this.#cache.get(chosen)
    if (!encryption) {
      encryption = new KeyedEncryption(this.#config.list[chosen])
      this.#cache.set(chosen, encryption)
    }
    return encryption
  }
}

/**
 * The cookie cryptography every request pays: verify the signed session cookie, sign it again,
 * encrypt a fresh CSRF token into XSRF-TOKEN. Timed with the framework package's own classes
 * (@boringnode/encryption, raw key buffers) and with the app's keyed ones
 * (app/services/shared/keyed_encryption.ts, keys imported once). Prints µs per request.
 *
 *   npm run bench:cookies
 *
 * Figures: docs/decisions.md, "Per-request cost", fourth pass.
 */
import { Encryption } from '@boringnode/encryption'
import { aes256gcm } from '@boringnode/encryption/drivers/aes_256_gcm'
import { KeyedEncryption, keyedAes256gcm } from '../app/services/shared/keyed_encryption.ts'

const KEY = 'bench-app-key-0123456789abcdefghijklmnop'
const SESSION_ID = 'k2j3h4k2j3h4k2j3h4k2j3h4'
const WARM_UP = 20_000
const RUNS = 100_000

const candidates = {
  'package (raw key buffers)': new Encryption(aes256gcm({ id: 'gcm', keys: [KEY] })),
  'keyed (KeyObjects)': new KeyedEncryption(keyedAes256gcm({ id: 'gcm', keys: [KEY] })),
}

for (const [name, encryption] of Object.entries(candidates)) {
  const verifier = encryption.getMessageVerifier()
  const cookie = verifier.sign(SESSION_ID, undefined, 'session')
  const request = () => {
    if (verifier.unsign(cookie, 'session') !== SESSION_ID) throw new Error('cookie not verified')
    verifier.sign(SESSION_ID, undefined, 'session')
    encryption.encrypt('csrf-token-abcdefabcdefabcdef', undefined, 'XSRF-TOKEN')
  }
  for (let i = 0; i < WARM_UP; i++) request()
  const started = process.hrtime.bigint()
  for (let i = 0; i < RUNS; i++) request()
  const micros = Number(process.hrtime.bigint() - started) / RUNS / 1000
  console.log(`${name.padEnd(28)} ${micros.toFixed(1).padStart(6)} µs per request`)
}

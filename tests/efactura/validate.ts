/**
 * Validates a Romanian e-Factura (UBL 2.1 Invoice or CreditNote) as ANAF's published artefacts
 * say: the OASIS UBL 2.1 XSD (libxml2 through xmllint-wasm), then ANAF's CIUS-RO 1.0.9 bundle
 * (its EN 16931 rules and the BR-RO ones) with SaxonJS. The files beside it: README.md.
 *
 * The rules ship as XSLT; SaxonJS runs them compiled (SEF). The first use in a checkout
 * compiles them with xslt3 into tmp/efactura-sef/, under a lock so that two test processes
 * never compile at once; later uses read the compiled file.
 *
 * By hand: `npx node tests/efactura/validate.ts FILE.xml` (exit 0 when nothing is fatal).
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import SaxonJS from 'saxon-js'
import { memoryPages, validateXML } from 'xmllint-wasm'

const HERE = import.meta.dirname
const SEF_DIR = resolve(HERE, '../../tmp/efactura-sef')
const RULES = join(HERE, 'cius-ro/EN16931-CIUS_RO-UBL-validation.xslt')

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  svrl: 'http://purl.oclc.org/dsdl/svrl',
}

export type EfacturaFailure = {
  /** EN16931 or CIUS-RO (the BR-RO-* rules). */
  layer: 'EN16931' | 'CIUS-RO'
  /** A failed assert, or one of ANAF's <report> rules that fired. */
  kind: 'assert' | 'report'
  id: string
  flag: string
  message: string
  location: string
}

export type EfacturaValidation = {
  docType: 'Invoice' | 'CreditNote' | null
  xsd: { valid: boolean; errors: string[] }
  failures: EfacturaFailure[]
  /** Well formed, valid against the XSD, and no rule with flag="fatal" failed. */
  ok: boolean
}

/** The compiled rules' file: named by the XSLT's digest, so a changed XSLT compiles anew. */
function sefFile() {
  const digest = createHash('sha256').update(readFileSync(RULES)).digest('hex').slice(0, 16)
  return join(SEF_DIR, `${basename(RULES, '.xslt')}.${digest}.sef.json`)
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Runs xslt3 on the rules, in a child process so that this one stays responsive. */
function compile(target: string) {
  const xslt3 = createRequire(import.meta.url).resolve('xslt3')
  const partial = `${target}.${process.pid}.tmp`
  const args = [xslt3, `-xsl:${RULES}`, `-export:${partial}`, '-nogo', '-relocate:on']
  return new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', fail)
    child.on('exit', (code) => {
      if (code === 0) rename(partial, target).then(done, fail)
      else fail(new Error(`xslt3 could not compile ${RULES} (exit ${code}):\n${output}`))
    })
  })
}

/** The compiled rules' path: compiled now unless done, by this process or another one. */
async function compiledRules() {
  const target = sefFile()
  const lock = `${target}.lock`
  await mkdir(SEF_DIR, { recursive: true })
  while (!existsSync(target)) {
    let handle
    try {
      handle = await open(lock, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // Another process compiles: wait for it, or take over if it died.
      const holder = Number(await readFile(lock, 'utf8').catch(() => ''))
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0
      )
      if (holder && !processAlive(holder)) await rm(lock, { force: true })
      else if (!holder && age > 5_000) await rm(lock, { force: true })
      else await sleep(500)
      continue
    }
    try {
      await handle.writeFile(String(process.pid))
      await handle.close()
      if (!existsSync(target)) await compile(target)
    } finally {
      await rm(lock, { force: true })
    }
  }
  return target
}

let rules: Promise<unknown> | undefined

/**
 * The rules, compiled and parsed once per process. A test file calls it in a `beforeAll` with a
 * long timeout: the first use in a checkout compiles them.
 */
export function efacturaRules() {
  rules ??= compiledRules().then(async (path) => JSON.parse(await readFile(path, 'utf8')))
  rules.catch(() => (rules = undefined))
  return rules
}

let schemas: ReturnType<typeof loadSchemas> | undefined

/** The XSD closure, handed to libxml2 in memory: nothing is fetched. */
function loadSchemas() {
  const file = (name: string) => ({ fileName: name, contents: readFileSync(join(HERE, name)) })
  return {
    preload: readdirSync(join(HERE, 'xsd/common'))
      .filter((name) => name.endsWith('.xsd'))
      .map((name) => file(`xsd/common/${name}`)),
    Invoice: file('xsd/maindoc/UBL-Invoice-2.1.xsd'),
    CreditNote: file('xsd/maindoc/UBL-CreditNote-2.1.xsd'),
  }
}

/** "/*:Invoice[namespace-uri()='…'][1]/*:TaxTotal[…][1]" as "/Invoice[1]/TaxTotal[1]". */
function shortLocation(location: string) {
  return location.replace(/\*:([\w.-]+)\[namespace-uri\(\)='[^']*'\]/g, '$1')
}

/** Validates one document (its XML text). */
export async function validateEfactura(xml: string): Promise<EfacturaValidation> {
  const result: EfacturaValidation = {
    docType: null,
    xsd: { valid: false, errors: [] },
    failures: [],
    ok: false,
  }
  let document: SaxonJS.XdmNode
  try {
    document = await SaxonJS.getResource({ text: xml, type: 'xml' })
  } catch (error) {
    result.xsd.errors.push(`not well-formed XML: ${(error as Error).message}`)
    return result
  }
  const string = (expression: string, context: SaxonJS.XdmNode) =>
    String(
      SaxonJS.XPath.evaluate(expression, context, { namespaceContext: { svrl: NS.svrl } }) ?? ''
    )
  const root = `{${string('namespace-uri(/*)', document)}}${string('local-name(/*)', document)}`
  if (root === `{${NS.invoice}}Invoice`) result.docType = 'Invoice'
  else if (root === `{${NS.creditNote}}CreditNote`) result.docType = 'CreditNote'
  else {
    result.xsd.errors.push(`the root element ${root} is neither a UBL 2.1 Invoice nor a CreditNote`)
    return result
  }

  schemas ??= loadSchemas()
  const xsd = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [schemas[result.docType]],
    preload: schemas.preload,
    initialMemoryPages: 64 * memoryPages.MiB,
    maxMemoryPages: memoryPages.GiB,
  })
  result.xsd = { valid: xsd.valid, errors: xsd.errors.map((error) => error.rawMessage) }

  const output = await SaxonJS.transform(
    { stylesheetInternal: await efacturaRules(), sourceNode: document, destination: 'document' },
    'async'
  )
  const nodes = SaxonJS.XPath.evaluate(
    '//svrl:failed-assert | //svrl:successful-report',
    output.principalResult,
    { namespaceContext: { svrl: NS.svrl }, resultForm: 'array' }
  ) as SaxonJS.XdmNode[]
  for (const node of nodes) {
    const id = string('string(@id)', node)
    result.failures.push({
      layer: id.startsWith('BR-RO-') ? 'CIUS-RO' : 'EN16931',
      kind: string('local-name()', node) === 'failed-assert' ? 'assert' : 'report',
      id,
      flag: string('string(@flag)', node),
      message: string('normalize-space(svrl:text)', node),
      location: shortLocation(string('string(@location)', node)),
    })
  }
  result.ok = result.xsd.valid && !result.failures.some((failure) => failure.flag === 'fatal')
  return result
}

/** `node tests/efactura/validate.ts FILE.xml`: the findings, exit 1 when one is fatal. */
async function main(files: string[]) {
  if (files.length !== 1) {
    console.error('usage: node tests/efactura/validate.ts FILE.xml')
    return 2
  }
  const result = await validateEfactura(readFileSync(files[0], 'utf8'))
  console.log(`${files[0]}: ${result.docType ?? 'not an Invoice or a CreditNote'}`)
  console.log(`XSD (OASIS UBL 2.1): ${result.xsd.valid ? 'valid' : 'INVALID'}`)
  for (const error of result.xsd.errors) console.log(`  ${error}`)
  if (result.docType) {
    console.log(`ANAF CIUS-RO 1.0.9: ${result.failures.length} failed rule(s)`)
    for (const f of result.failures) {
      console.log(`  [${f.layer}] ${f.id} ${f.flag}: ${f.message} @ ${f.location}`)
    }
  }
  console.log(result.ok ? 'RESULT: OK (no fatal error)' : 'RESULT: FATAL')
  return result.ok ? 0 : 1
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2))
}

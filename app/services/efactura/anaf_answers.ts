/**
 * What ANAF's XML answers say (docs/efactura.md): the attributes of the upload's and the state's
 * `header` (`index_incarcare`, `ExecutionStatus`, `stare`, `id_descarcare`) and every
 * `errorMessage` of an answer or of a refusal's errors file, read by fast-xml-parser.
 */
import { XMLParser } from 'fast-xml-parser'

/** A UBL document's elements by local name, as text (its number and date are read). */
const documents = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreDeclaration: true,
})

/** Attributes as the parser gives them: not prefixed, as text, kept in document order. */
const answers = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  trimValues: false,
  preserveOrder: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
})

/** The attributes of every element of ANAF's XML answer, in document order (none if not XML). */
function elementAttributes(xml: string): Record<string, string>[] {
  let nodes: unknown
  try {
    nodes = answers.parse(xml)
  } catch {
    return []
  }
  const found: Record<string, string>[] = []
  // Each element is `{ [name]: children, ':@': attributes }`.
  const visit = (children: unknown) => {
    if (!Array.isArray(children)) return
    for (const node of children as Record<string, unknown>[]) {
      const attributes = node[':@'] as Record<string, string> | undefined
      if (attributes) found.push(attributes)
      for (const [name, value] of Object.entries(node)) if (name !== ':@') visit(value)
    }
  }
  visit(nodes)
  return found
}

/** One attribute of ANAF's XML answer (`<header … index_incarcare="3828"/>`): its first. */
export function answerAttribute(xml: string, name: string) {
  return elementAttributes(xml).find((attributes) => name in attributes)?.[name] ?? null
}

/** Every `errorMessage="…"` of an answer (upload, state, the errors file of a refusal). */
export function errorMessages(xml: string) {
  return elementAttributes(xml).flatMap((attributes) =>
    'errorMessage' in attributes ? [attributes.errorMessage] : []
  )
}

/** A UBL document's number and issue date (its root's `cbc:ID`, `cbc:IssueDate`), or null. */
export function documentIdentity(xml: string) {
  let nodes: unknown
  try {
    nodes = documents.parse(xml)
  } catch {
    return null
  }
  const root = Object.entries((nodes ?? {}) as Record<string, unknown>).find(
    ([name]) => name === 'Invoice' || name === 'CreditNote'
  )?.[1] as Record<string, unknown> | undefined
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : null)
  const number = text(root?.ID)
  const issueDate = text(root?.IssueDate)
  return number && issueDate ? { number, issueDate } : null
}

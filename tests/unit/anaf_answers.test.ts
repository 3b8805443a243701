/**
 * What the sender reads of ANAF's XML answers (app/services/efactura/anaf_answers.ts): the
 * upload's index and status, the state of a message, and every error message of an answer or
 * of a refusal's errors file, in the order ANAF wrote them.
 */
import { describe, expect, test } from 'vitest'
import { answerAttribute, errorMessages } from '#services/efactura/anaf_answers'

const UPLOAD_NS = 'mfp:anaf:dgti:spv:respUploadFisier:v1'

describe("ANAF's answers", () => {
  test("an accepted upload: its index and execution status from the header's attributes", () => {
    const answer = `<?xml version="1.0" encoding="UTF-8"?>
<header xmlns="${UPLOAD_NS}" dateResponse="202611280930" ExecutionStatus="0" index_incarcare="5001234"/>`
    expect(answerAttribute(answer, 'index_incarcare')).toBe('5001234')
    expect(answerAttribute(answer, 'ExecutionStatus')).toBe('0')
    expect(answerAttribute(answer, 'id_descarcare')).toBeNull()
    expect(errorMessages(answer)).toEqual([])
  })

  test('a state in processing, and one settled with its download id', () => {
    const ns = 'mfp:anaf:dgti:efactura:stareMesajFactura:v1'
    expect(answerAttribute(`<header xmlns="${ns}" stare="in prelucrare"/>`, 'stare')).toBe(
      'in prelucrare'
    )
    const settled = `<header xmlns="${ns}" stare="nok" id_descarcare="6001234"/>`
    expect(answerAttribute(settled, 'stare')).toBe('nok')
    expect(answerAttribute(settled, 'id_descarcare')).toBe('6001234')
  })

  test('error messages at any depth, in order, their entities decoded', () => {
    const errors = `<header xmlns="mfp:anaf:dgti:efactura:raspunsValidare:v1" Index_incarcare="5001234">
  <Error errorMessage="E: cumparator inexistent &amp; &quot;CUI&quot; &lt;gol&gt;"/>
  <Errors errorMessage="Fisierul transmis nu este valid"/>
  <Detalii><Error errorMessage="[BR-RO-030] moneda"/></Detalii>
</header>`
    expect(errorMessages(errors)).toEqual([
      'E: cumparator inexistent & "CUI" <gol>',
      'Fisierul transmis nu este valid',
      '[BR-RO-030] moneda',
    ])
  })

  test('an answer that is not XML says nothing', () => {
    for (const text of ['', 'Bad Gateway', '{"eroare":"x"}', '<html><body>502</body></html>']) {
      expect(errorMessages(text), text).toEqual([])
      expect(answerAttribute(text, 'stare'), text).toBeNull()
    }
  })
})

import vine from '@vinejs/vine'
import type { SchemaTypes, Validation } from '@vinejs/vine/types'
import { distinctIds, keptId } from '#validators/shared/tree_ids'
import { singleLineText } from '#validators/text_rules'

type Fields = Record<string, SchemaTypes>

/** How a level of the tree is checked: its kept ids against the meta's `idsKey`. */
interface Level<Extra extends Fields> {
  idsKey: string
  idRule: string
  fields: Extra
  min: number
  max: number
}

/**
 * The questions of a quiz or a quest, each with its choices (`answers`): a kept row sends its
 * id, one of the record's (the meta's sets), and no id comes twice (`twiceRule`).
 */
export function questionTree<Question extends Fields, Choice extends Fields>(tree: {
  question: Level<Question>
  choice: Level<Choice> & { rule?: Validation<any> }
  twiceRule: string
}) {
  const { question, choice } = tree
  const choices = vine
    .array(
      vine.object({
        id: keptId(choice.idsKey, choice.idRule).optional(),
        text: singleLineText().trim().minLength(1).maxLength(300),
        ...choice.fields,
      })
    )
    .minLength(choice.min)
    .maxLength(choice.max)
  return vine
    .array(
      vine.object({
        id: keptId(question.idsKey, question.idRule).optional(),
        text: singleLineText().trim().minLength(1).maxLength(500),
        ...question.fields,
        answers: choice.rule ? choices.use(choice.rule) : choices,
      })
    )
    .minLength(question.min)
    .maxLength(question.max)
    .use(distinctIds({ rule: tree.twiceRule }))
}

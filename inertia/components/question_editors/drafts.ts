/**
 * The rules of the quiz and quest editors, apart from their markup (docs/content.md): lists
 * that keep a minimum, the one correct option of a quest question, the payload sent back.
 */

let lastKey = 0
/** A key for a row the user adds (React's list key; never sent). */
export function draftKey() {
  lastKey += 1
  return `nou-${lastKey}`
}

/** A row of an editor's list: its id when stored, a key for React either way. */
export type Draft<Row> = Row & { key: string; id?: number }

/** Whether a row of `list` may be removed: only while more than `min` remain. */
export function canRemove(list: readonly unknown[], min = 1) {
  return list.length > min
}

/** The list without its row at `index`, unless that would leave fewer than `min`. */
export function removeAt<Row>(list: readonly Row[], index: number, min = 1): Row[] {
  if (!canRemove(list, min)) return [...list]
  return list.filter((_, position) => position !== index)
}

/** The list with row `index` changed by `change`. */
export function updateAt<Row>(list: readonly Row[], index: number, change: (row: Row) => Row) {
  return list.map((row, position) => (position === index ? change(row) : row))
}

export type QuizAnswerDraft = Draft<{ text: string; segment_id: number | null }>
export type QuizQuestionDraft = Draft<{
  text: string
  type: 'single' | 'multiple'
  answers: QuizAnswerDraft[]
}>

export const newQuizAnswer = (): QuizAnswerDraft => ({
  key: draftKey(),
  text: '',
  segment_id: null,
})
export const newQuizQuestion = (): QuizQuestionDraft => ({
  key: draftKey(),
  text: '',
  type: 'single',
  answers: [newQuizAnswer()],
})

export type QuestOptionDraft = Draft<{ text: string; is_correct: boolean }>
export type QuestQuestionDraft = Draft<{ text: string; answers: QuestOptionDraft[] }>

/** A quest question's options: 2 to 5, exactly one correct. */
export const MIN_OPTIONS = 2
export const MAX_OPTIONS = 5

export const newQuestOption = (isCorrect = false): QuestOptionDraft => ({
  key: draftKey(),
  text: '',
  is_correct: isCorrect,
})
export const newQuestQuestion = (): QuestQuestionDraft => ({
  key: draftKey(),
  text: '',
  answers: [newQuestOption(true), newQuestOption()],
})

/** Option `index` becomes the correct one (the others not). */
export function markCorrect(options: readonly QuestOptionDraft[], index: number) {
  return options.map((option, position) => ({ ...option, is_correct: position === index }))
}

/**
 * The options without the one at `index` (never fewer than two); when it was the correct
 * one, the first remaining option becomes correct.
 */
export function removeOption(options: readonly QuestOptionDraft[], index: number) {
  if (!canRemove(options, MIN_OPTIONS)) return [...options]
  const rest = removeAt(options, index, MIN_OPTIONS)
  return rest.some((option) => option.is_correct) ? rest : markCorrect(rest, 0)
}

/** A list of drafts as the server reads it: without the React keys, ids only when stored. */
export function withoutKeys<Row extends { key: string }>(rows: readonly Row[]): Omit<Row, 'key'>[] {
  return rows.map(({ key: _key, ...row }) => row)
}

/** Stored rows (with ids) as drafts with keys. */
export function withKeys<Row extends { id: number }>(rows: readonly Row[]) {
  return rows.map((row) => ({ ...row, key: `id-${row.id}` }))
}

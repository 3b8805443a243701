import type { Data } from '@generated/data'
import { router, useForm } from '@inertiajs/react'
import { useState } from 'react'
import { ImageChooser } from '~/components/forms/image_chooser'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { QuizQuestionsEditor } from '~/components/quizzes/quiz_questions_editor'
import { withKeys, withoutKeys, type QuizQuestionDraft } from '~/components/question_editors/drafts'
import { PageHeader } from '~/components/ui/page_header'
import { TextField } from '~/components/ui/text_field'
import { bindField, staleErrors } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { EditorCard } from '~/components/forms/editor_card'
import { DeletedNotice, RestoreButton } from '~/components/ui/soft_deleted'
import { RecordImage } from '~/components/forms/record_image'
import { QuizResults } from '~/components/quizzes/quiz_results'

/** The quiz form's payload (app/transformers/quizzes/quiz_transformer.ts). */
export type QuizForm = Data.Quizzes.Quiz.Variants['toForm']

type Props = {
  quiz: QuizForm | null
  segments: { value: number; label: string }[]
  /** Answer id → how many members chose it (the stored quiz's). */
  answerCounts?: Record<string, number>
  /** How many members answered. */
  responses?: number
}

/**
 * /quizzes/create and /quizzes/{uid}, "Pagina Quiz-uri / Modifică Quiz": the name, the cover
 * image and the questions with their answers. Keyed by the quiz, so that a save starts from
 * what is stored.
 */
export default function QuizEdit(props: Props) {
  return <QuizEditor key={props.quiz?.uid ?? 'new'} {...props} />
}

function QuizEditor({ quiz, segments, answerCounts = {}, responses = 0 }: Props) {
  const t = useT()
  useErrorSummaryToast()
  // A new quiz's cover, sent to the quiz's image URL once the quiz exists.
  const [cover, setCover] = useState<File | null>(null)
  const form = useForm<{ name: string; questions: QuizQuestionDraft[] }>({
    name: quiz?.name ?? '',
    questions: (quiz?.questions ?? []).map((question) => ({
      ...question,
      key: `id-${question.id}`,
      answers: withKeys(question.answers),
    })),
  })
  form.transform((data) => ({
    ...data,
    questions: withoutKeys(data.questions).map((question) => ({
      ...question,
      answers: withoutKeys(question.answers),
    })),
  }))

  function submit() {
    if (quiz) form.put(urlFor('quizzes.update', { uid: quiz.uid }), { preserveScroll: true })
    else
      form.post(urlFor('quizzes.store'), {
        onSuccess: (page) => {
          const created = (page.props as Partial<Props>).quiz
          if (!cover || !created) return
          router.post(
            urlFor('quizzes.cover.store', { uid: created.uid }),
            { file: cover, image_type: 'quiz_cover' },
            { forceFormData: true, preserveScroll: true }
          )
        },
      })
  }

  const title = t(quiz ? 'quizzes.edit_title' : 'quizzes.create_title')
  return (
    <>
      <PageHeader
        title={title}
        heading={quiz?.name ?? title}
        breadcrumbs={[
          { label: t('quizzes.title'), href: urlFor('quizzes.index') },
          { label: title },
        ]}
        actions={
          quiz?.deletedAt && (
            <RestoreButton
              url={urlFor('quizzes.restore', { uid: quiz.uid })}
              label={t('quizzes.restore_label')}
            />
          )
        }
      />
      {quiz?.deletedAt && <DeletedNotice>{t('quizzes.deleted_notice')}</DeletedNotice>}
      <EditorCard
        form={form}
        onSubmit={submit}
        backHref={urlFor('quizzes.index')}
        backLabel={t('quizzes.back')}
        columns={1}
        className="max-w-5xl"
      >
        <TextField {...bindField(form, 'name')} label={t('quizzes.fields.name')} isRequired />
        <RecordImage
          record={quiz}
          image="quizzes.cover"
          label={t('quizzes.fields.cover')}
          unsaved={
            <ImageChooser label={t('quizzes.fields.cover')} file={cover} onChange={setCover} />
          }
        />
        <QuizQuestionsEditor
          questions={form.data.questions}
          onChange={(questions) => {
            const stale = staleErrors(form.errors, form.data, { ...form.data, questions })
            if (stale.length > 0) form.clearErrors(...(stale as (keyof typeof form.data)[]))
            form.setData('questions', questions)
          }}
          errors={form.errors as Record<string, string | undefined>}
          segments={segments}
        />
      </EditorCard>
      {quiz && (
        <QuizResults questions={quiz.questions} answerCounts={answerCounts} responses={responses} />
      )}
    </>
  )
}

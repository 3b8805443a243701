import type { Data } from '@generated/data'
import { router, useForm } from '@inertiajs/react'
import { useState } from 'react'
import { ImageChooser } from '~/components/forms/image_chooser'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { QuestQuestionsEditor } from '~/components/quests/quest_questions_editor'
import {
  withKeys,
  withoutKeys,
  type QuestQuestionDraft,
} from '~/components/question_editors/drafts'
import { PageHeader } from '~/components/ui/page_header'
import { Card } from '~/components/ui/card'
import { Select } from '~/components/ui/select'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField, staleErrors } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { EditorCard } from '~/components/forms/editor_card'
import { DeletedNotice, RestoreButton } from '~/components/ui/soft_deleted'
import { RecordImage } from '~/components/forms/record_image'

/** The quest form's payload (app/transformers/quests/quest_transformer.ts). */
export type QuestForm = Data.Quests.Quest.Variants['toForm']

type Props = {
  quest: QuestForm | null
  types: { value: string; label: string }[]
}

/**
 * /quests/create and /quests/{uid}: title, type (quiz, preselected), description, the cover
 * image (chosen on the create form, sent once the quest exists), and the quiz section (only for the quiz type). Keyed by the
 * quest, so that a save starts from what is stored.
 */
export default function QuestEdit(props: Props) {
  return <QuestEditor key={props.quest?.uid ?? 'new'} {...props} />
}

function QuestEditor({ quest, types }: Props) {
  const t = useT()
  useErrorSummaryToast()
  // A new quest's cover, sent to the quest's image URL once the quest exists.
  const [cover, setCover] = useState<File | null>(null)
  const form = useForm<{
    title: string
    quest_type: string
    description: string
    quiz_data: { questions: QuestQuestionDraft[] }
  }>({
    title: quest?.title ?? '',
    quest_type: quest?.quest_type ?? 'quiz',
    description: quest?.description ?? '',
    quiz_data: {
      questions: (quest?.quiz_data.questions ?? []).map((question) => ({
        ...question,
        key: `id-${question.id}`,
        answers: withKeys(question.answers),
      })),
    },
  })
  form.transform((data) => ({
    ...data,
    quiz_data: {
      questions: withoutKeys(data.quiz_data.questions).map((question) => ({
        ...question,
        answers: withoutKeys(question.answers),
      })),
    },
  }))

  function submit() {
    if (quest) form.put(urlFor('quests.update', { uid: quest.uid }), { preserveScroll: true })
    else
      form.post(urlFor('quests.store'), {
        onSuccess: (page) => {
          const created = (page.props as Partial<Props>).quest
          if (!cover || !created) return
          router.post(
            urlFor('quests.cover.store', { uid: created.uid }),
            { file: cover, image_type: 'quest_cover' },
            { forceFormData: true, preserveScroll: true }
          )
        },
      })
  }

  const title = t(quest ? 'quests.edit_title' : 'quests.create_title')
  return (
    <>
      <PageHeader
        title={title}
        heading={quest?.title ?? title}
        breadcrumbs={[{ label: t('quests.title'), href: urlFor('quests.index') }, { label: title }]}
        actions={
          quest?.deletedAt && (
            <RestoreButton
              url={urlFor('quests.restore', { uid: quest.uid })}
              label={t('quests.restore_label')}
            />
          )
        }
      />
      {quest?.deletedAt && <DeletedNotice>{t('quests.deleted_notice')}</DeletedNotice>}
      <div className="grid max-w-5xl gap-6">
        <EditorCard
          form={form}
          onSubmit={submit}
          backHref={urlFor('quests.index')}
          backLabel={t('quests.back')}
          columns={1}
        >
          <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
            <TextField {...bindField(form, 'title')} label={t('quests.fields.title')} isRequired />
            <Select
              name="quest_type"
              label={t('quests.fields.quest_type')}
              options={types}
              value={form.data.quest_type || null}
              onChange={(value) => form.setData('quest_type', value === null ? '' : String(value))}
              error={form.errors.quest_type}
              isRequired
            />
            <TextArea
              {...bindField(form, 'description')}
              label={t('quests.fields.description')}
              maxLength={5000}
              rows={4}
              isRequired
              className="sm:col-span-2"
            />
          </div>
          {form.data.quest_type === 'quiz' && (
            <QuestQuestionsEditor
              questions={form.data.quiz_data.questions}
              onChange={(questions) => {
                const next = { ...form.data, quiz_data: { questions } }
                const stale = staleErrors(form.errors, form.data, next)
                if (stale.length > 0) form.clearErrors(...(stale as (keyof typeof form.data)[]))
                form.setData('quiz_data', { questions })
              }}
              errors={form.errors as Record<string, string | undefined>}
            />
          )}
        </EditorCard>
        <Card>
          <RecordImage
            record={quest}
            image="quests.cover"
            label={t('quests.fields.cover')}
            unsaved={
              <ImageChooser label={t('quests.fields.cover')} file={cover} onChange={setCover} />
            }
          />
        </Card>
      </div>
    </>
  )
}

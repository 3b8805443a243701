import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { lazy, Suspense, useState } from 'react'
import {
  FEED_DESCRIPTION,
  FEED_EXCERPT_MAX,
  FEED_FIELDS,
  FEED_IMAGE_TYPES,
  FEED_TEXT_MAX,
  type FeedField,
  type FeedType,
} from '@shared/feeds'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { ImageChooser } from '~/components/forms/image_chooser'
import { MediaLinks } from '~/components/feeds/media_links'
import { PageHeader } from '~/components/ui/page_header'
import { LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { ImageUploader } from '~/components/ui/image_uploader'
import { Select, type Option } from '~/components/ui/select'
import { Switch } from '~/components/ui/switch'
import { TagInput } from '~/components/ui/tag_input'
import { TextArea } from '~/components/ui/text_area'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { EditorCard } from '~/components/forms/editor_card'
import { DeletedNotice, RestoreButton } from '~/components/ui/soft_deleted'

/** A quiz or quest item picks one of the community's quizzes or quests. */
const CONTENT_PICKERS = [
  { field: 'quiz_id', list: 'quizzes', empty: 'feeds.hints.no_quizzes' },
  { field: 'quest_id', list: 'quests', empty: 'feeds.hints.no_quests' },
] as const

/** The name of a type's image where it is not just "Imagine". */
const IMAGE_LABELS: Partial<Record<FeedType, string>> = {
  post: 'feeds.fields.post_image',
  video: 'feeds.fields.thumbnail',
  article: 'feeds.fields.featured_image',
}

/**
 * Loaded when the form shows them (docs/performance.md, first load): the rich-text editor with
 * an article, the date picker once scheduling is switched on.
 */
const ArticleEditor = lazy(() => import('~/components/feeds/article_editor'))
const DatePicker = lazy(() =>
  import('~/components/ui/date_picker').then((module) => ({ default: module.DatePicker }))
)

/** Every field of the feed form (app/transformers/feeds/feed_transformer.ts). */
export type FeedForm = Data.Feeds.Feed.Variants['toForm']

type Props = {
  feed: FeedForm | null
  /** The item was created by the visit that led here: the page offers to add another. */
  justCreated?: boolean
  options: {
    types: Option[]
    visibilities: Option[]
    quizzes: Option[]
    quests: Option[]
  }
}

type FormData = {
  type: FeedType
  visibility: string
  title: string
  text: string
  link: string
  media: string[]
  excerpt: string
  content: string
  tags: string[]
  quiz_id: number | null
  quest_id: number | null
  is_scheduled: boolean
  scheduled_for: string | null
  image: File | null
}

/** A new item of `type`: what changing the type resets the form to (spec: defaults post, public). */
const emptyForm = (type: FeedType = 'post'): FormData => ({
  type,
  visibility: 'public',
  title: '',
  text: '',
  link: '',
  media: [],
  excerpt: '',
  content: '',
  tags: [],
  quiz_id: null,
  quest_id: null,
  is_scheduled: false,
  scheduled_for: null,
  image: null,
})

const fromFeed = (feed: FeedForm): FormData => ({
  type: feed.type,
  visibility: feed.visibility,
  title: feed.title,
  text: feed.text,
  link: feed.link,
  media: feed.media,
  excerpt: feed.excerpt,
  content: feed.content,
  tags: feed.tags,
  quiz_id: feed.quiz_id,
  quest_id: feed.quest_id,
  is_scheduled: feed.is_scheduled,
  scheduled_for: feed.scheduled_for,
  image: null,
})

/**
 * /feeds/create and /feeds/{uid}: the type (changing it resets the form), the visibility, the
 * fields of the type, scheduling. Keyed by the item: after a save the form starts again from
 * what is stored.
 */
export default function FeedEdit(props: Props) {
  return <FeedEditor key={props.feed?.uid ?? 'new'} {...props} />
}

function FeedEditor({ feed, justCreated, options }: Props) {
  const t = useT()
  const form = useForm<FormData>(feed ? fromFeed(feed) : emptyForm())
  const [formKey, setFormKey] = useState(0)
  useErrorSummaryToast()
  const type = form.data.type
  const has = (field: FeedField) => FEED_FIELDS[type].includes(field)

  /** Sets a field and clears its server error (the user is fixing it). */
  const change =
    <Field extends keyof FormData>(field: Field) =>
    (value: FormData[Field]) => {
      form.setData((data) => ({ ...data, [field]: value }))
      form.clearErrors(field)
    }

  // A saved item's type is changed only once the user has agreed to lose its fields.
  const [askedType, setAskedType] = useState<FeedType | null>(null)

  function chooseType(next: FeedType) {
    if (next === type) return
    if (feed) setAskedType(next)
    else changeType(next)
  }

  function changeType(next: FeedType) {
    form.clearErrors()
    form.setData(emptyForm(next))
    // The editors that hold their own state (the article editor) start again too.
    setFormKey((key) => key + 1)
  }

  /** Only what the type holds goes out (and the image only when one was chosen). */
  form.transform((data) => {
    const sent: Record<string, unknown> = {
      type: data.type,
      visibility: data.visibility,
      is_scheduled: data.is_scheduled,
    }
    if (data.is_scheduled) sent.scheduled_for = data.scheduled_for
    for (const field of FEED_FIELDS[data.type]) {
      if (field === 'image') {
        if (data.image) sent.image = data.image
      } else if (field === 'media') {
        sent.media = data.media.filter((link) => link.trim() !== '')
      } else {
        sent[field] = data[field]
      }
    }
    return sent as FormData
  })

  function submit() {
    if (feed) form.put(urlFor('feeds.update', { uid: feed.uid }), { preserveScroll: true })
    else form.post(urlFor('feeds.store'))
  }

  const title = t(feed ? 'feeds.edit_title' : 'feeds.create_title')
  const imageLabel = t(IMAGE_LABELS[type] ?? 'feeds.fields.image')
  // The stored image is changed through the shared uploader while the type stays the stored one.
  const storedImage = feed && feed.type === type && has('image')

  return (
    <>
      <PageHeader
        title={title}
        heading={title}
        breadcrumbs={[{ label: t('feeds.title'), href: urlFor('feeds.index') }, { label: title }]}
        actions={
          feed?.deletedAt ? (
            <RestoreButton
              url={urlFor('feeds.restore', { uid: feed.uid })}
              label={t('feeds.restore_label')}
            />
          ) : (
            justCreated && (
              <LinkButton href={urlFor('feeds.create')}>{t('feeds.add_another')}</LinkButton>
            )
          )
        }
      />
      {feed?.deletedAt && <DeletedNotice>{t('feeds.deleted_notice')}</DeletedNotice>}
      <div className="grid max-w-4xl gap-6">
        <EditorCard
          form={form}
          onSubmit={submit}
          backHref={urlFor('feeds.index')}
          backLabel={t('feeds.back')}
        >
          <Select
            name="type"
            label={t('feeds.fields.type')}
            options={options.types}
            value={type}
            onChange={(value) => value !== null && chooseType(value as FeedType)}
            description={t('feeds.hints.type_reset')}
            error={form.errors.type}
            isRequired
          />
          <ConfirmDialog
            isOpen={askedType !== null}
            onOpenChange={(open) => !open && setAskedType(null)}
            onConfirm={() => {
              if (askedType) changeType(askedType)
              setAskedType(null)
            }}
            title={t('feeds.type_change.title')}
            message={t('feeds.type_change.message', {
              type: options.types.find((option) => option.value === askedType)?.label ?? '',
            })}
            confirmLabel={t('feeds.type_change.confirm')}
          />
          <Select
            name="visibility"
            label={t('feeds.fields.visibility')}
            options={options.visibilities}
            value={form.data.visibility || null}
            onChange={(value) => form.setData('visibility', value === null ? '' : String(value))}
            error={form.errors.visibility}
            isRequired
          />
          <div key={formKey} className="grid gap-4 sm:col-span-2">
            {has('title') && (
              <TextField
                {...bindField(form, 'title')}
                label={t(type === 'video' ? 'feeds.fields.video_title' : 'feeds.fields.title')}
                isRequired={type === 'video' || type === 'article'}
              />
            )}
            {CONTENT_PICKERS.filter(({ field }) => has(field)).map(({ field, list, empty }) => (
              <Select
                key={field}
                name={field}
                label={t(`feeds.fields.${field}`)}
                options={options[list]}
                value={form.data[field]}
                onChange={(value) => change(field)(value === null ? null : Number(value))}
                emptyText={t(empty)}
                error={form.errors[field]}
                isRequired
              />
            ))}
            {has('link') && (
              <TextField
                {...bindField(form, 'link')}
                type="url"
                label={t(type === 'video' ? 'feeds.fields.video_link' : 'feeds.fields.link')}
                placeholder="https://"
                isRequired={type === 'video'}
              />
            )}
            {has('text') && (
              <TextArea
                {...bindField(form, 'text')}
                label={t(type === 'post' ? 'feeds.fields.text' : 'feeds.fields.caption')}
                maxLength={FEED_TEXT_MAX}
                rows={4}
                isRequired={FEED_DESCRIPTION[type] === 'text'}
              />
            )}
            {has('excerpt') && (
              <TextArea
                {...bindField(form, 'excerpt')}
                label={t('feeds.fields.excerpt')}
                maxLength={FEED_EXCERPT_MAX}
                rows={2}
                isRequired={FEED_DESCRIPTION[type] === 'excerpt'}
              />
            )}
            {has('content') && (
              <Suspense
                fallback={<p className="text-sm text-gray-500">{t('feeds.editor.loading')}</p>}
              >
                <ArticleEditor
                  name="content"
                  label={t('feeds.fields.content')}
                  value={form.data.content}
                  onChange={change('content')}
                  error={form.errors.content}
                  isRequired
                />
              </Suspense>
            )}
            {has('tags') && (
              <TagInput
                label={t('feeds.fields.tags')}
                value={form.data.tags}
                onChange={change('tags')}
                description={t('feeds.hints.tags')}
                error={form.errors.tags}
              />
            )}
            {has('media') && (
              <MediaLinks
                value={form.data.media}
                onChange={change('media')}
                errors={form.errors as Record<string, string | undefined>}
              />
            )}
            {has('image') && !storedImage && (
              <ImageChooser
                label={imageLabel}
                file={form.data.image}
                onChange={change('image')}
                error={form.errors.image}
                isRequired={type === 'image'}
              />
            )}
          </div>
          <div className="grid gap-4 sm:col-span-2">
            <Switch
              name="is_scheduled"
              label={t('feeds.fields.is_scheduled')}
              isSelected={form.data.is_scheduled}
              onChange={change('is_scheduled')}
            />
            {form.data.is_scheduled && (
              <Suspense>
                <DatePicker
                  name="scheduled_for"
                  label={t('feeds.fields.scheduled_for')}
                  value={form.data.scheduled_for}
                  onChange={change('scheduled_for')}
                  withTime
                  minValue="today"
                  description={t('feeds.hints.scheduled_for')}
                  error={form.errors.scheduled_for}
                  isRequired
                />
              </Suspense>
            )}
          </div>
        </EditorCard>
        {feed && storedImage && (
          <Card>
            <ImageUploader
              label={imageLabel}
              src={feed.imageUrl}
              uploadUrl={urlFor('feeds.image.store', { uid: feed.uid })}
              deleteUrl={
                feed.type === 'image' ? undefined : urlFor('feeds.image.destroy', { uid: feed.uid })
              }
              imageType={FEED_IMAGE_TYPES[type as keyof typeof FEED_IMAGE_TYPES]}
            />
          </Card>
        )}
      </div>
    </>
  )
}

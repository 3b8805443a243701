import { useState } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Button } from '~/components/ui/button'
import { controlClasses, FieldCaption, FieldMessages, useFieldIds } from '~/components/ui/field'
import { useT } from '~/lib/i18n'

export type ArticleEditorProps = {
  name: string
  label: string
  value: string
  onChange: (html: string) => void
  error?: string
  isRequired?: boolean
}

/**
 * An article's content: Tiptap's editor (the starter kit: paragraphs, section headings, lists,
 * quotes, bold, italic, strike, links) with a toolbar; gives HTML, which the server sanitises
 * (app/services/feeds/article_html.ts). Loaded with the article form only (React.lazy).
 */
export default function ArticleEditor({
  name,
  label,
  value,
  onChange,
  error,
  isRequired,
}: ArticleEditorProps) {
  const { id, labelId, describedBy } = useFieldIds({ error })
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
        },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'role': 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': describedBy } : {}),
        ...(isRequired ? { 'aria-required': 'true' } : {}),
        'class': `${controlClasses} prose prose-sm dark:prose-invert min-h-48 max-w-none [&_a]:text-brand-600 dark:[&_a]:text-brand-400 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })

  return (
    <div className="flex flex-col gap-1" data-field={name}>
      <FieldCaption id={labelId} isRequired={isRequired}>
        {label}
      </FieldCaption>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
      <FieldMessages id={id} error={error} />
    </div>
  )
}

const MARKS = [
  ['bold', 'B', (editor: Editor) => editor.chain().focus().toggleBold().run()],
  ['italic', 'I', (editor: Editor) => editor.chain().focus().toggleItalic().run()],
  ['strike', 'S', (editor: Editor) => editor.chain().focus().toggleStrike().run()],
] as const

/** The formatting buttons (each says whether it is on) and the link field. */
function Toolbar({ editor }: { editor: Editor }) {
  const t = useT()
  const [linking, setLinking] = useState<string | null>(null)
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  })

  const tool = (key: string, label: string, isOn: boolean, run: () => void, text: string) => (
    <button
      key={key}
      type="button"
      aria-label={label}
      aria-pressed={isOn}
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      className={`min-w-8 rounded px-2 py-1 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${isOn ? 'bg-brand-600 text-white' : 'hover:bg-gray-100 dark:hover:bg-gray-700'}`}
    >
      {text}
    </button>
  )

  function applyLink() {
    const href = (linking ?? '').trim()
    const chain = editor.chain().focus().extendMarkRange('link')
    if (href) chain.setLink({ href }).run()
    else chain.unsetLink().run()
    setLinking(null)
  }

  return (
    <div className="flex flex-col gap-2">
      <div
        role="toolbar"
        aria-label={t('feeds.editor.toolbar')}
        className="flex flex-wrap gap-1 rounded-lg border border-gray-200 p-1 dark:border-gray-700"
      >
        {MARKS.map(([key, text, run]) =>
          tool(key, t(`feeds.editor.${key}`), active[key], () => run(editor), text)
        )}
        {tool(
          'heading',
          t('feeds.editor.heading'),
          active.heading,
          () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
          'H2'
        )}
        {tool(
          'bullet_list',
          t('feeds.editor.bullet_list'),
          active.bulletList,
          () => editor.chain().focus().toggleBulletList().run(),
          '•'
        )}
        {tool(
          'ordered_list',
          t('feeds.editor.ordered_list'),
          active.orderedList,
          () => editor.chain().focus().toggleOrderedList().run(),
          '1.'
        )}
        {tool(
          'quote',
          t('feeds.editor.quote'),
          active.blockquote,
          () => editor.chain().focus().toggleBlockquote().run(),
          '❝'
        )}
        {tool(
          'link',
          t('feeds.editor.link'),
          active.link,
          () => setLinking((editor.getAttributes('link').href as string | undefined) ?? ''),
          t('feeds.editor.link')
        )}
        {active.link &&
          tool(
            'unlink',
            t('feeds.editor.unlink'),
            false,
            () => editor.chain().focus().extendMarkRange('link').unsetLink().run(),
            t('feeds.editor.unlink')
          )}
      </div>
      {linking !== null && (
        <div className="flex flex-wrap items-center gap-2">
          <input
            type="url"
            aria-label={t('feeds.editor.link_prompt')}
            placeholder="https://"
            value={linking}
            autoFocus
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                applyLink()
              }
              if (event.key === 'Escape') setLinking(null)
            }}
            className={`${controlClasses} max-w-md`}
          />
          <Button variant="secondary" onPress={applyLink}>
            {t('feeds.editor.apply')}
          </Button>
        </div>
      )}
    </div>
  )
}

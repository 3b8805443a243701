import { Checkbox } from '~/components/ui/checkbox'
import { TextField } from '~/components/ui/text_field'
import { useT } from '~/lib/i18n'
import type { ImportWizardState } from '~/components/contact_imports/use_import_wizard'

/** Step 3: the community's lists to fill, and a new list to create. */
export function ListsStep({ wizard }: { wizard: ImportWizardState }) {
  const t = useT()
  const { lists, selected, setSelected, createList, setCreateList, newList, setNewList } = wizard
  return (
    <div className="flex flex-col gap-3">
      {lists.length === 0 ? (
        <p className="text-sm">{t('contact_imports.lists.none')}</p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('contact_imports.lists.choose')}</legend>
          {lists.map((list) => (
            <Checkbox
              key={list.id}
              isSelected={selected.includes(list.id)}
              onChange={(on) =>
                setSelected(on ? [...selected, list.id] : selected.filter((id) => id !== list.id))
              }
            >
              {list.title} ({t('contact_imports.lists.contacts', { count: list.contactCount })})
            </Checkbox>
          ))}
        </fieldset>
      )}
      <Checkbox isSelected={createList} onChange={setCreateList}>
        {t('contact_imports.lists.new')}
      </Checkbox>
      {createList && (
        <>
          <TextField
            name="new_list_title"
            label={t('contact_imports.lists.new_title')}
            value={newList.title}
            onChange={(title) => setNewList({ ...newList, title })}
            isRequired
          />
          <TextField
            name="new_list_description"
            label={t('contact_imports.lists.new_description')}
            value={newList.description}
            onChange={(description) => setNewList({ ...newList, description })}
          />
        </>
      )}
    </div>
  )
}

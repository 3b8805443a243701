import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'

export interface Section {
  id: string
  label: string
  content: React.ReactNode
}

const tabClasses =
  '-mb-px cursor-pointer rounded-t-lg border-b-2 px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500 border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-800 selected:border-brand-600 selected:text-brand-600 dark:text-gray-300 dark:hover:text-white dark:selected:border-brand-500 dark:selected:text-brand-500'

/**
 * In-page tabs (react-aria Tabs) of a settings screen. Every panel stays
 * mounted (hidden while not selected), so what was typed in one tab is kept
 * when another is opened.
 */
export function SectionTabs({ label, sections }: { label: string; sections: Section[] }) {
  return (
    <Tabs>
      <TabList
        aria-label={label}
        className="mb-6 flex gap-1 overflow-x-auto border-b border-gray-200 whitespace-nowrap dark:border-gray-700"
      >
        {sections.map((section) => (
          <Tab key={section.id} id={section.id} className={tabClasses}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel
          key={section.id}
          id={section.id}
          shouldForceMount
          className="outline-none data-inert:hidden"
        >
          {section.content}
        </TabPanel>
      ))}
    </Tabs>
  )
}

/** The catalog areas each page needs, by page name (scripts/page_areas.ts). */
declare module 'virtual:page-areas' {
  const pageAreas: Record<string, string[]>
  export default pageAreas
}

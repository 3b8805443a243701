/**
 * One outline icon (24 × 24, stroke) from its path, without the icon set: the sign-in pages
 * show only the community mark and the breadcrumbs' home and chevron, and need none of the
 * others (see Icon, which takes these paths from here).
 */
export const HOME_PATH = 'M3 10.5 12 3l9 7.5V21a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z'
export const CHEVRON_RIGHT_PATH = 'm9 6 6 6-6 6'
export const COMMUNITY_PATH =
  'M17 20h5v-2a3 3 0 0 0-5.4-1.8M17 20H7m10 0v-2c0-.7-.1-1.3-.4-1.8M7 20H2v-2a3 3 0 0 1 5.4-1.8M7 20v-2c0-.7.1-1.3.4-1.8m0 0a5 5 0 0 1 9.2 0M15 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0'

export function OutlineIcon({ path, className = 'size-5' }: { path: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  )
}

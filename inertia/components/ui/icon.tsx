import type { IconName } from '~/lib/navigation'
import {
  CHEVRON_RIGHT_PATH,
  COMMUNITY_PATH,
  HOME_PATH,
  OutlineIcon,
} from '~/components/ui/outline_icon'

type AnyIcon =
  | IconName
  | 'menu'
  | 'expand'
  | 'sun'
  | 'moon'
  | 'chevron-down'
  | 'logout'
  | 'user'
  | 'globe'
  | 'chevron-right'

/** Outline icons (24 × 24, stroke). */
const paths: Record<AnyIcon, string> = {
  'home': HOME_PATH,
  'users':
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8m13 10v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75',
  'invite':
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8m10-3v6m3-3h-6',
  'building':
    'M3 21h18M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16M9 7h2m2 0h2M9 11h2m2 0h2M9 15h2m2 0h2',
  'plus': 'M12 5v14M5 12h14',
  'phone': 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm4 17h2',
  'palette':
    'M12 22a10 10 0 1 1 10-10c0 2.5-2 3-3.5 3H16a2 2 0 0 0-1.5 3.3A2 2 0 0 1 12 22zM7.5 11.5h.01M10.5 7.5h.01M15.5 8.5h.01',
  'mail': 'M3 5h18v14H3zm0 0 9 8 9-8',
  'contacts': 'M4 4h16v16H4zM12 11a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5m-4 6a4 4 0 0 1 8 0',
  'list': 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  'briefcase': 'M3 7h18v13H3zm5 0V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
  'settings':
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6m7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.6 7.6 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7.6 7.6 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2',
  'calendar': 'M4 5h16v16H4zM16 3v4M8 3v4M4 10h16',
  'bid': 'M14 4l6 6-3 3-6-6zM11 7l-7 7 3 3 7-7M3 21h10',
  'invoice': 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8M9 9h3',
  'segments': 'M12 2v10l8.5 5A10 10 0 1 1 12 2',
  'feed': 'M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16M5 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2',
  'quiz': 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3m.1 4h.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20',
  'quest': 'M5 22V3m0 1h13l-2.5 4.5L18 13H5',
  'product': 'M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8',
  'car':
    'M3 17v-5l2-5h14l2 5v5h-2M3 17h2m4 0h6M3 12h18M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4m10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  'community': COMMUNITY_PATH,
  'menu': 'M4 6h16M4 12h16M4 18h16',
  'expand': 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  'sun':
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10M12 1v2m0 18v2M4.2 4.2l1.4 1.4m12.8 12.8 1.4 1.4M1 12h2m18 0h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  'moon': 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8',
  'chevron-down': 'm6 9 6 6 6-6',
  'chevron-right': CHEVRON_RIGHT_PATH,
  'logout': 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9',
  'user': 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2m8-10a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
  'globe':
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20M2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20',
}

export function Icon({ name, className = 'size-5' }: { name: AnyIcon; className?: string }) {
  return <OutlineIcon path={paths[name]} className={className} />
}

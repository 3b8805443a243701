/** Light and dark theme, kept in localStorage under `color-theme`. */
export type Theme = 'light' | 'dark'
export const THEME_KEY = 'color-theme'

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  try {
    localStorage.setItem(THEME_KEY, theme)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

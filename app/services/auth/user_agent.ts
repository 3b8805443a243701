/**
 * A small readable mapping from a User-Agent header to a browser and a device (no parsing
 * library is in package.json; docs/security.md, "Sessions"). The first rule that matches wins,
 * so the more specific names come first (Edge and Opera say "Chrome", Chrome says "Safari").
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows NT/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

export type DeviceDescription = { browser: string | null; system: string | null; mobile: boolean }

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? ''
  let browser: string | null = null
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua)
    if (match) {
      browser = `${name} ${match[1]}`
      break
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  return { browser, system, mobile: /Mobi|iPhone|Android/.test(ua) }
}

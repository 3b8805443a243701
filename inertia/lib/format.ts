/** dd-MM-yyyy HH:mm, the way the staff read dates. */
export function formatDateTime(iso: string | null | undefined) {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A stored decimal ("12.50") as the staff write it: "12,50". */
export function decimalComma(value: string) {
  return value.replace('.', ',')
}

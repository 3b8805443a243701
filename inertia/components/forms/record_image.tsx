import { ImageUploader } from '~/components/ui/image_uploader'
import { urlFor } from '~/client'

/** The image routes of a record with one image: `<routes>.store` and `<routes>.destroy`. */
type RecordImageRoutes =
  'cars.photo' | 'products.image' | 'quizzes.cover' | 'quests.cover' | 'companies.logo'

/**
 * A record's image: its uploader once the record is saved (the upload needs its uid), until
 * then what the page shows instead (a hint, or a file kept for the first save).
 */
export function RecordImage({
  record,
  src,
  routes,
  label,
  imageType,
  unsaved,
}: {
  record: { uid: string } | null
  src: string | null | undefined
  routes: RecordImageRoutes
  label: string
  imageType: string
  unsaved: React.ReactNode
}) {
  if (!record) return unsaved
  return (
    <ImageUploader
      label={label}
      src={src}
      uploadUrl={urlFor(`${routes}.store`, { uid: record.uid })}
      deleteUrl={urlFor(`${routes}.destroy`, { uid: record.uid })}
      imageType={imageType}
    />
  )
}

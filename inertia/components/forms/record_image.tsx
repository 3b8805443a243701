import { ImageUploader } from '~/components/ui/image_uploader'
import { urlFor } from '~/client'

/**
 * The records with one image: its routes (`<key>.store`, `<key>.destroy`), its image type and
 * the record's field that holds its URL.
 */
const IMAGES = {
  'cars.photo': { type: 'car_photo', src: 'photoUrl' },
  'products.image': { type: 'product_image', src: 'imageUrl' },
  'quizzes.cover': { type: 'quiz_cover', src: 'coverUrl' },
  'quests.cover': { type: 'quest_cover', src: 'coverUrl' },
  'companies.logo': { type: 'logo', src: 'logoUrl' },
} as const

type ImageUrls = { [field in (typeof IMAGES)[keyof typeof IMAGES]['src']]?: string | null }

/**
 * A record's image: its uploader once the record is saved (the upload needs its uid); until
 * then what the page shows instead: a hint (text) or a file kept for the first save.
 */
export function RecordImage({
  record,
  image,
  label,
  unsaved,
}: {
  record: ({ uid: string } & ImageUrls) | null
  image: keyof typeof IMAGES
  label: string
  unsaved: React.ReactNode
}) {
  if (!record) {
    return typeof unsaved === 'string' ? (
      <p className="text-sm text-gray-600 dark:text-gray-300">{unsaved}</p>
    ) : (
      unsaved
    )
  }
  const { type, src } = IMAGES[image]
  return (
    <ImageUploader
      label={label}
      src={record[src]}
      uploadUrl={urlFor(`${image}.store`, { uid: record.uid })}
      deleteUrl={urlFor(`${image}.destroy`, { uid: record.uid })}
      imageType={type}
    />
  )
}

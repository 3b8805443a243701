import { ImageUploader } from '~/components/ui/image_uploader'
import { urlFor } from '~/client'

/** The image routes of an owner with a logo and a cover: `<routes>.logo.store`, `.cover.destroy`… */
type LogoAndCoverRoutes = 'community.image' | 'organizations.image'

/** An organization's or a community's logo and cover uploaders, side by side. */
export function LogoAndCover({
  owner,
  routes,
  labels,
  description,
}: {
  owner: { uid: string; logoUrl: string | null; coverUrl: string | null }
  routes: LogoAndCoverRoutes
  labels: { logo: string; cover: string }
  description: string
}) {
  const image = (type: 'logo' | 'cover') => (
    <ImageUploader
      name={type}
      label={labels[type]}
      src={type === 'logo' ? owner.logoUrl : owner.coverUrl}
      uploadUrl={urlFor(`${routes}.${type}.store`, { uid: owner.uid })}
      deleteUrl={urlFor(`${routes}.${type}.destroy`, { uid: owner.uid })}
      imageType={type}
      description={description}
    />
  )
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {image('logo')}
      {image('cover')}
    </div>
  )
}

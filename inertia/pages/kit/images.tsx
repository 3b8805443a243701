import { PageHeader } from '~/components/ui/page_header'
import { Card } from '~/components/ui/card'
import { ImageUploader } from '~/components/ui/image_uploader'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

/** The image uploader demo of the UI kit: one image kept in the session. */
export default function KitImages({ image }: { image: { key: string; url: string } | null }) {
  const t = useT()
  return (
    <>
      <PageHeader title={t('images.title')} />
      <Card className="max-w-xl">
        <ImageUploader
          name="file"
          label={t('images.demo_label')}
          src={image?.url ?? null}
          uploadUrl={urlFor('kit.images.store')}
          deleteUrl={urlFor('kit.images.destroy')}
          imageType="cover"
          description={t('images.hint')}
        />
      </Card>
    </>
  )
}

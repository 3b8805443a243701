import type { Data } from '@generated/data'
import { useForm } from '@inertiajs/react'
import { useErrorSummaryToast } from '~/components/forms/error_summary_toast'
import { PageHeader } from '~/components/ui/page_header'
import { LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { TextArea } from '~/components/ui/text_area'
import { AmountField } from '~/components/ui/amount_field'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { EditorCard } from '~/components/forms/editor_card'
import { RecordImage } from '~/components/forms/record_image'

type LotHeading = Data.Lots.Lot.Variants['toHeading']
type CarForm = Data.Lots.Car.Variants['toForm']

type Props = { lot: LotHeading; car: CarForm | null }

/** /lots/{uid}/cars/create and /lots/{uid}/cars/{car_uid}: a car of the lot, then its photo. */
export default function CarEdit(props: Props) {
  return <CarEditor key={props.car?.uid ?? 'new'} {...props} />
}

function CarEditor({ lot, car }: Props) {
  const t = useT()
  useErrorSummaryToast()
  const form = useForm({
    make: car?.make ?? '',
    model: car?.model ?? '',
    year: car?.year ?? '',
    description: car?.description ?? '',
    starting_price: car?.starting_price ?? '',
  })

  function submit() {
    if (car) {
      form.put(urlFor('cars.update', { uid: lot.uid, car_uid: car.uid }), { preserveScroll: true })
    } else {
      form.post(urlFor('cars.store', { uid: lot.uid }))
    }
  }

  const title = t(car ? 'lots.cars.edit_title' : 'lots.cars.create_title')
  const lotUrl = urlFor('lots.show', { uid: lot.uid })
  return (
    <>
      <PageHeader
        title={title}
        heading={car ? `${car.make} ${car.model}` : title}
        breadcrumbs={[
          { label: t('lots.title'), href: urlFor('lots.index') },
          { label: lot.title, href: lotUrl },
          { label: title },
        ]}
        actions={
          car && (
            <LinkButton
              href={urlFor('lot_car.show', { lot_uid: lot.uid, car_uid: car.uid })}
              variant="secondary"
            >
              {t('lots.cars.page')}
            </LinkButton>
          )
        }
      />
      <div className="grid max-w-5xl gap-6">
        <EditorCard form={form} onSubmit={submit} backHref={lotUrl} backLabel={t('lots.cars.back')}>
          <TextField
            {...bindField(form, 'make')}
            label={t('lots.cars.fields.make')}
            maxLength={60}
            isRequired
          />
          <TextField
            {...bindField(form, 'model')}
            label={t('lots.cars.fields.model')}
            maxLength={60}
            isRequired
          />
          <TextField {...bindField(form, 'year')} label={t('lots.cars.fields.year')} isRequired />
          <AmountField
            {...bindField(form, 'starting_price')}
            label={t('lots.cars.fields.starting_price')}
            isRequired
          />
          <TextArea
            {...bindField(form, 'description')}
            label={t('lots.cars.fields.description')}
            maxLength={1500}
            rows={5}
            isRequired
            className="sm:col-span-2"
          />
        </EditorCard>
        <Card>
          <RecordImage
            record={car}
            image="cars.photo"
            label={t('lots.cars.fields.photo')}
            unsaved={t('lots.cars.photo_after_save')}
          />
        </Card>
      </div>
    </>
  )
}

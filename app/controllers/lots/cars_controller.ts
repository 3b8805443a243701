import type { HttpContext } from '@adonisjs/core/http'
import Car from '#models/car'
import { LotService } from '#services/lots/lot_service'
import { carName } from '#shared/cars'
import { carOfUrl, lotOfUrl } from '#controllers/lots/records_of_url'
import { carValidator } from '#validators/lots/lot'
import LotTransformer from '#transformers/lots/lot_transformer'
import CarTransformer from '#transformers/lots/car_transformer'

/** The cars of a lot: /lots/{uid}/cars/create and /lots/{uid}/cars/{car_uid} (docs/auction.md). */
export default class CarsController {
  async create(ctx: HttpContext) {
    const lot = await lotOfUrl(ctx)
    return ctx.inertia.render('lots/car_edit', {
      lot: LotTransformer.transform(lot).useVariant('toHeading'),
      car: null,
    })
  }

  async edit(ctx: HttpContext) {
    const { lot, car } = await carOfUrl(ctx)
    return ctx.inertia.render('lots/car_edit', {
      lot: LotTransformer.transform(lot).useVariant('toHeading'),
      car: CarTransformer.transform(car).useVariant('toForm'),
    })
  }

  /** Creates the car, then its edit page (where the photo is added). */
  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const lot = await lotOfUrl(ctx)
    const data = await request.validateUsing(carValidator)
    const car = await LotService.saveCar(new Car(), lot, data)
    session.flash('success', i18n.t('lots.cars.created', { name: carName(car) }))
    return response.redirect().toRoute('cars.edit', { uid: lot.uid, car_uid: car.uid })
  }

  async update(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const { lot, car } = await carOfUrl(ctx)
    const data = await request.validateUsing(carValidator)
    await LotService.saveCar(car, lot, data)
    session.flash('success', i18n.t('lots.cars.updated', { name: carName(car) }))
    return response.redirect().toRoute('cars.edit', { uid: lot.uid, car_uid: car.uid })
  }

  /** Deletes the car; refused (error toast) when it has bids. */
  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const { lot, car } = await carOfUrl(ctx)
    if (await LotService.carHasBids(car)) {
      session.flash('error', i18n.t('lots.cars.delete_refused', { name: carName(car) }))
      return response.redirect().back()
    }
    await car.delete()
    session.flash('success', i18n.t('lots.cars.deleted', { name: carName(car) }))
    return response.redirect().toRoute('lots.show', { uid: lot.uid })
  }
}

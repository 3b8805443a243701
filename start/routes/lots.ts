/*
|--------------------------------------------------------------------------
| Lots, their cars, a car's page and its bids (docs/auction.md)
|--------------------------------------------------------------------------
| Registered inside the tenant group (start/routes/tenant.ts). The car's page (GET),
| which super-admins also open from /administrare/bids, is in start/routes/administration.ts.
| The car's photo routes come from its image column (app/controllers/images/image_columns.ts).
*/
import router from '@adonisjs/core/services/router'

const LotsController = () => import('#controllers/lots/lots_controller')
const CarsController = () => import('#controllers/lots/cars_controller')
const CarPageController = () => import('#controllers/lots/car_page_controller')

export function lotsRoutes() {
  router.get('/lots', [LotsController, 'index']).as('lots.index')
  router.get('/lots/create', [LotsController, 'create']).as('lots.create')
  router.post('/lots', [LotsController, 'store']).as('lots.store')
  router.get('/lots/:uid', [LotsController, 'show']).as('lots.show')
  router.put('/lots/:uid', [LotsController, 'update']).as('lots.update')
  router.delete('/lots/:uid', [LotsController, 'destroy']).as('lots.destroy')
  router.post('/lots/:uid/close', [LotsController, 'close']).as('lots.close')

  router.get('/lots/:uid/cars/create', [CarsController, 'create']).as('cars.create')
  router.post('/lots/:uid/cars', [CarsController, 'store']).as('cars.store')
  router.get('/lots/:uid/cars/:car_uid', [CarsController, 'edit']).as('cars.edit')
  router.put('/lots/:uid/cars/:car_uid', [CarsController, 'update']).as('cars.update')
  router.delete('/lots/:uid/cars/:car_uid', [CarsController, 'destroy']).as('cars.destroy')

  router
    .post('/lot/:lot_uid/car/:car_uid/bids', [CarPageController, 'storeBid'])
    .as('lot_car.bids.store')
  router
    .post('/lot/:lot_uid/car/:car_uid/withdrawal', [CarPageController, 'withdraw'])
    .as('lot_car.withdrawal.store')
  router
    .post('/lot/:lot_uid/car/:car_uid/award', [CarPageController, 'award'])
    .as('lot_car.award.store')
}

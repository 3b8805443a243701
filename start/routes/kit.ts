/*
|--------------------------------------------------------------------------
| UI kit routes (shared widgets demo), development and test only
|--------------------------------------------------------------------------
*/
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const KitController = () => import('#controllers/kit/kit_controller')
const KitImagesController = () => import('#controllers/kit/kit_images_controller')

export function kitRoutes() {
  if (!app.inProduction) {
    router
      .group(() => {
        router.get('/kit', [KitController, 'show']).as('kit.show')
        router.post('/kit/form', [KitController, 'submit']).as('kit.form')

        // Image uploader demo: one image per session, stored through ImageService
        router.get('/kit/images', [KitImagesController, 'index']).as('kit.images.index')
        router.post('/kit/image', [KitImagesController, 'store']).as('kit.images.store')
        router.delete('/kit/image', [KitImagesController, 'destroy']).as('kit.images.destroy')
        router.get('/kit/image/*', [KitImagesController, 'show']).as('kit.images.show')
      })
      .use([middleware.auth(), middleware.role(['super-admin'])])
  }
}

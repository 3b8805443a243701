/*
|--------------------------------------------------------------------------
| Images: the routes of every column declared in app/controllers/images/image_columns.ts
|--------------------------------------------------------------------------
| GET {url} serves the file (signed-in users who may see the owner), POST {changeUrl ?? url}
| replaces it and DELETE removes it (who may change it). docs/routes.md lists the URLs.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { imageColumns, type ImageColumn } from '#controllers/images/image_columns'

const ImagesController = () => import('#controllers/images/images_controller')

const guard = (roles: ImageColumn['see']['roles'], module: string | undefined) => [
  middleware.auth(),
  ...(roles ? [middleware.role(roles)] : []),
  ...(module ? [middleware.module(module)] : []),
]

export function imageRoutes() {
  for (const column of Object.values(imageColumns) as ImageColumn[]) {
    const changeUrl = column.changeUrl ?? column.url
    router
      .get(column.url, [ImagesController, 'show'])
      .as(column.names.show)
      .use(guard(column.see.roles, column.module))
    router
      .post(changeUrl, [ImagesController, 'store'])
      .as(column.names.store)
      .use(guard(column.change.roles, column.module))
    router
      .delete(changeUrl, [ImagesController, 'destroy'])
      .as(column.names.destroy)
      .use(guard(column.change.roles, column.module))
  }
}

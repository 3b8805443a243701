import type { HttpContext } from '@adonisjs/core/http'
import { ApiNotFound } from '#exceptions/api_not_found'
import { MemberDeviceService } from '#services/members/member_device_service'

/** The member's devices (their tokens): sign out this one, list them, end one or the others. */
export default class DevicesController {
  /** POST /api/member/sign-out: ends the request's own token. */
  async signOut({ auth, response }: HttpContext) {
    await auth.use('member').invalidateToken()
    return response.noContent()
  }

  /** GET /api/member/devices */
  async index({ auth }: HttpContext) {
    const member = auth.use('member').getUserOrFail()
    return { data: await MemberDeviceService.list(member, member.currentAccessToken) }
  }

  /** DELETE /api/member/devices/:id: one of the member's own; another's is a 404. */
  async destroy({ auth, params, response }: HttpContext) {
    const member = auth.use('member').getUserOrFail()
    if (!(await MemberDeviceService.end(member, params.id)))
      throw new ApiNotFound('members.devices.not_found')
    return response.noContent()
  }

  /** DELETE /api/member/devices: every device but this one. */
  async destroyOthers({ auth, response }: HttpContext) {
    const member = auth.use('member').getUserOrFail()
    await MemberDeviceService.endOthers(member, member.currentAccessToken)
    return response.noContent()
  }
}

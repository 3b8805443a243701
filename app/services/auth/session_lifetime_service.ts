import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'

export class SessionLifetimeService {
  /** Ends every session and remember-me token of a user (password reset, made inactive). */
  static async endAllFor(user: User, client: QueryClientContract = db.connection()) {
    await client.from('sessions').where('user_id', String(user.id)).delete()
    await client.from('remember_me_tokens').where('tokenable_id', user.id).delete()
  }
}

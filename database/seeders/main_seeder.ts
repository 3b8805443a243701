import { BaseSeeder } from '@adonisjs/lucid/seeders'
import app from '@adonisjs/core/services/app'

/**
 * Reference data (roles, modules) in every environment; demo accounts and
 * a demo organization only in development. Safe to run again.
 */
export default class MainSeeder extends BaseSeeder {
  async run() {
    const { seedReferenceData } = await import('#database/data/reference_data')
    await seedReferenceData()
    if (app.inDev) {
      const { seedDemoData } = await import('#database/data/demo_data')
      await seedDemoData()
      const { seedDemoAuction } = await import('#database/data/demo_auction')
      await seedDemoAuction()
    }
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'
import { communityColumn } from '#database/schema_helpers'

/**
 * Organizations, communities, their reference data (industries, niches,
 * impact areas) and the mobile app settings (organizations issue).
 * docs/organizations.md describes every column.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('industries', (table) => {
      table.increments('id')
      table.string('name', 150).notNullable()
      table.string('slug', 150).notNullable().unique()
    })

    this.schema.createTable('niches', (table) => {
      table.increments('id')
      table
        .integer('industry_id')
        .unsigned()
        .notNullable()
        .references('industries.id')
        .onDelete('CASCADE')
      table.string('name', 150).notNullable()
      table.string('slug', 150).notNullable().unique()
      table.index(['industry_id'])
    })

    this.schema.createTable('impact_areas', (table) => {
      table.increments('id')
      // Null for a main area; the main area of a child area.
      table
        .integer('parent_id')
        .unsigned()
        .nullable()
        .references('impact_areas.id')
        .onDelete('CASCADE')
      table.string('name', 150).notNullable()
      table.string('slug', 150).notNullable().unique()
      table.index(['parent_id'])
    })

    this.schema.alterTable('organizations', (table) => {
      table
        .integer('industry_id')
        .unsigned()
        .nullable()
        .references('industries.id')
        .onDelete('SET NULL')
      table.jsonb('billing_info').notNullable().defaultTo('{}')
      table.jsonb('legal_representative_contact').notNullable().defaultTo('{}')
      table.jsonb('technical_administrator_contact').notNullable().defaultTo('{}')
      table.jsonb('branding').notNullable().defaultTo('{}')
      table.string('logo').nullable()
      table.string('cover').nullable()
    })

    this.schema.createTable('organization_niches', (table) => {
      table
        .integer('organization_id')
        .unsigned()
        .notNullable()
        .references('organizations.id')
        .onDelete('CASCADE')
      table.integer('niche_id').unsigned().notNullable().references('niches.id').onDelete('CASCADE')
      table.primary(['organization_id', 'niche_id'])
    })

    this.schema.alterTable('communities', (table) => {
      table.jsonb('branding').notNullable().defaultTo('{}')
      table.string('logo').nullable()
      table.string('cover').nullable()
      table.text('intro').nullable()
      table.jsonb('links').notNullable().defaultTo('{}')
      table.jsonb('address').notNullable().defaultTo('{}')
      table.double('latitude').nullable()
      table.double('longitude').nullable()
      table.jsonb('technical_administrator_contact').notNullable().defaultTo('{}')
      table.jsonb('public_contact').notNullable().defaultTo('{}')
    })

    // Main and child impact areas chosen for a community (a child only with its main area).
    this.schema.createTable('community_impact_areas', (table) => {
      communityColumn(table)
      table
        .integer('impact_area_id')
        .unsigned()
        .notNullable()
        .references('impact_areas.id')
        .onDelete('CASCADE')
      table.primary(['community_id', 'impact_area_id'])
    })

    // Activity domains of a community: industries.
    this.schema.createTable('community_industries', (table) => {
      communityColumn(table)
      table
        .integer('industry_id')
        .unsigned()
        .notNullable()
        .references('industries.id')
        .onDelete('CASCADE')
      table.primary(['community_id', 'industry_id'])
    })

    // One row (id 1): the companion app's sign-in methods and branding.
    this.schema.createTable('mobile_settings', (table) => {
      table.integer('id').primary()
      table.jsonb('auth_modules').notNullable().defaultTo('{}')
      table.jsonb('branding').notNullable().defaultTo('{}')
      table.string('sign_in_header').nullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    for (const name of [
      'mobile_settings',
      'community_industries',
      'community_impact_areas',
      'organization_niches',
    ]) {
      this.schema.dropTable(name)
    }
    this.schema.alterTable('communities', (table) => {
      table.dropColumns(
        'branding',
        'logo',
        'cover',
        'intro',
        'links',
        'address',
        'latitude',
        'longitude',
        'technical_administrator_contact',
        'public_contact'
      )
    })
    this.schema.alterTable('organizations', (table) => {
      table.dropColumns(
        'industry_id',
        'billing_info',
        'legal_representative_contact',
        'technical_administrator_contact',
        'branding',
        'logo',
        'cover'
      )
    })
    for (const name of ['impact_areas', 'niches', 'industries']) this.schema.dropTable(name)
  }
}

import { BaseTransformer } from '@adonisjs/core/transformers'
import type Lot from '#models/lot'
import { toWallTime } from '#services/shared/org_time'

/** A lot as the pages see it. */
export default class LotTransformer extends BaseTransformer<Lot> {
  /** The attributes toRow reads: a list selects only their columns (listQuery's `columns`). */
  static readonly rowFields = [
    'uid',
    'id',
    'title',
    'startsAt',
    'endsAt',
  ] as const satisfies readonly (keyof Lot)[]

  /** A row of /lots (the query reads `car_count` and `bid_count`). */
  toRow() {
    const lot = this.resource
    return {
      ...this.pick(lot, ['uid', 'id', 'title']),
      startsAt: lot.startsAt.toISO()!,
      endsAt: lot.endsAt.toISO()!,
      state: lot.stateAt(),
      carCount: Number(lot.$extras.car_count ?? 0),
      bidCount: Number(lot.$extras.bid_count ?? 0),
    }
  }

  /** The lot form's fields as it holds them (dates as the picker's Romanian wall time). */
  toForm() {
    const lot = this.resource
    return {
      uid: lot.uid,
      title: lot.title,
      start_date: toWallTime(lot.startsAt),
      end_date: toWallTime(lot.endsAt),
    }
  }

  /** What the car's page shows of its lot: its dates (the end as bids moved it) and state. */
  toHeading() {
    const lot = this.resource
    return {
      ...this.pick(lot, ['uid', 'title']),
      startsAt: lot.startsAt.toISO()!,
      endsAt: lot.endsAt.toISO()!,
      state: lot.stateAt(),
      closedEarlyAt: lot.closedAt?.toISO() ?? null,
    }
  }
}

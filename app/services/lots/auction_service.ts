import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import auctionConfig from '#config/auction'
import Lot, { type LotState } from '#models/lot'
import Car from '#models/car'
import Bid from '#models/bid'
import Invoice from '#models/invoice'
import { communityScope } from '#models/mixins/with_tenant_scope'
import { AuctionConflictException } from '#exceptions/auction_conflict'
import { formatOrgTime } from '#services/shared/org_time'
import { formatMoney } from '#shared/number_format'
import { fieldError } from '#validators/shared/field_error'

/**
 * A bid's state: the highest of an open lot, outbid, the winner of a closed lot, withdrawn, or
 * renounced (the car was this bid's and went to a later award without a withdrawal: its invoice
 * was reversed).
 */
export type BidState = 'leading' | 'outbid' | 'won' | 'withdrawn' | 'renounced'

/** The staff's date and time in the organization's zone, for messages. */
const shownTime = (date: DateTime) => formatOrgTime(date, 'dateTime')

/** SQL: the id of the car `car`'s (an alias of cars) highest bid (the earlier one of equal amounts). */
const highestBidOf = (car: string) => `(select w.id from bids w
  where w.community_id = ${car}.community_id and w.car_id = ${car}.id
  order by w.amount_cents desc, w.placed_at, w.id limit 1)`

/**
 * SQL: the id of the bid the car `car` is awarded to once its lot is closed: its latest award
 * after the close, else its highest bid. The bid may since have been withdrawn.
 */
export const awardedBidOf = (car: string) => `coalesce(
  (select w.id from bids w where w.community_id = ${car}.community_id and w.car_id = ${car}.id
     and w.awarded_at is not null order by w.awarded_at desc, w.id desc limit 1),
  ${highestBidOf(car)})`

/** SQL: the state of the bid `bid` (an alias of bids), as `BidState` (the rule of `carOutcome`). */
export const bidStateOf = (bid: string) => `(select case
    when l.ends_at > now() then
      case when ${bid}.id = ${highestBidOf('c')} then 'leading' else 'outbid' end
    when ${bid}.withdrawn_at is not null then 'withdrawn'
    when ${bid}.id = ${awardedBidOf('c')} then 'won'
    when ${bid}.awarded_at is not null or ${bid}.id = ${highestBidOf('c')} then 'renounced'
    else 'outbid' end
  from cars c join lots l on l.community_id = c.community_id and l.id = c.lot_id
  where c.community_id = ${bid}.community_id and c.id = ${bid}.car_id)`

/** What the close made of a car, from its bids (highest first) and its lot's state. */
export type CarOutcome = {
  lotState: LotState
  /** The bid the car is awarded to (closed lot), null when it had no bid. */
  awarded: Bid | null
  /** The bid an award to the next would go to: below the awarded one, not withdrawn, with a bidder. */
  next: Bid | null
  /** Whether the car may now be awarded to `next`: its winner withdrew, or its invoice was reversed. */
  openToNext: boolean
  /** Whether the awarded bid has an issued (live) invoice. */
  invoiced: boolean
  states: Map<number, BidState>
}

/**
 * The outcome of the car (its bids highest first, and their invoices): the awarded
 * bid, each bid's state and whether the car may go to the next bid. A reversed invoice (by a
 * credit note, or cancelled before credit notes existed) leaves the choice to the admin: invoice
 * the same winner again, or award to the next bid.
 */
export function carOutcome(
  lot: Lot,
  bids: Bid[],
  invoices: Invoice[],
  now = DateTime.now()
): CarOutcome {
  const lotState = lot.stateAt(now)
  const states = new Map<number, BidState>()
  if (lotState !== 'closed') {
    bids.forEach((bid, index) => states.set(bid.id, index === 0 ? 'leading' : 'outbid'))
    return { lotState, awarded: null, next: null, openToNext: false, invoiced: false, states }
  }
  const awards = bids
    .filter((bid) => bid.awardedAt)
    .sort((a, b) => b.awardedAt!.toMillis() - a.awardedAt!.toMillis() || b.id - a.id)
  const awarded = awards[0] ?? bids[0] ?? null
  for (const bid of bids) {
    // A bid the car went to before (the highest, or an earlier award) that lost it otherwise
    // than by a withdrawal was given up.
    const wonBefore = !!bid.awardedAt || bid === bids[0]
    const state = bid.withdrawnAt
      ? 'withdrawn'
      : bid.id === awarded?.id
        ? 'won'
        : wonBefore
          ? 'renounced'
          : 'outbid'
    states.set(bid.id, state)
  }
  const position = awarded ? bids.indexOf(awarded) : -1
  const next =
    bids.slice(position + 1).find((bid) => !bid.withdrawnAt && bid.contactId !== null) ?? null
  const own = invoices.filter(
    (invoice) => invoice.bidId === awarded?.id && invoice.kind === 'invoice'
  )
  const invoiced = own.some((invoice) => invoice.status === 'issued')
  const reversed = !invoiced && own.length > 0
  const openToNext = !!awarded && !!next && (!!awarded.withdrawnAt || reversed)
  return { lotState, awarded, next, openToNext, invoiced, states }
}

/**
 * The car's bids, highest first, with their bidders, and the invoices of its bids, read side by
 * side (in `trx` when given: each statement names it, so a transaction never waits on a second
 * connection).
 */
export async function bidsWithInvoices(car: Car, trx?: TransactionClientContract) {
  const scope = communityScope(car.communityId)
  const bids = Bid.forTenant(scope)
    .where('bids.car_id', car.id)
    .orderBy('amount_cents', 'desc')
    .orderBy('placed_at')
    .orderBy('id')
  const invoices = Invoice.forTenant(scope).whereIn(
    'invoices.bid_id',
    Bid.forTenant(scope).where('bids.car_id', car.id).select('bids.id')
  )
  if (trx) {
    bids.useTransaction(trx)
    invoices.useTransaction(trx)
  } else {
    bids.preload('contact')
  }
  const [bidRows, invoiceRows] = await Promise.all([bids, invoices])
  return { bids: bidRows, invoices: invoiceRows }
}

/** The car's lot and its bids read under the car's row lock (awards, withdrawals, invoices). */
export async function lockedOutcome(car: Car, trx: TransactionClientContract) {
  const scope = communityScope(car.communityId)
  await Car.forTenant(scope).useTransaction(trx).where('cars.id', car.id).forUpdate().firstOrFail()
  const lot = await Lot.forTenant(scope)
    .useTransaction(trx)
    .where('lots.id', car.lotId)
    .firstOrFail()
  const { bids, invoices } = await bidsWithInvoices(car, trx)
  return { lot, bids, outcome: carOutcome(lot, bids, invoices) }
}

export class AuctionService {
  /**
   * Records a bid while the lot is open, above the car's highest one. The lot's row is locked
   * until the bid is written: bids on its cars, its close and its soft-close moves queue behind
   * each other, so each accepted bid is above every one accepted before it and none is taken
   * after the end as it stands when the lock is granted. A bid in the last minutes moves the end.
   */
  static async placeBid(car: Car, contactId: number, amountCents: number, i18n: I18n) {
    return db.transaction(async (trx) => {
      const scope = communityScope(car.communityId)
      const lot = await Lot.locked(car.communityId, car.lotId, trx)
      // Read after the lock is granted: the time the bid is taken at, and its placed_at.
      const now = DateTime.now()
      const state = lot.stateAt(now)
      if (state === 'scheduled') {
        throw fieldError(
          'amount',
          'lot_not_started',
          i18n.t('lots.bids.not_started', { start: shownTime(lot.startsAt) })
        )
      }
      if (state === 'closed') {
        throw fieldError(
          'amount',
          'lot_closed',
          i18n.t('lots.bids.closed', { end: shownTime(lot.endsAt) })
        )
      }
      const highest = await Bid.forTenant(scope)
        .useTransaction(trx)
        .where('bids.car_id', car.id)
        .max('amount_cents as highest')
        .first()
      const highestCents = Number(highest?.$extras.highest ?? 0)
      if (highestCents && amountCents <= highestCents) {
        throw fieldError(
          'amount',
          'bid_not_above_highest',
          i18n.t('validator.shared.messages.bid_not_above_highest', {
            highest: formatMoney(highestCents),
          })
        )
      }
      const bid = await Bid.create(
        { communityId: car.communityId, carId: car.id, contactId, amountCents, placedAt: now },
        { client: trx }
      )
      const softEnd = now.plus({ minutes: auctionConfig.softCloseMinutes })
      if (softEnd > lot.endsAt) {
        lot.useTransaction(trx)
        lot.endsAt = softEnd
        await lot.save()
      }
      return { bid, lot }
    })
  }

  /** Closes an open lot now: its end becomes this moment, with who closed it. */
  static async close(lot: Lot, userId: number, i18n: I18n) {
    return db.transaction(async (trx) => {
      const locked = await Lot.locked(lot.communityId, lot.id, trx)
      const now = DateTime.now()
      const state = locked.stateAt(now)
      if (state !== 'open') {
        throw new AuctionConflictException(
          i18n.t(state === 'closed' ? 'lots.close.already_closed' : 'lots.close.not_started', {
            title: locked.title,
          })
        )
      }
      locked.useTransaction(trx)
      locked.merge({ endsAt: now, closedAt: now, closedBy: userId })
      await locked.save()
      return locked
    })
  }

  /**
   * Records that the winner of a closed lot's car withdrew (`bidUid`: the winning bid the admin
   * saw, so that a page left open does not withdraw a later winner). Refused while the winning
   * bid has an issued invoice.
   */
  static async withdraw(car: Car, bidUid: string, reason: string, userId: number, i18n: I18n) {
    return db.transaction(async (trx) => {
      const { outcome } = await lockedOutcome(car, trx)
      const winner = outcome.awarded
      if (outcome.lotState !== 'closed' || !winner || winner.withdrawnAt) {
        throw fieldError('bid_uid', 'not_winner', i18n.t('lots.award.no_winner'))
      }
      if (winner.uid !== bidUid) {
        throw fieldError('bid_uid', 'winner_changed', i18n.t('lots.award.winner_changed'))
      }
      if (outcome.invoiced) {
        throw fieldError('bid_uid', 'winner_invoiced', i18n.t('lots.award.winner_invoiced'))
      }
      winner.useTransaction(trx)
      winner.merge({ withdrawnAt: DateTime.now(), withdrawnBy: userId, withdrawalReason: reason })
      await winner.save()
      return winner
    })
  }

  /**
   * Awards the car to the next highest bid (`bidUid`: the one the admin was offered) once its
   * winner withdrew or its invoice was reversed; who, when and why are recorded on that bid.
   */
  static async awardToNext(car: Car, bidUid: string, reason: string, userId: number, i18n: I18n) {
    return db.transaction(async (trx) => {
      const { outcome } = await lockedOutcome(car, trx)
      if (!outcome.openToNext || !outcome.next) {
        throw fieldError('bid_uid', 'not_open_to_next', i18n.t('lots.award.not_open'))
      }
      if (outcome.next.uid !== bidUid) {
        throw fieldError('bid_uid', 'winner_changed', i18n.t('lots.award.winner_changed'))
      }
      const next = outcome.next
      next.useTransaction(trx)
      next.merge({ awardedAt: DateTime.now(), awardedBy: userId, awardReason: reason })
      await next.save()
      return next
    })
  }

  /**
   * Inside the issuing transaction: whether `bid` is the winning bid of a closed lot (not
   * withdrawn), read under its car's lock so that a withdrawal or an award cannot cross it.
   */
  static async isInvoiceable(bid: Bid, trx: TransactionClientContract) {
    const car = await Car.forTenant(communityScope(bid.communityId))
      .useTransaction(trx)
      .where('cars.id', bid.carId)
      .firstOrFail()
    const { outcome } = await lockedOutcome(car, trx)
    return outcome.states.get(bid.id) === 'won'
  }

  /** The lot's state now and the invoices of the bid, for the pages (outside a transaction). */
  static async outcomeOf(lot: Lot, car: Car) {
    const { bids, invoices } = await bidsWithInvoices(car)
    return { bids, invoices, outcome: carOutcome(lot, bids, invoices) }
  }
}

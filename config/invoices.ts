/**
 * Invoicing defaults (docs/auction.md): the series a new invoice is offered, and where credit
 * notes are numbered. Its VAT rate starts at the standard rate in force (the `vat_rates` table).
 */
const invoicesConfig = {
  defaultSeries: 'FCT',
  /** Days from the issue date to the due date the form proposes. */
  defaultDueDays: 15,
  /**
   * The series credit notes are numbered in: a code ("STORNO") gives them a series of their
   * own in each community; null numbers each one in its original invoice's series.
   */
  creditNoteSeries: 'STORNO' as string | null,
}

export default invoicesConfig

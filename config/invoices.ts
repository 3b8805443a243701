/**
 * Invoicing defaults (docs/auction.md): the VAT rate a new invoice starts
 * with (Romania's standard rate), the series it is offered, and where credit notes are numbered.
 */
const invoicesConfig = {
  /** Percent; the admin may change it on the invoice (0..100). */
  defaultVatRate: 21,
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

/**
 * Invoicing defaults (docs/auction.md): the VAT rate a new invoice starts
 * with (Romania's standard rate) and the series it is offered.
 */
const invoicesConfig = {
  /** Percent; the admin may change it on the invoice (0..100). */
  defaultVatRate: 21,
  defaultSeries: 'FCT',
  /** Days from the issue date to the due date the form proposes. */
  defaultDueDays: 15,
}

export default invoicesConfig

/**
 * The auction's rules (docs/auction.md, "Soft close"): a bid accepted less than
 * `softCloseMinutes` before its lot's end moves the end to that many minutes after the bid.
 */
const auctionConfig = {
  softCloseMinutes: 2,
}

export default auctionConfig

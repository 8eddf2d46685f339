/**
 * The BITS statement files (CSV and PDF) in Canadian English: headings, column names and the movements'
 * type labels (the contracts' WALLET_TRANSACTION_TYPE_LABELS, letter for letter). Amounts and dates come
 * formatted in the reader's language. Only the server reads this catalog.
 */
import { defineCatalog } from '../catalog.ts';

export default defineCatalog({
  'statements.pdf.documentTitle': '{product} BITS statement',
  'statements.pdf.heading': '{product} — BITS statement',
  'statements.pdf.member': 'Member: {name}',
  'statements.pdf.period': 'Period: {from} to {to} ({timeZone})',
  'statements.pdf.opening': 'Opening balance: {amount} BITS',
  'statements.pdf.closing': 'Closing balance: {amount} BITS',
  'statements.pdf.totals': 'Total in: {totalIn} BITS    Total out: {totalOut} BITS',
  'statements.pdf.empty': 'No movements in this period.',
  'statements.column.date': 'Date',
  'statements.column.reference': 'Reference',
  'statements.column.type': 'Type',
  'statements.column.status': 'Status',
  'statements.column.counterparty': 'Counterparty',
  'statements.column.memo': 'Memo',
  'statements.column.counterpartyMemo': 'Counterparty / memo',
  'statements.column.amount': 'Amount',
  'statements.column.balance': 'Balance',
  'statements.column.amountBits': 'Amount (BITS)',
  'statements.column.balanceAfterBits': 'Balance after (BITS)',
  'statements.type.addBits': 'Load BITS',
  'statements.type.gift': 'Gift',
  'statements.type.giftReward': 'RW-System',
  'statements.type.salePurchase': 'Sale',
  'statements.type.rewards': 'Rewards',
  'statements.type.refund': 'Refund',
  'statements.type.transfer': 'Transfer',
  'statements.type.sale': 'Sale',
  'statements.type.purchase': 'Purchase',
  'statements.type.unknown': 'Unknown',
  'statements.type.disputeHold': 'Held: card payment disputed',
  'statements.type.disputeRelease': 'Released: dispute resolved',
  'statements.type.chargeback': 'Chargeback',
  // The memos the server writes itself on a movement (gifts, rewards, donations), as it writes them.
  'statements.memo.giftTo': 'Gift to {address}',
  'statements.memo.giftClaimed': 'Gift {reference} claimed',
  'statements.memo.giftReturned': 'Gift {reference} returned',
  'statements.memo.giftCancelled': 'Gift {reference} cancelled',
  'statements.memo.inviteReward': 'Invite a friend reward',
  'statements.memo.welcome': 'Welcome to BarterBits',
  'statements.memo.donation': 'Donation to the Community Fund',
});

/** The BITS statement files in Canadian French (see docs/i18n-glossary.md). */
import type { Translation } from '../catalog.ts';
import type en from './en-CA.ts';

export default {
  'statements.pdf.documentTitle': 'Relevé de BITS {product}',
  'statements.pdf.heading': '{product} — Relevé de BITS',
  'statements.pdf.member': 'Membre\u00a0: {name}',
  'statements.pdf.period': 'Période\u00a0: du {from} au {to} ({timeZone})',
  'statements.pdf.opening': 'Solde d’ouverture\u00a0: {amount}\u00a0BITS',
  'statements.pdf.closing': 'Solde de clôture\u00a0: {amount}\u00a0BITS',
  'statements.pdf.totals':
    'Total des entrées\u00a0: {totalIn}\u00a0BITS    Total des sorties\u00a0: {totalOut}\u00a0BITS',
  'statements.pdf.empty': 'Aucun mouvement pendant cette période.',
  'statements.column.date': 'Date',
  'statements.column.reference': 'Référence',
  'statements.column.type': 'Type',
  'statements.column.status': 'Statut',
  'statements.column.counterparty': 'Contrepartie',
  'statements.column.memo': 'Note',
  'statements.column.counterpartyMemo': 'Contrepartie / note',
  'statements.column.amount': 'Montant',
  'statements.column.balance': 'Solde',
  'statements.column.amountBits': 'Montant (BITS)',
  'statements.column.balanceAfterBits': 'Solde après (BITS)',
  'statements.type.addBits': 'Chargement de BITS',
  'statements.type.gift': 'Cadeau',
  'statements.type.giftReward': 'RW-Système',
  'statements.type.salePurchase': 'Vente',
  'statements.type.rewards': 'Récompenses',
  'statements.type.refund': 'Remboursement',
  'statements.type.transfer': 'Transfert',
  'statements.type.sale': 'Vente',
  'statements.type.purchase': 'Achat',
  'statements.type.unknown': 'Inconnu',
} satisfies Translation<typeof en>;

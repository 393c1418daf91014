// The seller-money module's face (docs/decisions/014, 029): fulfilment writes a sale's ledger lines.
export { recordSale } from './ledger.ts';
export { selectThemeDeveloper } from './queries.ts';
export { recordPastPurchase } from './recorded-sales.ts';
export { createPayout, settlePayout } from './payouts.ts';
export { recordProviderReversal, refundPurchase } from './refunds.ts';
export { openSellerMoney } from './service.ts';

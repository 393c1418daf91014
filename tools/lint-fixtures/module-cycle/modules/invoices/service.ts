import { orderTotal } from '../orders/helpers.ts';

export const invoiceTotal = (): number => orderTotal();

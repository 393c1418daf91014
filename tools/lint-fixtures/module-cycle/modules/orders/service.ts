// A planted cycle between two module folders (tools/module-graph.test.ts): orders → invoices → orders.
import { invoiceTotal } from '../invoices/service.ts';

export const orderTotal = (): number => invoiceTotal();

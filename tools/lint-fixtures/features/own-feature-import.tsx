// expect: clean
// lint-as: apps/web/src/features/cart/lint-fixture.tsx
// A feature importing its own files and shared web code is fine, by either spelling.
import { CartLink } from '@/features/cart/cart-link';
import { OrderSummary } from './order-summary.tsx';
import { cn } from '@/lib/utils';

export const Fixture = [CartLink, OrderSummary, cn];

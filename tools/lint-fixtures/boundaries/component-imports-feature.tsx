// expect: import-x/no-restricted-paths
// lint-as: apps/web/src/components/lint-fixture.tsx
// Shared web components importing a feature.
import { CartLink } from '@/features/cart/cart-link';

export const Fixture = CartLink;

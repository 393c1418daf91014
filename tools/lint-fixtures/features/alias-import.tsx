// expect: import-x/no-restricted-paths
// lint-as: apps/web/src/features/themes/lint-fixture.tsx
// One feature importing another through the `@/` alias.
import { CartLink } from '@/features/cart/cart-link';

export const Fixture = CartLink;

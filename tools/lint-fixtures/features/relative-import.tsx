// expect: import-x/no-restricted-paths
// lint-as: apps/web/src/features/themes/lint-fixture.tsx
// One feature importing another by a relative path.
import { CartLink } from '../cart/cart-link.tsx';

export const Fixture = CartLink;

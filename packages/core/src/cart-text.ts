// The cart's words on their own: the storefront header reads the storage key on every page,
// and billing.ts (checkout, invoices) should not come with it.

/** spec 000 §2 /cart, word for word, and the cart's own texts. */
export const CART_TEXT = {
  title: 'Your Cart',
  empty: 'Your cart is empty',
  browse: 'Browse Themes',
  proceed: 'Proceed to Checkout',
  signIn: 'Sign in to Checkout',
  addToCart: 'Add to cart',
  inCart: 'In cart',
  added: 'Added to your cart.',
  remove: 'Remove',
  orderSummary: 'Order Summary',
  subtotal: 'Subtotal',
  total: 'Total',
  freeNotForCart: 'Free themes go straight to your library: use Add to Library.',
  /** localStorage key of a signed-out visitor's cart: JSON [{ themeId, quantity }]. */
  storageKey: 'themeport.cart',
} as const;

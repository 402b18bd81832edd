import {
  productLineMetadata,
  productLinePage,
} from '../../../features/product-lines/product-line-page';

/** Spec section 2 `/premium-cricket`: shown when the operator switched the product line on. */
export const generateMetadata = productLineMetadata('premium_cricket');
export default productLinePage('premium_cricket');

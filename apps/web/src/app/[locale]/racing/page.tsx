import {
  productLineMetadata,
  productLinePage,
} from '../../../features/product-lines/product-line-page';

/** Spec section 2 `/racing`: shown when the operator switched the product line on. */
export const generateMetadata = productLineMetadata('racing');
export default productLinePage('racing');

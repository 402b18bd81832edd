import {
  productLineMetadata,
  productLinePage,
} from '../../../features/product-lines/product-line-page';

/** Spec section 2 `/lotteries`: shown when the operator switched the product line on. */
export const generateMetadata = productLineMetadata('lotteries');
export default productLinePage('lotteries');
